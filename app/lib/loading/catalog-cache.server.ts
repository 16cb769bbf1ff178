/**
 * The product's 5-minute catalog cache, on the server, and its siblings: answers of the store that are
 * the same for every shopper with the same currency and language, kept in memory keyed by what they
 * depend on (locale, the listing or product, the canonical query). Listings (a category, brand or
 * specials page, the filter panel, the brand list) and the home page's modules for the product's five
 * minutes; a product page's data for one minute (stock and prices move); what a keyword URL names,
 * not-found included, for five. Nothing that belongs to one shopper (cart, wishlist, login) is ever
 * part of a cached answer. See docs/decisions/102 and 125.
 */
import type { AppLoadContext } from "@remix-run/node";
import { CommerceApiError } from "~/lib/api/errors";
import { CATALOG_CACHE_TTL_MS, TtlCache } from "~/lib/cache.server";
import { throwApiFailure } from "~/lib/http.server";
import { guessedLocale, shopperLocale as shopperLocaleOf } from "~/lib/shopper-state/shopper-state.server";

/** A product page's data is kept one minute, like its page (its stock and prices move). */
export const PRODUCT_CACHE_TTL_MS = 60_000;

/** Bounds per kind: a listing page of a few hundred tiles is tens of kilobytes, a keyword a few bytes. */
/** Each is emptied when the catalogue changes (docs/decisions/244-fresh-catalogue.md). */
const caches = {
  listing: new TtlCache<unknown>({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: 300, followsCatalogue: true }),
  home: new TtlCache<unknown>({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: 40, followsCatalogue: true }),
  product: new TtlCache<unknown>({ ttlMs: PRODUCT_CACHE_TTL_MS, maxEntries: 500, followsCatalogue: true }),
  keyword: new TtlCache<unknown>({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: 2_000, followsCatalogue: true }),
};

export type CachedKind = keyof typeof caches;

/** Forgets every kept answer (tests that change the store's answers between requests). */
export function clearDataCaches(): void {
  for (const cache of Object.values(caches)) cache.clear();
}

/** What a cached answer depends on besides the listing: prices are formatted in the currency, names come in the language. */
export interface ShopperLocale {
  currency: string;
  language: string;
}

const keyOf = (locale: ShopperLocale, key: string) => `${locale.currency}|${locale.language}|${key}`;

/**
 * The shopper's active currency and language, from the shopper's state that the shell asks for
 * anyway (one call per request, none for a visitor without a session). An unreachable API makes
 * the page a 503, as the listing itself would.
 */
export function shopperLocale(context: AppLoadContext): Promise<ShopperLocale> {
  return shopperLocaleOf(context.shopper).catch(throwApiFailure);
}

/**
 * An answer of `kind` from its cache, else from `load`: kept when it succeeds and `keep` approves.
 * `key` must name every input of `load` except the locale, which is added here.
 */
export async function cachedAnswer<T>(
  kind: CachedKind,
  locale: ShopperLocale,
  key: string,
  load: () => Promise<T>,
  keep?: (value: T) => boolean,
): Promise<T> {
  const cache = caches[kind] as TtlCache<T>;
  return cache.getOrLoad(keyOf(locale, key), load, keep);
}

/**
 * An answer of `kind` kept per shopper locale, asked without waiting for the shopper's state when
 * their locale can be guessed (`guessedLocale`): the answer kept for the guess is used once the state
 * confirms the guess; with none kept, the store is asked at once, beside the state, and the answer
 * kept under the locale the state names (the store answers in the shopper's own session's locale).
 * A shopper's first page after a write thus waits one store call, not two in a row
 * (docs/performance-history.md). A visitor without a store session takes the plain path: their
 * locale needs no call once the store's defaults are kept, and concurrent misses share one load. `by: "language"` keys by the
 * language alone (answers without prices). `key` names every input of `load` but the locale.
 */
export async function shopperAnswer<T>(
  context: AppLoadContext,
  kind: CachedKind,
  key: string,
  load: () => Promise<T>,
  { keep, by = "locale" }: { keep?: (value: T) => boolean; by?: "locale" | "language" } = {},
): Promise<T> {
  const scoped = (locale: ShopperLocale): ShopperLocale => (by === "language" ? { ...locale, currency: "" } : locale);
  const truth = shopperLocale(context).then(scoped);
  const guest = !context.shopper.sessionKey;
  const guess = guest ? undefined : guessedLocale(context.shopper);
  // A visitor without a store session while the store's defaults are not known (a cold process): the
  // store answers them in its defaults anyway, so the answer is asked beside those, not after them
  // (docs/decisions/370-cold-page-store-calls.md).
  const coldGuest = guest && guessedLocale(context.shopper) === undefined;
  if (!guess && !coldGuest) return cachedAnswer(kind, await truth, key, load, keep);
  const cache = caches[kind] as TtlCache<T>;
  const kept = guess ? cache.get(keyOf(scoped(guess), key)) : undefined;
  if (guess && kept !== undefined) {
    const locale = await truth;
    return keyOf(locale, key) === keyOf(scoped(guess), key) ? kept : cachedAnswer(kind, locale, key, load, keep);
  }
  const [locale, value] = await Promise.all([truth, load()]);
  if (keep?.(value) ?? true) cache.set(keyOf(locale, key), value);
  return value;
}

/** Loads an answer of `kind` afresh and keeps it (for a shopper who just changed it, such as a new review). */
export async function refreshedAnswer<T>(kind: CachedKind, locale: ShopperLocale, key: string, load: () => Promise<T>): Promise<T> {
  const value = await load();
  (caches[kind] as TtlCache<T>).set(keyOf(locale, key), value);
  return value;
}

/** Failures a listing page survives (the filter panel, say) are logged and not cached; an unreachable API is a 503. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof CommerceApiError && error.unavailable;
}
