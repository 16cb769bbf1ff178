/**
 * Browser-side tracking (docs/product/shell-and-navigation.md): begin_checkout, select_item, AddToWishlist, add to cart
 * and view item (after 100 ms, currency USD) go to the tag manager's `window.dataLayer` and, when
 * the ad pixel is loaded, to `fbq`. Pushing to dataLayer is harmless without a tag manager (nothing
 * reads it), so the calls need no configuration check. Components call them through `events.ts`,
 * which fetches this module after hydration (decision 200).
 */
import { type AnalyticsItem, toAnalyticsItem, TRACKING_CURRENCY, type TrackedProduct } from "./items";

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: (...args: unknown[]) => void;
  }
}

const valueOf = (items: AnalyticsItem[]) => Math.round(items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0) * 100) / 100;

/** GA4's recommended shape: clear the previous ecommerce object, then push the event. */
export function pushEvent(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  const layer = (window.dataLayer ??= []);
  if ("ecommerce" in data) layer.push({ ecommerce: null });
  layer.push({ event, ...data });
}

function pixel(event: string, data: Record<string, unknown>): void {
  if (typeof window === "undefined" || typeof window.fbq !== "function") return;
  window.fbq("track", event, data);
}

export function trackSelectItem(product: TrackedProduct, listName?: string): void {
  const items = [toAnalyticsItem(product)];
  pushEvent("select_item", { ecommerce: { ...(listName ? { item_list_name: listName } : {}), items } });
}

export function trackViewItem(product: TrackedProduct): void {
  const items = [toAnalyticsItem(product)];
  pushEvent("view_item", { ecommerce: { currency: TRACKING_CURRENCY, value: valueOf(items), items } });
  pixel("ViewContent", { content_ids: [product.id], content_type: "product", currency: TRACKING_CURRENCY, value: valueOf(items) });
}

export function trackAddToCart(product: TrackedProduct, quantity = 1): void {
  const items = [toAnalyticsItem(product, quantity)];
  pushEvent("add_to_cart", { ecommerce: { currency: TRACKING_CURRENCY, value: valueOf(items), items } });
  pixel("AddToCart", { content_ids: [product.id], content_type: "product", currency: TRACKING_CURRENCY, value: valueOf(items) });
}

/** The spec names this one the pixel's way. */
export function trackAddToWishlist(product: TrackedProduct): void {
  const items = [toAnalyticsItem(product)];
  pushEvent("AddToWishlist", { ecommerce: { currency: TRACKING_CURRENCY, value: valueOf(items), items } });
  pixel("AddToWishlist", { content_ids: [product.id], content_type: "product", currency: TRACKING_CURRENCY, value: valueOf(items) });
}

export function trackBeginCheckout(items: AnalyticsItem[], coupon?: string | null): void {
  pushEvent("begin_checkout", { ecommerce: { currency: TRACKING_CURRENCY, value: valueOf(items), ...(coupon ? { coupon } : {}), items } });
  pixel("InitiateCheckout", {
    content_ids: items.map((item) => item.item_id),
    currency: TRACKING_CURRENCY,
    value: valueOf(items),
    num_items: items.length,
  });
}
