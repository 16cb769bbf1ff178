/** OpenCart 3's order API, `index.php?route=api/...` with an API user and key (docs/real-stores.md). */
import type { StoreOrderApi } from "./types";

export function openCartOrderApi(): StoreOrderApi | null {
  return null;
}
