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

/** Fixed site identifier sent as `token` with coupon calls (docs/product/shell-and-navigation.md). */
export const couponSiteToken = "eyewear-storefront";

/** The API version this storefront needs; a newer API shows the deprecated-API screen. */
export const storefrontApiVersion = "1.0.0";

/** How long the shopper's session cookie lives (its Max-Age); the cookies policy page says the same. */
export const sessionCookieDays = 30;

export const supportEmail = "support@lumenoptics.example";
export const storeName = "Lumen Optics";

/**
 * The product page's delivery promise (docs/product/shell-and-navigation.md: "Delivery promise 3-7 days"). Checkout's free
 * shipping keeps the shopping document's own words, `freeShippingDelivery` (decision 222 corrects
 * decision 175, which had merged the two).
 */
export const deliveryDays = "3-7 days";

/** How long free shipping takes, as the checkout's option says it: "Free Shipping - (3-5 business days)". */
export const freeShippingDelivery = "3-5 business days";

/** A footer link: the configured categories the store has, a route of the shop, or a content page by its keyword. */
export type FooterEntry = "categories" | { label: string; to: string } | { label: string; page: string };

const route = (label: string, to: string): FooterEntry => ({ label, to });
const page = (label: string, keyword: string): FooterEntry => ({ label, page: keyword });

/**
 * The footer's four columns, in order (four link positions). A content page is named by its
 * keyword, which is both its path in the shop (`/about_us`) and its page in the demo seed, whose
 * text lives in commerce/seed/data/pages.ts. Adding a footer page is one entry here and its text there.
 * On a real store a page is linked only if the store has it (app/lib/footer-pages.ts, decision 371).
 * The size guide is the shop's own page (decision 248), always there.
 */
export const footer: readonly { title: string; links: readonly FooterEntry[] }[] = [
  {
    title: "Shop",
    links: ["categories", route("Brands", "/store/manufacturer"), route("Specials", "/store/special"), route("Size guide", "/size_guide")],
  },
  {
    title: "Customer care",
    // Guests find the return form here too, not only from an order.
    links: [
      page("Customer care", "customer_care"),
      route("Contact us", "/contact"),
      page("Delivery", "delivery"),
      route("Request a return", "/account/return"),
      page("Refund policy", "refund_policy"),
      page("Payment methods", "payment_methods"),
    ],
  },
  {
    title: "About",
    links: [
      page("About us", "about_us"),
      page("Work with us", "work_with_us"),
      route("My account", "/account"),
      route("Wishlist", "/account/wishlist"),
    ],
  },
  {
    title: "Legal",
    links: [
      page("Privacy policy", "privacy"),
      page("Terms & conditions", "terms"),
      page("Terms of service", "terms_of_services"),
      page("Cookies policy", "cookies_policy"),
    ],
  },
];

/** The keywords of the footer's content pages, in footer order: the seed writes each one's page. */
export const footerPageKeywords: readonly string[] = footer.flatMap(({ links }) =>
  links.flatMap((link) => (typeof link === "object" && "page" in link ? [link.page] : [])),
);
