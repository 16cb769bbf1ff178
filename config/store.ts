/**
 * The one store configuration file shared by the storefront and the embedded API's demo seed.
 * Plain data only: neither side imports the other's code, both import this.
 *
 * The spec gives two readings of the fixed category ids (docs/decisions/002-category-ids.md).
 * We follow the catalogue's reading. These are the demo seed's ids and the storefront's defaults;
 * a real store's are set with STORE_CATEGORY_IDS (docs/decisions/229-category-ids-as-settings.md).
 */
export const categoryIds = {
  newArrivals: 90,
  mostPopular: 95,
  sunglasses: 59,
  eyeglasses: 60,
  finalSale: 62,
  /** Enter in the header search box lands on this category with ?search=. */
  searchResults: 90,
  /** Hero 'Shop Now' banner target when no category is named "glasses". */
  shopNow: 59,
} as const;

/** Fixed site identifier sent as `token` with coupon calls (spec section 7). */
export const couponSiteToken = "eyewear-storefront";

/** The API version this storefront needs; a newer API shows the deprecated-API screen. */
export const storefrontApiVersion = "1.0.0";

export const supportEmail = "support@lumenoptics.example";
export const storeName = "Lumen Optics";

/**
 * The product page's delivery promise (spec: "Delivery promise 3-7 days"). Checkout's free
 * shipping keeps the shopping document's own words, `freeShippingDelivery` (decision 222 corrects
 * decision 175, which had merged the two).
 */
export const deliveryDays = "3-7 days";

/** How long free shipping takes, as the checkout's option says it: "Free Shipping - (3-5 business days)". */
export const freeShippingDelivery = "3-5 business days";
