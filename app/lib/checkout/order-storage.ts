/**
 * The spec keeps the confirmed order's id in the browser's local storage until the thank-you
 * modal reads it. The checkout stores it before leaving for the card payment page; the modal
 * takes it (reads and removes). Both ends tolerate storage being unavailable (private modes).
 */
export const ORDER_ID_STORAGE_KEY = "orderId";

export function storeOrderId(orderId: string): void {
  try {
    window.localStorage.setItem(ORDER_ID_STORAGE_KEY, orderId);
  } catch {
    // Storage refused: the session's flag still shows the modal.
  }
}

export function takeStoredOrderId(): string | null {
  try {
    const value = window.localStorage.getItem(ORDER_ID_STORAGE_KEY);
    window.localStorage.removeItem(ORDER_ID_STORAGE_KEY);
    return value;
  } catch {
    return null;
  }
}
