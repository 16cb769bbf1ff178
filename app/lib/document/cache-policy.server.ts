/**
 * Who may keep a page, and for how long (docs/decisions/122-page-caching.md).
 *
 * A page read by a visitor without the storefront's session cookie (`anonymous`) holds nothing of
 * theirs: guest, empty cart, the store's default currency, no toast, no cookie set. Such answers say
 * a shared cache (a CDN, or the server's own page cache) may keep them, for a time that suits the
 * kind of page; anything for a shopper with a session stays `private`. The route never has to get
 * this right by itself: `finishRequest` applies it to every answer.
 *
 * Two lifetimes (docs/decisions/244-fresh-catalogue.md): the server's own page cache, which is
 * emptied the moment the catalogue changes, keeps a page for its kind's time (`Surrogate-Control`,
 * read and removed by server/page-cache.ts); caches beyond it, which nobody empties, keep a page
 * that shows the catalogue only seconds (`Cache-Control`), so a change reaches every visitor soon.
 *
 * The kind of a page is what its route module declares (`handle.cacheKind`, found by
 * route-kinds.server.ts, decision 266), or what a keyword page's loader says; a route that says
 * nothing is never shared.
 */
import type { PageKind } from "./cache-kind";
import { pageKindOfPath } from "./route-kinds.server";

export type { PageKind } from "./cache-kind";

interface SharedLifetime {
  /** s-maxage: how long a shared cache serves it without asking. */
  fresh: number;
  /** stale-while-revalidate: how much longer an old copy may be served while a new one is made. */
  stale: number;
}

/** Seconds, in the server's own page cache. Listings and home follow the product's 5-minute catalog cache; products change price and stock more often. */
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

/**
 * Seconds a CDN may keep a page that shows the catalogue (prices, stock, reviews): a change is
 * seen there within `fresh + stale` seconds at worst, and at once by the visitor after a refresh.
 */
export const OUTWARD_LIFETIME: SharedLifetime = { fresh: 5, stale: 10 };

/** Pages of one shopper's own data: never stored anywhere, not even for the back button. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";
/** Everything else for a shopper with a session: theirs, and checked again every time. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

export function sharedCacheControl({ fresh, stale }: SharedLifetime): string {
  // max-age=0: a browser asks again each time, so a shopper who just got a cart never sees the anonymous copy.
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/**
 * The query parameters a page of each kind reads, where the kind says it for sure; any other
 * parameter (a campaign's, a typo) gives the same page, so the page cache keys it without them.
 * Listings and searches read their filters by many names, and keyword URLs may be any kind: for
 * those, and routes that declare no kind, only the known tracking parameters are left out
 * (server/page-cache.ts).
 */
const PARAMS_READ: Partial<Record<PageKind, readonly string[]>> = {
  home: ["tab"],
  product: ["category_id"],
  content: ["page", "search"],
};

/** What a page at `pathname` reads of its query, when that is known (Remix's own `_routes` always). */
export function queryParamsRead(pathname: string): ReadonlySet<string> | undefined {
  const kind = pageKindOfPath(pathname);
  const read = kind && PARAMS_READ[kind];
  return read && new Set([...read, "_routes", "index"]);
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
  const lifetime = sharedLifetimeOf(answer, kind);
  if (!lifetime) return PRIVATE_CACHE_CONTROL;
  // Sitemaps list addresses, which change slowly: they keep their hour everywhere.
  return sharedCacheControl(kind === "sitemap" ? lifetime : OUTWARD_LIFETIME);
}

/** How long the server's own page cache keeps a shared answer (`Surrogate-Control`), or null. */
export function surrogateControlFor(answer: AnswerFacts): string | null {
  if (!isShared(cacheControlFor(answer))) return null;
  const lifetime = sharedLifetimeOf(answer, answer.kind ?? pageKindOfPath(answer.pathname));
  return lifetime && `max-age=${lifetime.fresh}, stale-while-revalidate=${lifetime.stale}`;
}

function sharedLifetimeOf(answer: AnswerFacts, kind: PageKind | undefined): SharedLifetime | null {
  if (answer.status === 404) return SHARED_LIFETIMES["not-found"];
  if (answer.status !== 200 || !kind || kind === "personal") return null;
  return SHARED_LIFETIMES[kind];
}

/** True when `cacheControl` lets a shared cache keep the answer (the page cache keeps exactly those). */
export function isShared(cacheControl: string | null): boolean {
  return cacheControl != null && /(^|,)\s*public\s*(,|$)/.test(cacheControl) && /s-maxage=\d+/.test(cacheControl);
}
