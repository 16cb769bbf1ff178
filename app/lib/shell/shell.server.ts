/**
 * The shop layout's data: what belongs to this shopper (cart and wishlist counts, login state,
 * currencies and languages with the active one), from the shopper's state that is asked once per
 * request (app/lib/shopper-state/shopper-state.server.ts), plus the menus, which are the same for
 * every shopper of a language and come from a five-minute server cache
 * (app/lib/menu/menu-data.server.ts). Never fails the page: whatever does not load shows as empty.
 */
import { logApiError } from "~/lib/api/client.server";
import type { ShopperShellQuery } from "~/lib/api/generated/graphql";
import { EMPTY_CART, toCart, withKeptCoupon } from "~/lib/cart/cart-data";
import { loadCategoryLinks } from "~/lib/catalog/category-links.server";
import { getEnv } from "~/lib/env.server";
import { loadModule } from "~/lib/loading/modules.server";
import { EMPTY_MENU, loadMenuData } from "~/lib/menu/menu-data.server";
import { shopperState } from "~/lib/shopper-state/shopper-state.server";
import type { Shopper } from "~/lib/shopper.server";
import type { ShellState, SwitchOption } from "./types";

export const EMPTY_SHELL: ShellState = {
  ...EMPTY_MENU,
  cartCount: 0,
  cart: EMPTY_CART,
  wishlistCount: 0,
  wishlistIds: [],
  loggedIn: false,
  currencies: [],
  languages: [],
  categoryLinks: {},
  newsletterUrl: null,
};

/**
 * For a page that is the shopper's state itself (the cart): a store that cannot be reached is a
 * 503 with Retry-After, never "Your cart is empty". The call is the shell's own (asked once).
 */
export async function requireShopperState(shopper: Shopper): Promise<void> {
  await loadModule("ShopperShell", shopperState(shopper), {});
}

export async function loadShell(shopper: Shopper): Promise<ShellState> {
  let data: Partial<ShopperShellQuery>;
  try {
    data = await shopperState(shopper);
  } catch (error) {
    logApiError("ShopperShell", error);
    return { ...EMPTY_SHELL, newsletterUrl: getEnv().newsletterUrl ?? null };
  }
  const languages = toLanguages(data.language);
  // The menus come in the shopper's language: the cache keeps one copy per language.
  const [menu, categoryLinks] = await Promise.all([
    loadMenuData(shopper.api, languages.find((language) => language.active)?.code ?? ""),
    loadCategoryLinks(shopper.api),
  ]);
  return {
    ...menu,
    cartCount: data.cart?.products?.length ?? 0,
    cart: withKeptCoupon(toCart(data.cart, shopper.getValue("lineOptions")), shopper.getValue("orderApiCoupon")),
    wishlistCount: data.wishlist?.length ?? 0,
    wishlistIds: (data.wishlist ?? []).flatMap((item) => (item?.id ? [item.id] : [])),
    loggedIn: Boolean(data.accountCheckLogged?.status),
    currencies: toCurrencies(data.currency),
    languages,
    categoryLinks,
    newsletterUrl: getEnv().newsletterUrl ?? null,
  };
}

function toCurrencies(list: ShopperShellQuery["currency"] | undefined): SwitchOption[] {
  return (list ?? []).flatMap((currency) =>
    currency?.code
      ? [
          {
            code: currency.code,
            name: currency.name || currency.code,
            symbol: (currency.symbol_left || currency.symbol_right || currency.code).trim(),
            active: Boolean(currency.active),
          },
        ]
      : [],
  );
}

function toLanguages(list: ShopperShellQuery["language"] | undefined): SwitchOption[] {
  return (list ?? []).flatMap((language) =>
    language?.code
      ? [
          {
            code: language.code,
            name: language.name || language.code,
            symbol: (language.code.split("-")[0] ?? language.code).toUpperCase(),
            image: language.image,
            active: Boolean(language.active),
          },
        ]
      : [],
  );
}
