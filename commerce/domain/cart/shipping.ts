/**
 * The store's shipping methods; the one chosen in checkout joins the cart's totals. Fixed in code:
 * the demo store has no admin. The full profile lists free shipping first (the storefront offers
 * only what a store lists: docs/decisions/033-checkout-state-and-methods.md, 222-store-shipping-methods.md).
 */
import { freeShipping, shippingQuotes, type ShippingQuote } from "@commerce/demo/store-methods";

export { freeShipping, shippingQuotes, type ShippingQuote };

export function findShipping(code: string | null | undefined): ShippingQuote | undefined {
  return [...shippingQuotes, freeShipping].find((quote) => quote.code === code);
}
