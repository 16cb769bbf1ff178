/** Pagination: a window of 8 pages (docs/product/texts-and-constants.md#numbers). */
export const PAGE_WINDOW = 8;

/** The page numbers to show: at most `size`, the current one among them, as centred as the ends allow. */
export function pageWindow(page: number, totalPages: number, size: number = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
