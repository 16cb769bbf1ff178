/**
 * Forms that work as plain posts and as fetchers. The action must answer a plain post with a
 * redirect (post/redirect/get) and a fetcher with data (a redirect would navigate away): a hidden
 * field, rendered only once React runs in the browser, tells them apart in every browser.
 */
import type { FetcherWithComponents } from "@remix-run/react";
import { useSyncExternalStore, type MouseEvent } from "react";

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

/**
 * A button that belongs to a form elsewhere in the page (its `form` attribute: one form per product
 * tile carries the fields its three actions share, decision 187), sent by a fetcher once React runs:
 * the form's fields, the button's name and value, the marker and `extra`. Without JavaScript the
 * browser posts the form to the button's `formaction`.
 */
export function submitWithFetcher(
  event: MouseEvent<HTMLButtonElement>,
  fetcher: Pick<FetcherWithComponents<unknown>, "submit">,
  action: string,
  extra: Record<string, string> = {},
): void {
  const button = event.currentTarget;
  if (!button.form) return;
  event.preventDefault();
  const data = new FormData(button.form);
  if (button.name) data.set(button.name, button.value);
  data.set(ENHANCED_FIELD, "1");
  for (const [name, value] of Object.entries(extra)) data.set(name, value);
  void fetcher.submit(data, { method: "post", action });
}
