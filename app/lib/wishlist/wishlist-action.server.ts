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

/** Several products added at once: the product's notice, counted. */
export const addedManyToCartText = (count: number) => `${count} products successfully added to cart`;

/** The product's notice for what went in: the product's name for one, the count for several. */
const addedText = (added: readonly string[]) => (added.length === 1 ? addedToCartText(added[0] ?? "") : addedManyToCartText(added.length));

/**
 * What Add to cart for all items did when some stayed out: what went in, the products out of stock,
 * then each product whose options are to choose with the store's reason, not only the first reason.
 */
export function addedAllButText(
  added: readonly string[],
  refused: readonly { name: string; message: string }[],
  outOfStock: readonly string[] = [],
): string {
  const reasons = refused.map(({ name, message }) => `${name} (${message.replace(/^(Error|Warning):\s*/, "")})`);
  return [
    ...(added.length ? [`${addedText(added)}.`] : []),
    ...(outOfStock.length ? [`Not added, out of stock: ${outOfStock.join(", ")}.`] : []),
    ...(reasons.length ? [`Not added, choose the options on the product page: ${reasons.join(", ")}.`] : []),
  ].join(" ");
}

export function handleWishlistAction(request: Request, shopper: Shopper) {
  const list = { path: WISHLIST_ACTION, name: "wishlist", intentOf: wishlistIntentOf };
  return handleListAction<WishlistIntent, WishlistActionData>(request, shopper, list, async ({ intent, productId, form, done, failed }) => {
    switch (intent) {
      case "add":
      case "toggle": {
        if (!productId) return failed(PRODUCT_NOT_FOUND);
        // "add" is a tile heart's plain post (its shared form has no `wished` field): what it showed.
        const seen = intent === "add" ? "0" : form.get("wished");
        const result = await toggleWishlist(shopper, productId, seen === "1" ? true : seen === "0" ? false : undefined);
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
        const { added, refused, outOfStock } = await addWishlistToCart(shopper);
        const [firstRefused] = refused;
        if (firstRefused || outOfStock.length) {
          const left = refused.map(({ product, reason }) => ({ name: product.name ?? "", message: reason }));
          const message = addedAllButText(
            added,
            left,
            outOfStock.map((product) => product.name ?? ""),
          );
          // Some went in: a partial success is a notification, not an error.
          shopper.flashToast({ kind: added.length ? "notification" : "error", message });
          if (!firstRefused) return done({ added: added.length > 0 });
          // docs/product/cart.md: an add-to-cart error from a list shows the error and sends the shopper to the
          // product page, which flags the options the store named.
          shopper.flash("productRefusal", { productId: firstRefused.product.id, error: firstRefused.message });
          return redirect(productHref(firstRefused.product));
        }
        if (added.length) shopper.flashToast({ kind: "notification", message: addedText(added) });
        return done({ added: added.length > 0 });
      }
    }
  });
}
