/**
 * Forms that work as plain posts and as fetchers. The action must answer a plain post with a
 * redirect (post/redirect/get) and a fetcher with data (a redirect would navigate away): a hidden
 * field, rendered only once React runs in the browser, tells them apart in every browser.
 */
import { useSyncExternalStore } from "react";

export const ENHANCED_FIELD = "_enhanced";

const subscribe = () => () => {};

/** False on the server and during hydration, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Put inside every form whose action answers fetchers with data and plain posts with a redirect. */
export function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

/** Whether a submission came from JavaScript (a fetcher) rather than a plain HTML form post. */
export function isEnhanced(form: FormData): boolean {
  return form.get(ENHANCED_FIELD) === "1";
}
