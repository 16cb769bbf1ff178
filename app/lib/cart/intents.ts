/**
 * What the one cart action (POST /store/cart) understands, shared by the action, the forms that
 * post to it and the optimistic layer that reads pending submissions. Pure, so unit-tested.
 */
import { intentParser, type IntentAnswer } from "~/lib/forms/intents";

export const CART_ACTION = "/store/cart";

export const CART_INTENTS = ["add", "update", "increase", "decrease", "remove", "applyCoupon", "removeCoupon"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** What the cart action answers a fetcher (a plain form post gets a redirect instead). */
export type CartActionData = IntentAnswer<
  CartIntent,
  { productId?: string; name?: string; couponStatus?: string },
  { lastResult?: unknown }
>;

/** A post without an intent adds (a product tile's button sends none). */
export const cartIntentOf = intentParser(CART_INTENTS, "add");

/** docs/product/cart.md: the minimum quantity is 1. A cap keeps a typo like 1e9 away from the API. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/**
 * A typed quantity as docs/product wants it: whole numbers, values under 1 become 1 (and huge ones
 * the cap); null when it is not a number at all (the field then keeps the last good value).
 */
export function normalizeQuantity(value: FormDataEntryValue | number | null | undefined): number | null {
  if (value == null || (typeof value !== "number" && typeof value !== "string")) return null;
  const text = String(value).trim();
  if (text === "") return null;
  const number = Number(text);
  if (!Number.isFinite(number)) return null;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(number)));
}

/** Plus adds 1; minus subtracts 1 only while above 1 (docs/product/cart.md). */
export function steppedQuantity(current: number, intent: "increase" | "decrease", available?: number | null): number {
  if (intent === "increase") return Math.min(MAX_QUANTITY, current + 1);
  const down = current > MIN_QUANTITY ? current - 1 : MIN_QUANTITY;
  // From a quantity the store refused for want of stock, minus goes down to what is left.
  return available != null && available < down ? Math.max(MIN_QUANTITY, available) : down;
}

/** A change to one line, read from a submission: every quantity change ends as an absolute value. */
export type LineChange = { intent: "update"; key: string; quantity: number } | { intent: "remove"; key: string };

/**
 * The line change a cart submission asks for, or null for anything else (add, coupons…).
 * With JavaScript the controls send absolute quantities ("update"); the plain-form buttons
 * ("increase"/"decrease") carry the quantity the page showed, so they resolve to one too.
 */
export function lineChangeOf(form: FormData | URLSearchParams): LineChange | null {
  const intent = cartIntentOf(form.get("intent"));
  const key = form.get("key");
  if (typeof key !== "string" || !key) return null;
  if (intent === "remove") return { intent: "remove", key };
  if (intent === "update" || intent === "increase" || intent === "decrease") {
    const shown = normalizeQuantity(form.get("quantity"));
    if (shown == null) return null;
    if (intent === "update") return { intent, key, quantity: shown };
    return { intent: "update", key, quantity: steppedQuantity(shown, intent, normalizeQuantity(form.get("available"))) };
  }
  return null;
}
