/**
 * docs/product/checkout.md: the summary's 'Return to cart' "goes back and reopens the cart sidebar". The checkout's
 * steps add history entries of their own, so "back" means: to the entry before the checkout was
 * opened. The checkout page records where that is when it mounts (Remix keeps an index in
 * history.state); when the shopper did not come from a shop page, the link simply opens the cart page.
 */
import { useEffect } from "react";

let entryIndex: number | null = null;

const historyIndex = (): number | null => {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === "number" ? index : null;
};

/** Call from the checkout page: remembers the history entry the checkout started at. */
export function useCheckoutEntry(): void {
  useEffect(() => {
    entryIndex = historyIndex();
  }, []);
}

/** How far back the page before the checkout is (a negative delta), or null when there is none. */
export function stepsBackToShop(): number | null {
  const current = historyIndex();
  if (entryIndex == null || current == null || entryIndex < 1) return null;
  return entryIndex - 1 - current;
}
