/**
 * A store's own order API (docs/decisions/360-orders-through-the-stores-order-api.md): OpenCart 3's
 * `index.php?route=api/...` (an API user and key) or WooCommerce's Store API (`/wp-json/wc/store/v1`).
 * Neither VueFront module takes an order over GraphQL, so on such a store step 3 fills an order
 * session of the store's order API from the shopper's cart and details, shows that session's payment
 * methods and total lines, and places the order there. Without one, the hand-over stays
 * (docs/decisions/222-store-shipping-methods.md).
 */
import type { StoreTotalLine } from "~/lib/checkout/summary";

/** One cart line as the order API is given it: the exact choices sent when it was added. */
export interface OrderLine {
  productId: string;
  quantity: number;
  /**
   * As sent to addToCart: option id (OpenCart `product_option_id`, WooCommerce attribute) and value
   * (a checkbox's ticks joined with "|"); `type` as the product names it (`checkbox`…), when known.
   */
  options: { id: string; value: string; type?: string }[];
}

/** The shopper's details as step 1 and 2 stored them on the store, by what they are for. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  /** OpenCart: `country_id` / `zone_id`; WooCommerce: ISO country and state code. */
  country: string;
  zone: string;
}

export interface OrderDetails {
  lines: OrderLine[];
  email: string;
  telephone: string;
  paymentAddress: OrderAddress;
  shippingAddress: OrderAddress;
  /** The shipping method's code as the store named it in step 2 (`flat.flat`, `flat_rate`). */
  shippingMethod: string | null;
  /** The store's customer id when signed in (OpenCart), else null: a guest. */
  customerId: string | null;
  /** A code the shopper applied (kept in the shop's session), else null. */
  coupon: string | null;
}

export interface OrderPaymentMethod {
  code: string;
  name: string;
}

/** The order session filled: what it will cost and how it can be paid. */
export interface OrderQuote {
  lines: StoreTotalLine[];
  /** The store's grand total, as it formats it. */
  total: string;
  paymentMethods: OrderPaymentMethod[];
  /** The coupon was refused by the store: its own words (the code is then left out). */
  couponRefusal: string | null;
}

export interface PlacedStoreOrder {
  /** The store's order number. */
  orderId: string;
  lines: StoreTotalLine[];
  total: string;
}

/** The store refused (an address, a method, a coupon, stock): its own message, shown as the step's alert. */
export class StoreOrderRefusal extends Error {
  override readonly name = "StoreOrderRefusal";
}

export interface StoreOrderApi {
  readonly platform: "opencart" | "woocommerce";
  /** Fills an order session from `details` and answers its totals and offline payment methods. */
  quote(details: OrderDetails, context: StoreOrderContext): Promise<OrderQuote>;
  /** Checks a coupon against the cart (the store's refusal as a StoreOrderRefusal). */
  checkCoupon(code: string, details: OrderDetails, context: StoreOrderContext): Promise<OrderQuote>;
  /** Places the order; `comment` is the order's note (a prescription to follow, say). */
  place(details: OrderDetails, paymentMethod: string, comment: string, context: StoreOrderContext): Promise<PlacedStoreOrder>;
}

/** Per shopper: what the order API needs besides the details (the plugin's token for a signed-in WordPress customer). */
export interface StoreOrderContext {
  bearerToken: string | null;
  signal?: AbortSignal;
  requestId?: string;
  /** When the shopper's request gives up (epoch ms), as the store client's deadline. */
  deadline?: number;
  /**
   * Where the order API's own session token is kept between requests (OpenCart's `api_token`, in
   * the shopper's session), so that not every call logs in again.
   */
  apiToken?: { get(): string | undefined; set(token: string | undefined): void };
  /**
   * place(): called with the filled order's quote just before the order is placed; throwing stops
   * it (the total shown is no longer the total: docs/decisions/263-confirm-refuses-a-coupon-gone.md).
   */
  beforePlace?: (quote: OrderQuote) => void | Promise<void>;
}
