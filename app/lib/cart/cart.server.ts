/**
 * The cart's calls to the API: one small mutation per change (the shop layout's revalidation reads
 * the new cart with the shell, in the same round trip), and the coupon REST routes (docs/product/cart.md).
 */
import { couponSiteToken } from "@config/store";
import { storeCapabilities } from "~/lib/api/capabilities.server";
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { isAbsent } from "~/lib/api/index-routes.server";
import type { Shopper } from "~/lib/shopper.server";
import type { LineShortage } from "~/lib/stock-shortage";
import type { CartOptionView } from "./cart-data";
import { rememberLineChoice } from "./line-choices.server";
import { NOT_AVAILABLE_TEXT } from "./messages";
import {
  CartAddDocument,
  CartClearDocument,
  CartLineStockDocument,
  CartLinesDocument,
  CartOptionTypesDocument,
  CartRemoveDocument,
  CartUpdateDocument,
} from "./queries.server";

type CartOptionInput = { id: string; value: string };

/**
 * The options as the store's addToCart takes them. The stock OpenCart module splits a checkbox's value
 * on `|` only when it holds one, so a lone tick ("904") reaches OpenCart's cart as a scalar and is
 * dropped: on such a store (no extensions; OpenCart's numeric option ids, never WordPress's attribute
 * names) a checkbox with one tick is sent with a trailing `|` ("904|"), which it takes
 * (docs/real-stores.md; store-oc's recording 08-graphql-checkbox-one-tick.json).
 */
async function storeOptions(shopper: Shopper, productId: string, options: CartOptionInput[]): Promise<CartOptionInput[]> {
  const lone = (option: CartOptionInput) => /^\d+$/.test(option.id) && /^\d+$/.test(option.value);
  if (!options.some(lone) || (await storeCapabilities(shopper.api)).extensions) return options;
  const { data } = await shopper.api.requestPartial(CartOptionTypesDocument, { id: productId });
  const checkboxes = new Set(
    (data.product?.options ?? []).flatMap((option) => (option?.type === "checkbox" && option.id ? [option.id] : [])),
  );
  return options.map((option) => (lone(option) && checkboxes.has(option.id) ? { ...option, value: `${option.value}|` } : option));
}

/**
 * Adds a product; the API raises the quantity of a line with the same product and options. Answers
 * the name of the line that took it. An add the store answered with a cart in which no line is new
 * or larger (WooCommerce's out-of-stock product or sold-out variation, an unknown product) is
 * refused here with NOT_AVAILABLE_TEXT: never reported as added (docs/decisions/290-store-did-what-it-said.md).
 */
export async function addToCart(
  shopper: Shopper,
  input: { id: string; quantity: number; options: { id: string; value: string }[] },
  /** The options by name and value name, kept for a line the store leaves unnamed (WooCommerce). */
  described: CartOptionView[] = [],
): Promise<string> {
  const { cart: before } = await shopper.api.request(CartLinesDocument);
  const { addToCart: cart } = await shopper.api.request(CartAddDocument, {
    ...input,
    options: await storeOptions(shopper, input.id, input.options),
  });
  // A cart without lines after an add is no add (a store answering the wrong shape).
  if (!Array.isArray(cart?.products)) throw new CommerceApiError("The API returned no cart lines for addToCart", "invalid-response");
  const had = new Map((before?.products ?? []).map((line) => [line?.key, line?.quantity ?? 0]));
  const taken = cart.products.filter((line) => line?.key != null && (line.quantity ?? 0) > (had.get(line.key) ?? 0));
  if (!taken.length) throw new CommerceApiError(NOT_AVAILABLE_TEXT, "graphql");
  // The line that took it; a store may name a variation's own id there (WooCommerce), not the product's.
  const line = taken.find((candidate) => candidate?.product?.id === input.id) ?? taken[0];
  if (line?.key && described.length && !line.option?.length) rememberLineOptions(shopper, cart.products, line.key, described);
  // The exact choices, for the store's order API at checkout (decision 361).
  if (line?.key) rememberLineChoice(shopper, line.key, { productId: input.id, options: input.options });
  return line?.product?.name ?? "";
}

/**
 * Puts another configuration of the same product in place of a cart line, with the line's quantity
 * (docs/decisions/300-edit-lenses-in-place.md). The new configuration is added first, so a failure
 * never loses the frame; the old line then goes, unless the store merged the addition into it (the
 * same options in the store's eyes): then its quantity is set back. Answers the product's name.
 */
export async function replaceCartLine(
  shopper: Shopper,
  old: { key: string; quantity: number },
  input: { id: string; options: { id: string; value: string }[] },
): Promise<string> {
  const options = await storeOptions(shopper, input.id, input.options);
  const { addToCart: cart } = await shopper.api.request(CartAddDocument, { ...input, options, quantity: old.quantity });
  if (!Array.isArray(cart?.products)) throw new CommerceApiError("The API returned no cart lines for addToCart", "invalid-response");
  const kept = cart.products.find((line) => line?.key === old.key);
  if (kept && kept.quantity !== old.quantity) await updateCartLine(shopper, old.key, old.quantity);
  else if (kept) await removeCartLine(shopper, old.key);
  // The line now holding the new configuration: the old one when the store merged it, else the product's other line.
  const holder =
    kept && kept.quantity !== old.quantity ? kept : cart.products.find((line) => line?.key !== old.key && line?.product?.id === input.id);
  if (holder?.key) rememberLineChoice(shopper, holder.key, { productId: input.id, options: input.options });
  return cart.products.find((line) => line?.product?.id === input.id)?.product?.name ?? "";
}

/** Keeps what was chosen on line `key`, and forgets lines no longer in the cart. */
function rememberLineOptions(
  shopper: Shopper,
  lines: ReadonlyArray<{ key?: string | null } | null>,
  key: string,
  described: CartOptionView[],
): void {
  const inCart = new Set(lines.map((line) => line?.key));
  const kept = Object.entries(shopper.getValue("lineOptions") ?? {}).filter(([lineKey]) => inCart.has(lineKey) && lineKey !== key);
  shopper.setValue("lineOptions", Object.fromEntries([...kept, [key, described]]));
}

export async function updateCartLine(shopper: Shopper, key: string, quantity: number): Promise<void> {
  await shopper.api.request(CartUpdateDocument, { key, quantity });
}

/** Units in stock of a line's product, or null when the store does not say (or the line is gone). */
export async function availableUnits(shopper: Shopper, key: string): Promise<number | null> {
  const { cart } = await shopper.api.request(CartLineStockDocument);
  const line = cart?.products?.find((product) => product?.key === key);
  const units = line?.product?.quantity;
  return typeof units === "number" ? Math.max(0, units) : null;
}

/**
 * The lines holding more than their product's stock, with how many are left: the lines OpenCart's
 * stock warning ("Products marked with *** …") names. None when the store does not say its stock
 * (a stock VueFront module refuses the extension): then nothing is marked.
 */
export async function cartShortages(shopper: Shopper): Promise<LineShortage[]> {
  try {
    const { cart } = await shopper.api.request(CartLineStockDocument);
    return (cart?.products ?? []).flatMap((line) => {
      const units = line?.product?.quantity;
      if (!line?.key || typeof units !== "number" || (line.quantity ?? 0) <= units) return [];
      return [{ key: line.key, available: Math.max(0, units) }];
    });
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "graphql") return [];
    throw error;
  }
}

export async function removeCartLine(shopper: Shopper, key: string): Promise<void> {
  await shopper.api.request(CartRemoveDocument, { key });
}

/** Empties the cart; a failure is only logged (docs/product/cart.md: the card payment return). */
export async function clearCartQuietly(shopper: Shopper): Promise<void> {
  try {
    await shopper.api.request(CartClearDocument);
  } catch (error) {
    logApiError("CartClear", error);
  }
}

/** docs/product/cart.md: any coupon error shows this text. */
export const INVALID_COUPON_TEXT = "The code you entered is invalid. Please check and try again.";

/** A store without the coupon route (a stock VueFront module, decision 165): said so, not "invalid". */
export const COUPONS_NOT_OFFERED_TEXT = "This store does not accept coupon codes online.";

export type CouponResult = { ok: true; message: string } | { ok: false; message: string };

interface CouponAnswer {
  success?: unknown;
  error?: unknown;
}

/**
 * POST api/coupon {coupon, token}: success or the product's invalid-code text (the API's own reason is
 * logged). An unreachable API is rethrown: that is not the shopper's mistake.
 */
export async function applyCoupon(shopper: Shopper, code: string): Promise<CouponResult> {
  try {
    const answer = await shopper.api.rest<CouponAnswer | null>("api/coupon", {
      method: "POST",
      body: { coupon: code, token: couponSiteToken },
    });
    if (answer && typeof answer.success === "string" && !answer.error) return { ok: true, message: answer.success };
    // The store refused the code: a shopper's typo or a guess, not an operator's problem. Info, and
    // never the typed code, which a guesser could fill with text of their choosing (decision 332).
    if (typeof answer?.error === "string") {
      console.info(`[commerce api] api/coupon: the store refused the code: ${withoutCode(answer.error, code)}`);
      return { ok: false, message: INVALID_COUPON_TEXT };
    }
    // Neither success nor the extension's error (index-routes.server.ts lets only those through): not an answer about the code.
    logApiError("api/coupon", JSON.stringify(answer).slice(0, 200));
    return { ok: false, message: INVALID_COUPON_TEXT };
  } catch (error) {
    if (error instanceof CommerceApiError && error.unavailable) throw error;
    // A store without the extension's route (OpenCart's own admin API, WordPress's 404, a misconfigured
    // index URL) does not take codes online: never "invalid" for a code that may be valid (decision 225).
    if (isAbsent(error)) return { ok: false, message: COUPONS_NOT_OFFERED_TEXT };
    logApiError("api/coupon", error);
    return { ok: false, message: INVALID_COUPON_TEXT };
  }
}

/** The store's reason for refusing a code, with the code itself left out and its length bounded. */
function withoutCode(reason: string, code: string): string {
  const text = code ? reason.split(code).join("…") : reason;
  return text.slice(0, 200);
}

/** POST api/coupon/remove {coupon}. */
export async function removeCoupon(shopper: Shopper, code: string): Promise<void> {
  await shopper.api.rest("api/coupon/remove", { method: "POST", body: { coupon: code } });
}
