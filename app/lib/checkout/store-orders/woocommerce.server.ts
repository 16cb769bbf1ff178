/** WooCommerce's Store API, `/wp-json/wc/store/v1` (docs/real-stores.md). */
import type { StoreOrderApi } from "./types";

export function wooCommerceStoreApi(): StoreOrderApi | null {
  return null;
}
