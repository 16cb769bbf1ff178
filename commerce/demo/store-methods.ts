/**
 * The demo store's shipping and payment methods: what checkout offers (domain/cart/shipping.ts,
 * domain/checkout/methods.ts) and what its delivery and payment pages say (seed/data/pages.ts), one
 * list each. Fixed in code: the demo store has no admin (docs/decisions/033-checkout-state-and-methods.md).
 */
import { freeShippingDelivery } from "@config/store";

export interface ShippingQuote {
  /** OpenCart-style `extension.method` code, sent back in updateOrder(shippingMethod). */
  code: string;
  title: string;
  /** Base currency. */
  cost: number;
}

/** What shippingMethods lists. */
export const shippingQuotes: readonly ShippingQuote[] = [
  { code: "flat.flat", title: "Flat Shipping Rate", cost: 8 },
  { code: "express.express", title: "Express (1-2 business days)", cost: 19 },
];

/** Free shipping: listed first by the full profile (decision 222), under the storefront's code. */
export const freeShipping: ShippingQuote = { code: "free.shipping", title: `Free Shipping (${freeShippingDelivery})`, cost: 0 };

export interface PaymentOption {
  codename: string;
  name: string;
  /** Card payments are taken on the hosted payment page after confirmOrder. */
  online: boolean;
}

export const paymentOptions: readonly PaymentOption[] = [
  { codename: "cod", name: "Cash On Delivery", online: false },
  { codename: "bank_transfer", name: "Bank Transfer", online: false },
  { codename: "card", name: "Credit or debit card", online: true },
];
