/**
 * The one cart action (POST /store/cart), Hydrogen-skeleton style: every cart form posts here with
 * an `intent`. A plain HTML post gets post/redirect/get with the notice flashed into the session;
 * a fetcher (JavaScript) gets data and reads the same notice from the revalidated root loader, so
 * both show the toast once. Bad input answers 400 with the message, never a 500.
 */
import { data, redirect } from "@remix-run/node";
import { CommerceApiError } from "~/lib/api/errors";
import { isEnhanced } from "~/lib/forms/progressive";
import { throwApiFailure } from "~/lib/http.server";
import { productHref } from "~/lib/links";
import { safeRedirect, wayBack } from "~/lib/safe-redirect";
import type { Shopper } from "~/lib/shopper.server";
import { STOCK_MARK, type CartShortage } from "~/lib/stock-shortage";
import { cartOptionsOf } from "./cart-options";
import { addToCart, availableUnits, removeCartLine, updateCartLine } from "./cart.server";
import { handleCouponIntent, type CouponChecker } from "./coupon.server";
import { cartIntentOf, lineChangeOf, normalizeQuantity, type CartActionData } from "./intents";
import { LINE_GONE_TEXT, addedToCartText } from "./messages";

export type { CartActionData };

export const CART_PATH = "/store/cart";

/**
 * The API's answer when a line is already gone: a removal that found it gone did what was asked;
 * a change of its quantity (removed in another tab) is told, or the line vanishes without a word.
 */
const LINE_GONE = "Warning: This item is not in your cart!";

export async function handleCartAction(request: Request, shopper: Shopper, couponChecker?: CouponChecker | null) {
  const form = await request.formData();
  const intent = cartIntentOf(form.get("intent"));
  const enhanced = isEnhanced(form);
  const back = wayBack(request, form, CART_PATH);

  /** Success: data for a fetcher, the page again for a plain post. */
  const done = (result: Omit<Extract<CartActionData, { ok: true }>, "ok">) =>
    enhanced ? data<CartActionData>({ ok: true, ...result }) : redirect(back);

  /** A failure the shopper should hear about: the error toast, and for a plain post the page again. */
  const failed = (message: string) => {
    shopper.flashToast({ kind: "error", message });
    // 200, not 400: with single fetch an action's 4xx skips revalidation, and the revalidated root
    // loader is what shows the flashed error toast.
    return enhanced ? data<CartActionData>({ ok: false, intent, error: message }) : redirect(back);
  };

  try {
    switch (intent) {
      case "add": {
        const id = String(form.get("id") ?? "").trim();
        if (!/^\d+$/.test(id)) return failed("Warning: This product could not be found!");
        const quantity = normalizeQuantity(form.get("quantity")) ?? 1;
        try {
          const name = await addToCart(shopper, { id, quantity, options: cartOptionsOf(form) });
          shopper.flashToast({ kind: "notification", message: addedToCartText(name) });
          return done({ intent, productId: id, name });
        } catch (error) {
          if (!isUserError(error)) throw error;
          // docs/product/cart.md: with redirect requested, an add-to-cart error sends the shopper to the product page.
          // Every add posted here comes from a list (tiles, compare, wishlist), which requests it; a
          // tile's form names only the product (decision 214), so its page is the id route.
          shopper.flashToast({ kind: "error", message: error.message });
          return redirect(safeRedirect(form.get("productUrl"), productHref({ id })));
        }
      }

      case "update":
      case "increase":
      case "decrease":
      case "remove": {
        const change = lineChangeOf(form);
        // A typed value that is no number changes nothing (the field shows the quantity again).
        if (!change) return done({ intent });
        try {
          if (change.intent === "remove") await removeCartLine(shopper, change.key);
          else await updateCartLine(shopper, change.key, change.quantity);
        } catch (error) {
          if (!isUserError(error)) throw error;
          if (error.message === LINE_GONE) {
            if (change.intent !== "remove") shopper.flashToast({ kind: "error", message: LINE_GONE_TEXT });
            return done({ intent });
          }
          if (change.intent === "update") {
            const shortage = await clampRefusedQuantity(shopper, change.key, change.quantity, error.message);
            if (shortage) shopper.flash("cartShortage", shortage);
          }
          return failed(error.message);
        }
        return done({ intent });
      }

      case "applyCoupon":
      case "removeCoupon":
        return await handleCouponIntent(intent, form, shopper, { enhanced, back, request, checker: couponChecker });

      default:
        return failed("Unknown cart action.");
    }
  } catch (error) {
    return throwApiFailure(error);
  }
}

/** The store's line cap refusal ("Maximum order amount for … is 10!"), with the cap it names. */
const LINE_CAP = /^Maximum order amount for .+ is (\d+)!$/;

/** The most units of the line the store named in its refusal: its stock or its line cap, or null. */
async function limitNamedBy(shopper: Shopper, key: string, message: string): Promise<number | null> {
  const cap = LINE_CAP.exec(message);
  if (cap) return Number(cap[1]);
  return message.includes(STOCK_MARK) ? await availableUnits(shopper, key) : null;
}

/**
 * A typed quantity the store refused for stock or for its line cap: the line is set to what may be
 * bought, the smaller of the two (docs/decisions/350-refused-quantity-clamps.md). The stock is
 * asked of the store, the cap is learnt from its refusal, so a clamp to the stock that the cap
 * refuses is tried once more at the cap. Returns the note the line shows, or null (nothing to clamp to).
 */
async function clampRefusedQuantity(shopper: Shopper, key: string, typed: number, message: string): Promise<CartShortage | null> {
  let limit = await limitNamedBy(shopper, key, message);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (limit == null) return null;
    // Nothing left (or a stock the store does not say): the typed value stays, marked (decision 031).
    if (limit < 1 || limit >= typed) return message.includes(STOCK_MARK) ? { key, typed, available: limit } : null;
    try {
      await updateCartLine(shopper, key, limit);
      return { key, typed: limit, available: limit, clamped: true };
    } catch (error) {
      if (!isUserError(error)) throw error;
      const cap = LINE_CAP.exec(error.message);
      const next = cap ? Number(cap[1]) : null;
      if (next == null || next >= limit) return message.includes(STOCK_MARK) ? { key, typed, available: limit } : null;
      limit = next;
    }
  }
  return null;
}

/** A GraphQL error of the API (a shopper's mistake, e.g. 'Frame size required!'), not an outage. */
function isUserError(error: unknown): error is CommerceApiError {
  return error instanceof CommerceApiError && error.kind === "graphql";
}
