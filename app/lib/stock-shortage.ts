/**
 * A cart line the store refused for want of stock, as the cart and the checkout both show it
 * (docs/product/cart.md), and the mark by which the store's refusal says so.
 */

/** OpenCart's stock warning names the mark it puts on short lines ("Products marked with *** …"). */
export const STOCK_MARK = "***";

/**
 * A quantity the store refused for want of stock: the line is marked with the
 * product's `***`, says how many are available (null when the store does not say) and keeps the typed value.
 */
export interface CartShortage {
  key: string;
  typed: number;
  available: number | null;
  /**
   * The store refused the typed value and the line was set to what may be bought (`typed` and
   * `available`): the field shows the line's quantity, not a refused one (docs/decisions/350-refused-quantity-clamps.md).
   */
  clamped?: boolean;
}

/** A line short of stock at checkout: the store's refusal marks it, with how many are left. */
export type LineShortage = Pick<CartShortage, "key" | "available">;
