/** The product's success notices (docs/product/cart.md#cart-rules): the product's name, then these words. */
export const addedToCartText = (name: string) => `${name} product successfully added to cart`;
export const addedToWishlistText = (name: string) => `${name} product successfully added to wishlist`;
export const addedToCompareText = (name: string) => `${name} product successfully added to compare`;
/** The store keeps the last four compared products: an add that drops one says so. */
export const droppedFromCompareText = (names: readonly string[]) =>
  `Compare holds 4 products, so ${names.join(", ")} ${names.length === 1 ? "was" : "were"} removed.`;

/** "Update cart" after "Edit lenses" (docs/decisions/300-edit-lenses-in-place.md): the line changed in place, or was already so. */
export const LENSES_UPDATED_TEXT = "Your lenses are updated in your bag.";

/** An add the store answered without taking it (docs/decisions/290-store-did-what-it-said.md). */
export const NOT_AVAILABLE_TEXT = "This product is not available: nothing was added to your bag.";

/** A quantity changed on a line removed meanwhile (in another tab). */
export const LINE_GONE_TEXT = "This item is no longer in your bag.";

/** Under a line marked with the product's `***` (the store's stock warning names the mark). */
export const shortageText = (available: number | null) =>
  available == null ? "Not available in this quantity" : available > 0 ? `Only ${available} available` : "Out of stock";

/** docs/product/cart.md: the cart sidebar's (and cart page's) note under the total. */
export const SHIPMENT_NOTE = "Shipment cost will be calculated at the checkout";
