/**
 * The contract's url(url: pattern) field: `/keyword` when the item has an SEO keyword,
 * otherwise the pattern with `_id` replaced (as VueFront's OpenCart module does).
 */
export function itemUrl(
  keyword: string | null | undefined,
  id: number | string,
  pattern: string | null | undefined,
  fallbackPattern: string,
): string {
  if (keyword) return `/${keyword}`;
  return (pattern || fallbackPattern).replace("_id", String(id));
}
