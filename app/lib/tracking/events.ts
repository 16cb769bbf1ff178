/**
 * Tracking (docs/product/shell-and-navigation.md) as components call it. No event happens before the shopper acts or a
 * product page has shown for 100 ms, so the events' code (`push.ts`) is not part of the page's
 * first load: the root fetches it after hydration (`loadTracking`), and a call made before it is
 * in waits for it, in order (decision 200).
 */
import type { AnalyticsItem, TrackedProduct } from "./items";
import type * as PushModule from "./push";

type Push = typeof PushModule;

/** docs/product/shell-and-navigation.md: view item fires 100 ms after the product shows. */
export const VIEW_ITEM_DELAY_MS = 100;

let push: Push | undefined;
let loading: Promise<void> | undefined;
const waiting: ((push: Push) => void)[] = [];

/** Fetches the events' code once; the calls that waited for it are sent then. */
export function loadTracking(): Promise<void> {
  loading ??= import("./push").then((module) => {
    push = module;
    for (const send of waiting.splice(0)) send(module);
  });
  return loading;
}

function send(event: (push: Push) => void): void {
  if (push) return event(push);
  waiting.push(event);
  void loadTracking();
}

export const trackSelectItem = (product: TrackedProduct, listName?: string) => send((p) => p.trackSelectItem(product, listName));

export const trackViewItem = (product: TrackedProduct) => send((p) => p.trackViewItem(product));

export const trackAddToCart = (product: TrackedProduct, quantity = 1) => send((p) => p.trackAddToCart(product, quantity));

export const trackAddToWishlist = (product: TrackedProduct) => send((p) => p.trackAddToWishlist(product));

export const trackBeginCheckout = (items: AnalyticsItem[], coupon?: string | null) => send((p) => p.trackBeginCheckout(items, coupon));

export type { TrackedProduct };
