/**
 * The shopper's state on the store (cart, wishlist, login, currency, language), asked once per request
 * and shared by the shop layout (app/lib/shell/shell.server.ts) and every loader that needs the
 * shopper's locale. A visitor the API does not know yet (no session) has an empty cart and wishlist,
 * is a guest, and sees the store's default currency and language: no call for them, only the
 * defaults, asked once per cache period (docs/decisions/121-lazy-sessions.md). A shopper's state is
 * kept briefly per store session and state version, so that browsing a few pages asks the store once
 * (decision 128).
 */
import type { ShopperShellQuery, StoreBasicsQuery } from "~/lib/api/generated/graphql";
import { resetStoreBasics, storeBasic } from "~/lib/api/store-basics.server";
import { CATALOG_CACHE_TTL_MS, TtlCache } from "~/lib/cache.server";
import type { Shopper } from "~/lib/shopper.server";
import { ShopperShellDocument } from "./queries.server";

/** The store's currencies and languages as a visitor without a session sees them (the defaults active). */
const storeLocales = new TtlCache<Pick<StoreBasicsQuery, "currency" | "language">>({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: 1 });

/** How long a shopper's state is kept while they do nothing that changes it (prices and stock in the cart move meanwhile). */
export const SHOPPER_STATE_TTL_MS = 30_000;

interface KeptState {
  data: Partial<ShopperShellQuery>;
  complete: boolean;
}

/**
 * Shoppers' states by `Shopper.stateKey` (their store session and state version), per web process.
 * A few kilobytes each; the bound holds the shoppers of the last half minute on a busy shop.
 */
const shopperStates = new TtlCache<KeptState>({ ttlMs: SHOPPER_STATE_TTL_MS, maxEntries: 5_000 });

/**
 * The shopper's state on the store (cart, wishlist, login, currency, language): asked once per
 * request, shared by the shell and the loaders that need the shopper's locale, and kept for
 * `SHOPPER_STATE_TTL_MS` under the shopper's state key, which the shopper's own changes replace
 * (decision 128). Rejects when the API fails (the shell then shows empty; a listing answers 503);
 * an answer with a failed field is used once, not kept.
 */
export function shopperState(shopper: Shopper): Promise<Partial<ShopperShellQuery>> {
  return shopper.once("shopper-state", async () => {
    const key = shopper.stateKey;
    if (!key) {
      // With the store's other basics, in one call (docs/decisions/370-cold-page-store-calls.md).
      const locales = await storeLocales.getOrLoad("defaults", async () => ({
        currency: await storeBasic(shopper.api, "currency"),
        language: await storeBasic(shopper.api, "language"),
      }));
      return { ...locales, cart: null, wishlist: [], accountCheckLogged: { status: false, customer: null } };
    }
    const load = async (): Promise<KeptState> => {
      const { data, errors } = await shopper.api.requestPartial(ShopperShellDocument);
      return { data, complete: errors.length === 0 };
    };
    return (await shopperStates.getOrLoad(key, load, (kept) => kept.complete)).data;
  });
}

/** Forgets every kept shopper state (tests). */
export function clearShopperStates(): void {
  resetStoreBasics();
  shopperStates.clear();
  lastLocales.clear();
}

type Locale = { currency: string; language: string };

/**
 * The locale each store session had when its state last answered, per web process: a guess that
 * lets a page ask the store before the state answers (guessedLocale). Kept longer than the state,
 * since a write (an add to cart) replaces the state but seldom the locale.
 */
const lastLocales = new TtlCache<Locale>({ ttlMs: 30 * 60_000, maxEntries: 5_000 });

function localeOf(state: Pick<Partial<ShopperShellQuery>, "currency" | "language">): Locale {
  const active = (list: ({ code: string | null; active: boolean | null } | null)[] | null | undefined) =>
    list?.find((item) => item?.active)?.code ?? list?.[0]?.code ?? "";
  return { currency: active(state.currency), language: active(state.language) };
}

/** The shopper's active currency and language codes (what cached catalogue answers depend on). */
export async function shopperLocale(shopper: Shopper): Promise<Locale> {
  const locale = localeOf(await shopperState(shopper));
  const session = shopper.sessionKey;
  if (session) lastLocales.set(session, locale);
  return locale;
}

/**
 * The shopper's locale as far as it is known without a store call: what their store session had on
 * an earlier page (this process), else the store's defaults when kept. Only a guess, to start a
 * page's calls beside the state's: whoever uses it checks it against shopperLocale.
 */
export function guessedLocale(shopper: Shopper): Locale | undefined {
  const session = shopper.sessionKey;
  const last = session ? lastLocales.get(session) : undefined;
  if (last) return last;
  const defaults = storeLocales.get("defaults");
  return defaults ? localeOf(defaults) : undefined;
}

/** The shopper's state if this process keeps it for their current state version; undefined otherwise (no call). */
export function keptShopperState(shopper: Shopper): Partial<ShopperShellQuery> | undefined {
  const key = shopper.stateKey;
  return key ? shopperStates.get(key)?.data : undefined;
}

/** The shopper's active currency with its symbols (the price filter shows and takes prices in it). */
export async function shopperCurrency(shopper: Shopper): Promise<{ code: string; symbolLeft: string; symbolRight: string }> {
  const list = (await shopperState(shopper)).currency ?? [];
  const currency = list.find((item) => item?.active) ?? list[0];
  return { code: currency?.code ?? "", symbolLeft: currency?.symbol_left ?? "", symbolRight: currency?.symbol_right ?? "" };
}
