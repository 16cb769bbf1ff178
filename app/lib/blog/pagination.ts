/**
 * Pagination of blog lists (docs/product/content-and-forms.md): pages come from the `page` query
 * (default 1); the pager shows a window of at most `perPage` (default 8) page numbers around the
 * current one; the total defaults to 1. Pure, unit-tested.
 */

export const DEFAULT_PAGE = 1;
export const DEFAULT_TOTAL_PAGES = 1;
export const PAGER_WINDOW = 8;

/** The page numbers to show: `perPage` of them at most, the current one as central as the ends allow. */
export function pageWindow(page: number, totalPages: number = DEFAULT_TOTAL_PAGES, perPage: number = PAGER_WINDOW): number[] {
  const total = Math.max(DEFAULT_TOTAL_PAGES, Math.floor(totalPages) || DEFAULT_TOTAL_PAGES);
  const size = Math.min(total, Math.max(1, perPage));
  const current = Math.min(Math.max(1, page), total);
  const first = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** The same path with `page` set (dropped for page 1, the default), other query parameters kept. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= DEFAULT_PAGE) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Columns of the blog's post grid on wide screens (docs/product/texts-and-constants.md#numbers): 2 when both side
 * columns are shown, 3 when one is, else 4.
 */
export function postGridColumns(sideColumns: number): 2 | 3 | 4 {
  return sideColumns >= 2 ? 2 : sideColumns === 1 ? 3 : 4;
}
