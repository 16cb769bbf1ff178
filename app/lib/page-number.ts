/**
 * The 1-based page number of a paged list from the address query (`?page=`): anything else
 * (missing, 0, "abc", 2.5, 1e20, a number past any real list) is page 1, so an odd address never
 * reaches the API as a number it refuses.
 */
export function pageNumber(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}

/**
 * A page past the end of a list that has items (`/search/a?page=999`): the last page, to redirect
 * to rather than say nothing matched; null when the page is fine.
 */
export function lastPageIfPast(list: { shown: number; total: number; totalPages: number }, page: number): number | null {
  return page > 1 && list.shown === 0 && list.total > 0 ? Math.max(1, list.totalPages) : null;
}
