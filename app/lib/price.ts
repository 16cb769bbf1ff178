/**
 * The product's sale display and stock badge (docs/product/catalog.md). Prices arrive formatted in
 * the session currency ("$1,234.50"); app/lib/money.ts reads them back.
 */
import { parseMoney } from "~/lib/money";

export const INVALID_PRICE = "The price is invalid";

/** round((price - special) / price * 100); 0 when either value is missing or not positive, or special >= price. */
export function discountPercent(price: number | null, special: number | null): number {
  if (price == null || special == null || price <= 0 || special <= 0 || special >= price) return 0;
  return Math.round(((price - special) / price) * 100);
}

export interface SaleDisplay {
  /** The price to show as current: the special when there is one, else the regular price. */
  current: string;
  /** The regular price, struck through, only when a special applies. */
  regular: string | null;
  /** Discount in whole percent, 0 when none. */
  percent: number;
  /** False when the current price cannot be parsed: show INVALID_PRICE instead. */
  valid: boolean;
}

/** The product's sale display: a non-empty special strikes the regular price through. */
export function saleDisplay(price: string | null | undefined, special: string | null | undefined): SaleDisplay {
  const regularValue = parseMoney(price);
  if (special) {
    const specialValue = parseMoney(special);
    return {
      current: special,
      regular: price ?? null,
      percent: discountPercent(regularValue, specialValue),
      valid: specialValue != null,
    };
  }
  return { current: price ?? "", regular: null, percent: 0, valid: regularValue != null };
}

export type StockBadge = "Out of stock" | "Low in stock";

/** Shown only when the API sent both stock and low_stock: out of stock first, then low stock. */
export function stockBadge(product: { stock?: boolean | null; low_stock?: boolean | null }): StockBadge | null {
  if (product.stock == null || product.low_stock == null) return null;
  if (!product.stock) return "Out of stock";
  return product.low_stock ? "Low in stock" : null;
}
