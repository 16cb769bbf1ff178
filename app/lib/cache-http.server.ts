/**
 * HTTP caching of listing pages (docs/decisions/102-catalog-and-http-caching.md).
 *
 * A page normally carries its shopper: cart and wishlist counts in the header, login state, prices in
 * the session's currency, often a Set-Cookie. Such a page must never sit in a shared cache. A
 * listing page requested with no cookie at all is the same for every such visitor (guest, empty
 * cart, the store's default currency), so for those requests the server starts no API session and
 * sets no cookie (see request-context.server.ts), and the page says a CDN may keep it for the
 * catalog cache's five minutes. Everything else is `private, no-cache`.
 */

import { listingPageKind } from "./listing/listing-paths";

/** How long a shared cache may serve a listing page (the spec's 5-minute catalog cache). */
export const SHARED_MAX_AGE_SECONDS = 300;
/** A CDN may answer with the old copy this much longer while it fetches a new one. */
export const STALE_WHILE_REVALIDATE_SECONDS = 60;

export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/**
 * True for a GET/HEAD of a listing page that carries no cookie whatsoever: nothing in the answer
 * can depend on who asks. Any cookie (ours, a preference like `mode`, anyone else's) opts out.
 */
export function isSharedCacheable(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if ((request.headers.get("Cookie") ?? "").trim() !== "") return false;
  // Category catalog, all products, brand list, brand page, specials, and their `.data` requests.
  return listingPageKind(new URL(request.url).pathname.replace(/\.data$/, "")) != null;
}

/**
 * The headers a listing loader answers with. `Vary: Cookie` keeps a standards-following cache from
 * handing the shared copy to a visitor who has a cookie (e.g. a cart).
 */
export function listingCacheHeaders(sharedCache: boolean, status = 200): Record<string, string> {
  if (sharedCache && status === 200) return { "Cache-Control": SHARED_CACHE_CONTROL, Vary: "Cookie" };
  return { "Cache-Control": PRIVATE_CACHE_CONTROL, Vary: "Cookie" };
}

/**
 * The route's `headers` export: the loader's caching headers; a page that failed (no loader
 * headers: a 404, the API away) is never shared.
 */
export function listingHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers();
  headers.set("Cache-Control", loaderHeaders.get("Cache-Control") ?? PRIVATE_CACHE_CONTROL);
  headers.set("Vary", loaderHeaders.get("Vary") ?? "Cookie");
  return headers;
}
