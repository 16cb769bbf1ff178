/** The wishlist's total price (docs/product/cart.md: the page shows count and total price). Pure, unit-tested. */
import { formatMoney, parseMoney, sumMoney } from "~/lib/money";

/** Sum of what each wished product costs now (its special when it has one), in the list's currency. */
export function wishlistTotalText(products: readonly { price: string | null; special: string | null }[]): string | null {
  const prices = products.map((product) => product.special || product.price).filter((text) => parseMoney(text) != null);
  const sum = sumMoney(prices);
  return sum ? formatMoney(sum.value, sum.format) : null;
}
