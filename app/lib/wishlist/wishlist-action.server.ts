/**
 * The wishlist action (POST /account/wishlist): the heart's toggle from any page, Delete all and
 * Add to cart from the wishlist page. Plain posts get post/redirect/get with the notice flashed;
 * fetchers get data and the same notice through the revalidated root loader.
 */
import { redirect } from "@remix-run/node";
import { addedToCartText, addedToWishlistText } from "~/lib/cart/messages";
import { handleListAction, PRODUCT_NOT_FOUND } from "~/lib/forms/list-action.server";
import { productHref } from "~/lib/links";
import type { Shopper } from "~/lib/shopper.server";
import { WISHLIST_ACTION, wishlistIntentOf, type WishlistActionData, type WishlistIntent } from "./intents";
import { addWishlistToCart, clearWishlist, removeFromWishlist, toggleWishlist } from "./wishlist.server";

/** Several products added at once: the spec's notice, counted. */
export const addedManyToCartText = (count: number) => `${count} products successfully added to cart`;

export function handleWishlistAction(request: Request, shopper: Shopper) {
  const list = { path: WISHLIST_ACTION, name: "wishlist", intentOf: wishlistIntentOf };
  return handleListAction<WishlistIntent, WishlistActionData>(request, shopper, list, async ({ intent, productId, done, failed }) => {
    switch (intent) {
      case "toggle": {
        if (!productId) return failed(PRODUCT_NOT_FOUND);
        const result = await toggleWishlist(shopper, productId);
        if (result.added) shopper.flashToast({ kind: "notification", message: addedToWishlistText(result.name) });
        return done({ added: result.added, name: result.added ? result.name : undefined });
      }
      case "remove": {
        if (!productId) return failed(PRODUCT_NOT_FOUND);
        await removeFromWishlist(shopper, productId);
        return done({});
      }
      case "clear": {
        await clearWishlist(shopper);
        return done({});
      }
      case "addAllToCart": {
        const { added, refused } = await addWishlistToCart(shopper);
        const [firstRefused] = refused;
        if (firstRefused) {
          // Spec: an add-to-cart error from a list shows the error and sends the shopper to the product page.
          shopper.flashToast({ kind: "error", message: firstRefused.message });
          return redirect(productHref(firstRefused.product));
        }
        if (added.length) {
          shopper.flashToast({
            kind: "notification",
            message: added.length === 1 ? addedToCartText(added[0] ?? "") : addedManyToCartText(added.length),
          });
        }
        return done({ added: added.length > 0 });
      }
    }
  });
}
