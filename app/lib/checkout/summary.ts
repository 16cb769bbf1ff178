/**
 * The checkout summary's numbers. With the documented extensions (cart totals with codes and
 * values): the product's lines (docs/product/checkout.md#summary), shipping 'Calculated at next step' and sales tax '-' until
 * a method is chosen (then the store's tax lines, or none: $0.00), and the savings line when the
 * original prices add up to more than what is paid for the goods. On a stock store: the store's own
 * total lines as it words them (contract `totals { title text }`), its Total the total
 * (docs/decisions/222-store-shipping-methods.md). Pure, unit-tested.
 */
import type { Cart, CartLine } from "~/lib/cart/cart-data";
import { stripMarkup } from "~/lib/forms/form-errors";
import { formatMoney, moneyFormatOf, parseMoney, roundTo } from "~/lib/money";

export const SHIPPING_PENDING_TEXT = "Calculated at next step";
export const NO_TAX_TEXT = "-";
export const FREE_TEXT = "Free";
/** The product's word for the goods' sum, where the store names no line of its own. */
export const SUBTOTAL_TEXT = "Subtotal";

export interface CheckoutTotals {
  /** The sub-total line's title as the store labels it (the cart shows the same words). */
  subtotalTitle: string;
  subtotal: string;
  /** Coupon lines (negative amounts). */
  discounts: { title: string; text: string }[];
  shipping: string;
  tax: string;
  total: string;
  /** "$24.00" when the shopper saves something, else null. */
  savings: string | null;
}

export function checkoutTotals(cart: Cart): CheckoutTotals {
  const byCode = (code: string) => cart.totals.filter((line) => line.code === code);
  const shipping = byCode("shipping")[0];
  const taxes = byCode("tax");
  const format = moneyFormatOf(cart.total) ?? moneyFormatOf(cart.subtotal);
  const taxValue = taxes.reduce((sum, line) => sum + line.value, 0);
  const [firstTax] = taxes;
  return {
    subtotalTitle: byCode("sub_total")[0]?.title || SUBTOTAL_TEXT,
    subtotal: byCode("sub_total")[0]?.text || cart.subtotal,
    discounts: byCode("coupon").map((line) => ({ title: line.title, text: line.text })),
    shipping: !shipping ? SHIPPING_PENDING_TEXT : shipping.value === 0 ? FREE_TEXT : shipping.text,
    tax: firstTax
      ? taxes.length === 1 || !format
        ? firstTax.text
        : formatMoney(taxValue, format)
      : shipping && format
        ? formatMoney(0, format)
        : NO_TAX_TEXT,
    total: cart.total,
    savings: savingsText(cart, shipping?.value ?? 0),
  };
}

/** One of the store's own total lines (contract `Total`). */
export interface StoreTotalLine {
  title: string;
  text: string;
}

/** What the summary shows: the product's lines from coded totals, or the store's own lines. */
export type SummaryTotals = ({ kind: "coded" } & CheckoutTotals) | { kind: "store"; lines: StoreTotalLine[]; total: string };

/**
 * The store's total lines as the page shows them: markup and entities out of the titles (OpenCart
 * titles may carry HTML), lines without a title or an amount dropped. Null when the store sent none.
 */
export function storeTotalLines(
  raw: readonly ({ title?: string | null; text?: string | null } | null)[] | null | undefined,
): StoreTotalLine[] | null {
  const lines = (raw ?? []).flatMap((line) => {
    const title = stripMarkup(line?.title ?? "");
    const text = stripMarkup(line?.text ?? "");
    return title && text ? [{ title, text }] : [];
  });
  return lines.length ? lines : null;
}

/** The store's Total: the line titled so ("Total", "Order Total"), else its last line (stores list the total last). */
export function storeGrandTotal(lines: readonly StoreTotalLine[]): StoreTotalLine | null {
  return [...lines].reverse().find((line) => /^(order\s+|grand\s+)?total$/i.test(line.title.trim())) ?? lines.at(-1) ?? null;
}

/**
 * The summary's totals: the store's own lines when it gave them and the cart has no coded totals
 * (a stock store: its `Cart.total` is not what it charges, decision 222); otherwise the product's
 * summary of the coded totals. Without either, the cart's total.
 */
export function summaryTotals(cart: Cart, storeLines: readonly StoreTotalLine[] | null): SummaryTotals {
  if (storeLines?.length) {
    const total = storeGrandTotal(storeLines);
    return { kind: "store", lines: [...storeLines], total: total?.text ?? cart.total };
  }
  return { kind: "coded", ...checkoutTotals(cart) };
}

/** A line's regular price for its quantity, formatted, when it is on special; else null. */
export function originalLineTotal(line: Pick<CartLine, "special" | "originalPrice" | "quantity" | "total">): string | null {
  if (!line.special) return null;
  const unit = parseMoney(line.originalPrice);
  const format = moneyFormatOf(line.total) ?? moneyFormatOf(line.originalPrice);
  return unit != null && format ? formatMoney(unit * line.quantity, format) : null;
}

/**
 * Sum of the original prices minus what the goods cost (the total without shipping, so a coupon
 * counts as a saving and the delivery fee does not), when positive.
 */
export function savingsText(cart: Cart, shippingValue: number): string | null {
  const format = moneyFormatOf(cart.total) ?? moneyFormatOf(cart.subtotal);
  const total = parseMoney(cart.total);
  if (!format || total == null || !cart.lines.length) return null;
  const original = cart.lines.reduce(
    (sum, line) => sum + (parseMoney(line.originalPrice) ?? parseMoney(line.price) ?? 0) * line.quantity,
    0,
  );
  const saved = roundTo(original - (total - shippingValue), 2);
  return saved >= 0.01 ? formatMoney(saved, format) : null;
}
