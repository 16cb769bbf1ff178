/** Link rules of docs/product that several screens share. Pure, so they are unit-tested. */
import { categoryLink, type CategoryLinks } from "./category-ids";

/**
 * A URL from the store as it may reach `href` or `src` (docs/decisions/135-safe-urls.md): http(s)
 * addresses and relative ones on this site; anything else (`javascript:`, `data:`, `//other.host`,
 * `\\host`) becomes "". Browsers skip tabs, newlines and control characters when they read a
 * scheme, so the check does too.
 */
export function safeUrl(value: string | null | undefined): string {
  const url = (value ?? "").trim();
  // eslint-disable-next-line no-control-regex -- exactly the characters browsers drop from a URL
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, "");
  if (/^[a-z][a-z0-9+.-]*:/i.test(compact)) return /^https?:/i.test(compact) ? url : "";
  if (/^[/\\]{2}/.test(compact)) return "";
  return url;
}

/** A banner link that is absolute (http, https, or starting with "/") is followed as is; any other gets a leading "/". */
export function bannerHref(link: string | null | undefined): string {
  const value = safeUrl(link);
  if (!value) return "/";
  if (/^https?:\/\//i.test(value) || value.startsWith("/")) return value;
  return "/" + value;
}

/**
 * Enter in the header search box: the search-results category, with ?search= when the trimmed
 * keyword is not empty; the search page (/search/<text>) when the store lacks that category
 * (decision 229).
 */
export function headerSearchHref(keyword: string | null | undefined, links: CategoryLinks): string {
  const trimmed = (keyword ?? "").trim();
  const base = categoryLink(links, "searchResults");
  if (!base) return trimmed ? `/search/${encodeURIComponent(trimmed)}` : "/search";
  return trimmed ? `${base}?search=${encodeURIComponent(trimmed)}` : base;
}

export interface LinkedCategory {
  id: string | null;
  name: string | null;
  url: string | null;
}

/**
 * Hero 'Shop Now': the category named "glasses" (any case); failing that, the configured Shop Now
 * category once categories have loaded, if the store has it (else null: no button; decision 229);
 * /glasses when they have not.
 */
export function shopNowHref(categories: readonly LinkedCategory[] | null, links: CategoryLinks): string | null {
  if (!categories) return "/glasses";
  const glasses = categories.find((c) => c.name?.trim().toLowerCase() === "glasses");
  if (glasses) return glasses.url || `/store/category/${glasses.id}`;
  return categoryLink(links, "shopNow");
}

/** Where a product links: its ready url, else the id route. */
export function productHref(product: { id: string | null; url?: string | null }): string {
  return product.url || `/store/product/${product.id}`;
}
