/**
 * The wishlist action (POST /account/wishlist): the heart's toggle from any page, Delete all and
 * Add to cart from the wishlist page. Plain posts get post/redirect/get with the notice flashed;
 * fetchers get data and the same notice through the revalidated root loader.
 */
import { data, redirect } from "@remix-run/node";
import { CommerceApiError } from "~/lib/api/errors";
import { addedToCartText, addedToWishlistText } from "~/lib/cart/messages";
import { isEnhanced } from "~/lib/forms/progressive";
import { throwApiFailure } from "~/lib/http.server";
import { productHref } from "~/lib/links";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Shopper } from "~/lib/shopper.server";
import { WISHLIST_ACTION, wishlistIntentOf, type WishlistActionData } from "./intents";
import { addWishlistToCart, clearWishlist, removeFromWishlist, toggleWishlist } from "./wishlist.server";

/** Several products added at once: the spec's notice, counted. */
export const addedManyToCartText = (count: number) => `${count} products successfully added to cart`;

export async function handleWishlistAction(request: Request, shopper: Shopper) {
  const form = await request.formData();
  const intent = wishlistIntentOf(form.get("intent"));
  const enhanced = isEnhanced(form);
  const back = safeRedirect(form.get("redirectTo"), WISHLIST_ACTION);
  const done = (result: Omit<Extract<WishlistActionData, { ok: true }>, "ok">) =>
    enhanced ? data<WishlistActionData>({ ok: true, ...result }) : redirect(back);
  const failed = (message: string) => {
    shopper.flashToast({ kind: "error", message });
    // 200, not 400: with single fetch an action's 4xx skips revalidation, and the revalidated root
    // loader is what shows the flashed error toast.
    return enhanced ? data<WishlistActionData>({ ok: false, intent, error: message }) : redirect(back);
  };
  const id = String(form.get("id") ?? "").trim();

  try {
    switch (intent) {
      case "toggle": {
        if (!/^\d+$/.test(id)) return failed("Warning: This product could not be found!");
        const result = await toggleWishlist(shopper, id);
        if (result.added) shopper.flashToast({ kind: "notification", message: addedToWishlistText(result.name) });
        return done({ intent, added: result.added, name: result.added ? result.name : undefined });
      }
      case "remove": {
        if (!/^\d+$/.test(id)) return failed("Warning: This product could not be found!");
        await removeFromWishlist(shopper, id);
        return done({ intent });
      }
      case "clear": {
        await clearWishlist(shopper);
        return done({ intent });
      }
      case "addAllToCart": {
        const { added, refused } = await addWishlistToCart(shopper);
        if (refused.length) {
          // Spec: an add-to-cart error from a list shows the error and sends the shopper to the product page.
          const [first] = refused;
          shopper.flashToast({ kind: "error", message: first.message });
          return redirect(productHref(first.product));
        }
        if (added.length) {
          shopper.flashToast({
            kind: "notification",
            message: added.length === 1 ? addedToCartText(added[0]) : addedManyToCartText(added.length),
          });
        }
        return done({ intent, added: added.length > 0 });
      }
      default:
        return failed("Unknown wishlist action.");
    }
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "graphql") return failed(error.message);
    return throwApiFailure(error);
  }
}
