import { useEffect } from "react";
import { trackViewItem, VIEW_ITEM_DELAY_MS, type TrackedProduct } from "./events";

/**
 * For the product page: pushes view_item 100 ms after the product shows (docs/product/shell-and-navigation.md), once per product.
 * Renders nothing. `<TrackViewItem product={{ id, name, price, special, brand }} />`.
 */
export function TrackViewItem({ product }: { product: TrackedProduct }) {
  useTrackViewItem(product);
  return null;
}

export function useTrackViewItem(product: TrackedProduct): void {
  const { id, name, price, special, brand } = product;
  useEffect(() => {
    if (!id) return;
    const timer = window.setTimeout(() => trackViewItem({ id, name, price, special, brand }), VIEW_ITEM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [id, name, price, special, brand]);
}
