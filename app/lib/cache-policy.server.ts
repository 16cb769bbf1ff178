/**
 * Who may keep a page, and for how long (docs/decisions/122-page-caching.md).
 *
 * A page read by a visitor without the storefront's session cookie (`anonymous`) holds nothing of
 * theirs: guest, empty cart, the store's default currency, no toast, no cookie set. Such answers say
 * a shared cache (a CDN, or the server's own page cache) may keep them, for a time that suits the
 * kind of page; anything for a shopper with a session stays `private`. The route never has to get
 * this right by itself: `finishRequest` applies it to every answer.
 */

/** What a page shows, for how long it may be shared. Loaders of pages reached by keyword say it (`describePage`). */
export type PageKind = "home" | "listing" | "product" | "content" | "search" | "sitemap" | "personal";

interface SharedLifetime {
  /** s-maxage: how long a shared cache serves it without asking. */
  fresh: number;
  /** stale-while-revalidate: how much longer an old copy may be served while a new one is made. */
  stale: number;
}

/** Seconds. Listings and home follow the spec's 5-minute catalog cache; products change price and stock more often. */
export const SHARED_LIFETIMES: Record<Exclude<PageKind, "personal"> | "not-found", SharedLifetime> = {
  home: { fresh: 300, stale: 60 },
  listing: { fresh: 300, stale: 60 },
  product: { fresh: 60, stale: 240 },
  content: { fresh: 600, stale: 600 },
  search: { fresh: 120, stale: 60 },
  // Sitemaps and robots.txt: crawlers ask often, the catalogue's URLs change slowly (decision 141).
  sitemap: { fresh: 3600, stale: 600 },
  "not-found": { fresh: 60, stale: 60 },
};

/** Pages of one shopper's own data: never stored anywhere, not even for the back button. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";
/** Everything else for a shopper with a session: theirs, and checked again every time. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

export function sharedCacheControl({ fresh, stale }: SharedLifetime): string {
  // max-age=0: a browser asks again each time, so a shopper who just got a cart never sees the anonymous copy.
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

const KIND_BY_PATH: [RegExp, PageKind][] = [
  [/^\/(_root)?$/, "home"],
  [/^\/store\/(category|manufacturer|special)(\/|$)/, "listing"],
  [/^\/store\/product\/[^/]+$/, "product"],
  [/^\/(page|common\/page)\/[^/]+$/, "content"],
  [/^\/blog(\/|$)/, "content"],
  [/^\/contact$/, "content"],
  [/^\/search(\/|$)/, "search"],
  [/^\/(sitemap\.xml|robots\.txt|sitemaps\/[^/]+)$/, "sitemap"],
  [/^\/(account|store\/(cart|checkout|checkout-success|checkout-payment|compare))(\/|$)/, "personal"],
];

/** The kind of page a path shows, when its route alone says it (a `.data` request counts as its page). */
export function pageKindOfPath(pathname: string): PageKind | undefined {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return KIND_BY_PATH.find(([pattern]) => pattern.test(path))?.[1];
}

export interface AnswerFacts {
  method: string;
  pathname: string;
  status: number;
  /** The visitor has no storefront session cookie. */
  anonymous: boolean;
  /** The answer sets a cookie (so it belongs to this visitor). */
  setsCookie: boolean;
  /** What the loaders said the page is, when the path alone cannot tell (keyword URLs). */
  kind?: PageKind;
}

/** The Cache-Control of an answer. */
export function cacheControlFor(answer: AnswerFacts): string {
  const kind = answer.kind ?? pageKindOfPath(answer.pathname);
  if (kind === "personal") return PERSONAL_CACHE_CONTROL;
  const shareable = (answer.method === "GET" || answer.method === "HEAD") && answer.anonymous && !answer.setsCookie;
  if (!shareable) return PRIVATE_CACHE_CONTROL;
  if (answer.status === 404) return sharedCacheControl(SHARED_LIFETIMES["not-found"]);
  if (answer.status !== 200 || !kind) return PRIVATE_CACHE_CONTROL;
  return sharedCacheControl(SHARED_LIFETIMES[kind]);
}

/** True when `cacheControl` lets a shared cache keep the answer (the page cache keeps exactly those). */
export function isShared(cacheControl: string | null): boolean {
  return cacheControl != null && /(^|,)\s*public\s*(,|$)/.test(cacheControl) && /s-maxage=\d+/.test(cacheControl);
}
