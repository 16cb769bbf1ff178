/** What tracking says of a product: the part the page's own code builds (checkout's begin_checkout). */
import { parseMoney } from "~/lib/money";

/** docs/product/shell-and-navigation.md: the tracked currency is USD. */
export const TRACKING_CURRENCY = "USD";

/** What the events need to know of a product (tiles, product page, cart lines all have this much). */
export interface TrackedProduct {
  id: string | null;
  name: string | null;
  /** Formatted price ("$120.00"); the special wins when there is one. */
  price?: string | null;
  special?: string | null;
  brand?: string | null;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  price?: number;
  quantity: number;
}

export function toAnalyticsItem(product: TrackedProduct, quantity = 1): AnalyticsItem {
  const price = parseMoney(product.special || product.price);
  return {
    item_id: product.id ?? "",
    item_name: product.name ?? "",
    ...(product.brand ? { item_brand: product.brand } : {}),
    ...(price != null ? { price } : {}),
    quantity,
  };
}
