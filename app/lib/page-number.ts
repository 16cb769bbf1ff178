/**
 * The 1-based page number of a paged list from the address query (`?page=`): anything else
 * (missing, 0, "abc", 2.5, 1e20, a number past any real list) is page 1, so an odd address never
 * reaches the API as a number it refuses.
 */
export function pageNumber(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}
