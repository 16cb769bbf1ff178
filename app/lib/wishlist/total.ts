/** The wishlist's total price (docs/product/cart.md: the page shows count and total price). Pure, unit-tested. */
import { formatMoney, moneyFormatOf, parseMoney } from "~/lib/money";

/** Sum of what each wished product costs now (its special when it has one), in the list's currency. */
export function wishlistTotalText(products: readonly { price: string | null; special: string | null }[]): string | null {
  let sum = 0;
  let format = null;
  for (const product of products) {
    const text = product.special || product.price;
    const value = parseMoney(text);
    if (value == null) continue;
    sum += value;
    format ??= moneyFormatOf(text);
  }
  return format ? formatMoney(sum, format) : null;
}
