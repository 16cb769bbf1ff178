/**
 * The store's shipping methods; the one chosen in checkout joins the cart's totals. Fixed in code:
 * the demo store has no admin. The full profile lists free shipping first (the storefront offers
 * only what a store lists: docs/decisions/033-checkout-state-and-methods.md, 222-store-shipping-methods.md).
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

export function findShipping(code: string | null | undefined): ShippingQuote | undefined {
  return [...shippingQuotes, freeShipping].find((quote) => quote.code === code);
}
