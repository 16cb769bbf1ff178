/** What the add-to-cart action and the product form agree on (client-safe). */

/** The `intent` value of the add-to-cart form, and the `form` key of its action data. */
export const ADD_TO_CART_FORM = "add";

export interface AddToCartActionData {
  form: typeof ADD_TO_CART_FORM;
  /** The store's message ('Frame size required!'), markup stripped. */
  error: string;
  /** What the shopper had chosen, per option id, to show it again. */
  chosen: Record<string, string[]>;
  /** The quantity to show again: as typed when it was refused. */
  quantity: number | string;
  /** The quantity itself was refused (its field is marked). */
  quantityRefused?: boolean;
}

export const QUANTITY_REFUSED = "Please enter a whole number of 1 or more as the quantity.";

/**
 * The typed quantity, a whole number from 1 (at most 999), else null: 0, −1 or "abc" are refused
 * with a message on the product page, not made 1 behind the shopper's back (item 24;
 * decision 175). Empty (no quantity field) is 1.
 */
export function typedQuantity(value: FormDataEntryValue | null): number | null {
  if (value === null) return 1;
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^\d+$/.test(text) || Number(text) < 1) return null;
  return Math.min(Number(text), 999);
}
