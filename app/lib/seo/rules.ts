/**
 * Canonical URLs and indexing rules per kind of page (docs/decisions/140-canonical-and-robots.md).
 * Pure, so every route's `meta` and the sitemaps share them and they are unit-tested.
 */

/** What a page is, for search engines. */
export type SeoPageType =
  | "home"
  | "product"
  | "category"
  | "brand"
  | "brand-index"
  | "special"
  | "blog-category"
  | "page"
  | "post"
  | "contact"
  | "search"
  | "private"
  | "error";

export type Robots = "index,follow" | "noindex,follow" | "noindex";

/** Query parameters that only track a visit: they change nothing on the page. */
const TRACKING_PARAMETER = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid)$/i;

/** Pages whose query only narrows, reorders or pages what their plain address shows. */
const LISTINGS = new Set<SeoPageType>(["home", "category", "brand", "brand-index", "special", "blog-category"]);
/** Pages a shopper's own data or a search fills: endless variations, never in an index. */
const NEVER_INDEXED: Partial<Record<SeoPageType, Robots>> = {
  search: "noindex,follow",
  private: "noindex",
  error: "noindex",
};

/** True when `query` holds anything but tracking parameters (a filter, a sort, a page, a search, a tab). */
export function isVariant(query: URLSearchParams): boolean {
  for (const [name, value] of query) if (value !== "" && !TRACKING_PARAMETER.test(name)) return true;
  return false;
}

/**
 * The robots rule of a page of `type` reached with `query`: a filtered, sorted, paged or searched
 * listing is a duplicate of its plain self (noindex, but its links are followed); products, pages
 * and posts ignore their query (their canonical is their keyword URL).
 */
export function robotsFor(type: SeoPageType, query: URLSearchParams): Robots {
  const never = NEVER_INDEXED[type];
  if (never) return never;
  if (LISTINGS.has(type) && isVariant(query)) return "noindex,follow";
  return "index,follow";
}

export const isIndexable = (robots: Robots) => robots === "index,follow";

/**
 * The canonical path of an item: its keyword URL when the store has one (`/aviator-classic`), else
 * its id route. A store's `url` may be absolute or carry a query: only the path counts.
 */
export function itemPath(url: string | null | undefined, fallback: string): string {
  const value = (url ?? "").trim();
  if (!value) return fallback;
  try {
    const path = new URL(value, "http://x").pathname;
    return path === "/" ? fallback : path;
  } catch {
    return fallback;
  }
}

/** The public origin as configured, without a trailing slash (only scheme, host and port count). */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/** `path` on the shop's public `origin`, without query or fragment. */
export function absoluteUrl(origin: string, path: string): string {
  const url = new URL(path, origin + "/");
  return `${url.origin}${url.pathname}`;
}

/** An image URL made absolute on the shop's origin (the API may answer relative paths); null when empty. */
export function absoluteImage(origin: string, image: string | null | undefined): string | null {
  const value = (image ?? "").trim();
  if (!value) return null;
  try {
    return new URL(value, origin + "/").href;
  } catch {
    return null;
  }
}

/** A description for `<meta name="description">`: plain text of `html`, whitespace folded, cut at a word near `max`. */
export function plainDescription(html: string | null | undefined, max = 160): string {
  const text = (html ?? "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
