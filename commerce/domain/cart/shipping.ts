/**
 * The store's shipping methods; the one chosen in checkout joins the cart's totals. Fixed in code:
 * the demo store has no admin, and the storefront's own 'free.shipping' option must be accepted
 * (docs/decisions/033-checkout-state-and-methods.md).
 */
import { deliveryDays } from "@config/store";

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

/** The storefront always offers free shipping under this code on its own; not listed, but accepted. */
export const freeShipping: ShippingQuote = { code: "free.shipping", title: `Free Shipping (${deliveryDays})`, cost: 0 };

export function findShipping(code: string | null | undefined): ShippingQuote | undefined {
  return [...shippingQuotes, freeShipping].find((quote) => quote.code === code);
}
