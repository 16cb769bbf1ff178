/** What the add-to-cart action and the product form agree on (client-safe). */

/** The `intent` value of the add-to-cart form, and the `form` key of its action data. */
export const ADD_TO_CART_FORM = "add";

export interface AddToCartActionData {
  form: typeof ADD_TO_CART_FORM;
  /** The store's message ('Frame size required!'), markup stripped. */
  error: string;
  /** What the shopper had chosen, per option id, to show it again. */
  chosen: Record<string, string[]>;
  quantity: number;
}
