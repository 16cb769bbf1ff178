/**
 * The wishlist's calls: the page's list, the heart's toggle (docs/product/cart.md: adding a product that
 * is already wished removes it), Delete all, and Add to cart for every wished product.
 */
import { CommerceApiError } from "~/lib/api/errors";
import type { WishlistPageQuery } from "~/lib/api/generated/graphql";
import type { ItemOf } from "~/lib/api/result-types";
import { addToCartRefusalText, optionOfError } from "~/lib/cart/cart-options";
import { addToCart } from "~/lib/cart/cart.server";
import { productTiles } from "~/lib/product-tiles";
import type { Shopper } from "~/lib/shopper.server";
import {
  WishlistAddDocument,
  WishlistIdsDocument,
  WishlistPageDocument,
  WishlistProductOptionsDocument,
  WishlistRemoveDocument,
} from "./queries.server";

/** A wished product: its tile's fields and its model. */
export type WishlistProduct = ItemOf<WishlistPageQuery["wishlist"]> & { id: string };

export async function loadWishlist(shopper: Shopper): Promise<WishlistProduct[]> {
  const { wishlist } = await shopper.api.request(WishlistPageDocument);
  return productTiles(wishlist);
}

export type ToggleResult = { added: true; name: string } | { added: false };

/**
 * docs/product/cart.md: the heart adds a product that is not wished yet and removes one that is. `wishedSeen` is
 * what the heart showed when clicked: the shopper's intent, acted on even when another tab changed
 * the list since; both calls are idempotent. Unknown: the list decides.
 */
export async function toggleWishlist(shopper: Shopper, id: string, wishedSeen?: boolean): Promise<ToggleResult> {
  const wished = wishedSeen ?? (await shopper.api.request(WishlistIdsDocument)).wishlist?.some((item) => item?.id === id) ?? false;
  if (wished) {
    await shopper.api.request(WishlistRemoveDocument, { id });
    return { added: false };
  }
  const { addToWishlist } = await shopper.api.request(WishlistAddDocument, { id: Number(id) });
  return { added: true, name: addToWishlist?.find((item) => item?.id === id)?.name ?? "" };
}

export async function removeFromWishlist(shopper: Shopper, id: string): Promise<void> {
  await shopper.api.request(WishlistRemoveDocument, { id });
}

/** Delete all: every wished product out, in parallel (the API has no single call for it). */
export async function clearWishlist(shopper: Shopper): Promise<void> {
  const { wishlist } = await shopper.api.request(WishlistIdsDocument);
  await Promise.all((wishlist ?? []).flatMap((item) => (item?.id ? [removeFromWishlist(shopper, item.id)] : [])));
}

export interface AddAllResult {
  added: string[];
  /**
   * Products the API refused (e.g. options to choose), with its message and what the shopper is
   * told: every required option left empty when the store named one (docs/product/cart.md).
   */
  refused: { product: WishlistProduct; message: string; reason: string }[];
  /** Products out of stock, not offered to the store (its refusal would name an option instead). */
  outOfStock: WishlistProduct[];
}

/** Add to cart for the whole list: quantity 1, no options, as from any list (docs/product/cart.md). */
export async function addWishlistToCart(shopper: Shopper): Promise<AddAllResult> {
  const products = await loadWishlist(shopper);
  const result: AddAllResult = { added: [], refused: [], outOfStock: [] };
  // One at a time: the cart lines of one owner are written under the same lock anyway.
  for (const product of products) {
    if (product.stock === false) {
      result.outOfStock.push(product);
      continue;
    }
    try {
      result.added.push((await addToCart(shopper, { id: product.id, quantity: 1, options: [] })) || product.name || "");
    } catch (error) {
      if (!(error instanceof CommerceApiError) || error.kind !== "graphql") throw error;
      result.refused.push({ product, message: error.message, reason: await refusalReason(shopper, product.id, error.message) });
    }
  }
  return result;
}

/**
 * The store names the first required option it misses ("Frame size required!"); an add from a list
 * chooses none, so every required option is missing: the product's options are asked for only then.
 */
async function refusalReason(shopper: Shopper, id: string, message: string): Promise<string> {
  const { product } = await shopper.api.request(WishlistProductOptionsDocument, { id });
  const options = (product?.options ?? []).flatMap((option) =>
    option?.id && option.name ? [{ id: option.id, name: option.name, required: option.required === true }] : [],
  );
  return optionOfError(message, options) ? addToCartRefusalText(message, options, {}) : message;
}
