/** The spec's success notices (section 4): the product's name, then these words. */
export const addedToCartText = (name: string) => `${name} product successfully added to cart`;
export const addedToWishlistText = (name: string) => `${name} product successfully added to wishlist`;
export const addedToCompareText = (name: string) => `${name} product successfully added to compare`;

/** Spec: the cart sidebar's (and cart page's) note under the total. */
export const SHIPMENT_NOTE = "Shipment cost will be calculated at the checkout";
