/**
 * Whether the cart sidebar is open: one tiny store outside React, since the header icon, the
 * add-to-cart buttons, the checkout's 'Return to cart' and the sidebar itself all reach it and the
 * state must survive client-side navigation (the sidebar reopens after 'Return to cart').
 */
import { useSyncExternalStore } from "react";

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openCartSidebar = () => set(true);
export const closeCartSidebar = () => set(false);

/** The checkout's 'Return to cart' goes back, then the shop page it lands on opens the sidebar. */
let reopenAfterNavigation = false;
export const openCartSidebarAfterNavigation = () => {
  reopenAfterNavigation = true;
};

/** Called by the sidebar whenever the shop shows another page: reopen if asked, else close (docs/product/cart.md). */
export function settleCartSidebarAfterNavigation(): void {
  set(reopenAfterNavigation);
  reopenAfterNavigation = false;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartSidebarOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
