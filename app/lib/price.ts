/**
 * Prices arrive from the API as strings already formatted in the session currency ("$1,234.50").
 * These helpers turn them back into numbers for the sale display and the discount badge.
 */

export const INVALID_PRICE = "The price is invalid";

/**
 * Strips "$" and thousands commas (docs/product/catalog.md), and the symbols of the store's other currencies (€, £:
 * the currency switcher offers them, "138.00 €"), then parses; null when what is left is not a
 * finite number.
 */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value == null) return null;
  const cleaned = value.replace(/[$€£,]/g, "").trim();
  if (cleaned === "") return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

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
  const regularValue = parsePrice(price);
  if (special) {
    const specialValue = parsePrice(special);
    return {
      current: special,
      regular: price ?? null,
      percent: discountPercent(regularValue, specialValue),
      valid: specialValue != null,
    };
  }
  return { current: price ?? "", regular: null, percent: 0, valid: regularValue != null };
}

/**
 * A formatted price in whole units, rounded ("$1,219.95" → "$1,220", "94,71 €" → "95 €"): the
 * product's old-price component shows whole dollars. The decimal separator is
 * the one before the last two digits; thousands separators are kept as the store wrote them.
 */
export function wholeUnits(formatted: string): string {
  return formatted.replace(
    /(\d+(?:([.,\s\u00a0'])\d{3})*)[.,](\d{2})(?!\d)/,
    (_match, whole: string, thousands: string | undefined, cents: string) => {
      const rounded = String(Math.round(Number(`${whole.replace(/\D/g, "")}.${cents}`)));
      return thousands ? rounded.replace(/\B(?=(\d{3})+(?!\d))/g, thousands) : rounded;
    },
  );
}

export type StockBadge = "Out of stock" | "Low in stock";

/** Shown only when the API sent both stock and low_stock: out of stock first, then low stock. */
export function stockBadge(product: { stock?: boolean | null; low_stock?: boolean | null }): StockBadge | null {
  if (product.stock == null || product.low_stock == null) return null;
  if (!product.stock) return "Out of stock";
  return product.low_stock ? "Low in stock" : null;
}
