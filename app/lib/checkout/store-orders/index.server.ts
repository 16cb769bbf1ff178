/**
 * The store's order API this shop is configured for, if any (docs/decisions/360-orders-through-the-stores-order-api.md):
 * OpenCart's with an API key, WooCommerce's Store API on a WordPress store. Null: the hand-over.
 */
import { openCartOrderApi } from "./opencart.server";
import type { StoreOrderApi } from "./types";
import { wooCommerceStoreApi } from "./woocommerce.server";

export function storeOrderApi(): StoreOrderApi | null {
  return openCartOrderApi() ?? wooCommerceStoreApi();
}
