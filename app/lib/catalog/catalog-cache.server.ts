/**
 * The spec's 5-minute catalog cache, on the server: listing answers (a category, brand or specials
 * page, the filter panel, the brand list) are the same for every shopper with the same currency and
 * language, so they are kept in memory keyed by what they depend on: locale, listing, canonical
 * query (sort, filters …) and size. Nothing that belongs to one shopper (cart, wishlist, login) is
 * ever part of a cached answer. See docs/decisions/102-catalog-and-http-caching.md.
 */
import type { AppLoadContext } from "@remix-run/node";
import { CommerceApiError } from "~/lib/api/errors";
import { CATALOG_CACHE_TTL_MS, TtlCache } from "~/lib/cache.server";
import { throwApiFailure } from "~/lib/http.server";
import { shopperLocale as shopperLocaleOf } from "~/lib/shell/shell.server";

/** Listing pages of up to a few hundred tiles are tens of kilobytes; this bounds the memory. */
const MAX_LISTING_ENTRIES = 300;

const listings = new TtlCache<unknown>({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: MAX_LISTING_ENTRIES });

/** What a cached answer depends on besides the listing: prices are formatted in the currency, names come in the language. */
export interface ShopperLocale {
  currency: string;
  language: string;
}

/**
 * The shopper's active currency and language, from the shopper's state that the shell asks for
 * anyway (one call per request, none for a visitor without a session). An unreachable API makes
 * the page a 503, as the listing itself would.
 */
export function shopperLocale(context: AppLoadContext): Promise<ShopperLocale> {
  return shopperLocaleOf(context.shopper).catch(throwApiFailure);
}

/**
 * A listing answer from the cache, else from `load` (kept when it succeeds). `key` must name every
 * input of `load` except the locale, which is added here.
 */
export async function cachedListing<T>(locale: ShopperLocale, key: string, load: () => Promise<T>): Promise<T> {
  return listings.getOrLoad(`${locale.currency}|${locale.language}|${key}`, load) as Promise<T>;
}

/** Failures a listing page survives (the filter panel, say) are logged and not cached; an unreachable API is a 503. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof CommerceApiError && error.unavailable;
}
