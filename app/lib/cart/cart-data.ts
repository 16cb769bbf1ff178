/**
 * The cart as the shop shows it everywhere (header count, sidebar, cart page, checkout summary):
 * one fragment every cart query spreads (app/lib/cart/queries.server.ts), and its normalised shape. The shop layout
 * loads it with the shell on every page (one round trip for both), so the sidebar and the cart
 * page need no call of their own and every action's revalidation refreshes them together.
 */
import type { CartFieldsFragment } from "~/lib/api/generated/graphql";
import { formatMoney, parseMoney, readMoney, roundTo, shownAs, sumMoney } from "~/lib/money";
import { optionValueText } from "./cart-options";

export interface CartOptionView {
  name: string;
  value: string;
}

export interface CartLine {
  key: string;
  quantity: number;
  /** Formatted line total. */
  total: string;
  /** Formatted unit price paid (special or regular, plus option add-ons). */
  price: string;
  /** Formatted unit regular price plus add-ons. */
  originalPrice: string;
  /** Formatted unit special price, "" when none. */
  special: string;
  options: CartOptionView[];
  product: { id: string; name: string; model: string; image: string | null; imageAlt: string; href: string; brand: string | null };
}

export interface CartTotalLine {
  code: string;
  title: string;
  value: number;
  text: string;
  /** A coupon's {type: 'P' | 'F', rate, coupon_code}, parsed. */
  coupon: { type: string; rate: number } | null;
}

export interface Cart {
  lines: CartLine[];
  total: string;
  subtotal: string;
  coupon: string | null;
  /** Units across all lines. */
  quantity: number;
  /** OpenCart-style total lines in their sort order (sub_total, shipping, coupon, total …). */
  totals: CartTotalLine[];
}

export const EMPTY_CART: Cart = { lines: [], total: "$0.00", subtotal: "$0.00", coupon: null, quantity: 0, totals: [] };

/**
 * The API's cart in the shape the screens use; incomplete lines are dropped. `remembered`: what the
 * shopper chose on lines whose store names no options (WooCommerce), by line key.
 */
export function toCart(raw: CartFieldsFragment | null | undefined, remembered: Readonly<Record<string, CartOptionView[]>> = {}): Cart {
  if (!raw) return EMPTY_CART;
  const lines = (raw.products ?? []).flatMap((line): CartLine[] => {
    if (!line?.key || !line.product?.id) return [];
    const product = line.product;
    const quantity = Math.max(1, line.quantity ?? 1);
    // A stock store's line has only its total (no unit prices, decision 165): the unit price is its share.
    const price = line.price ?? unitPrice(line.total, quantity);
    return [
      {
        key: line.key,
        quantity,
        total: line.total ?? "",
        price,
        originalPrice: line.original_price ?? price,
        special: line.special ?? "",
        options: linesOptions(line.option, remembered[line.key]),
        product: {
          id: product.id!,
          name: product.name ?? "",
          model: product.model ?? "",
          image: product.image || null,
          imageAlt: product.imageAlt ?? product.name ?? "",
          href: product.url || `/store/product/${product.id}`,
          brand: product.manufacturer?.name ?? null,
        },
      },
    ];
  });
  const totals = [...(raw.totals ?? stockTotals(lines, raw.total))]
    .flatMap((total): (CartTotalLine & { order: number })[] =>
      total?.code
        ? [
            {
              code: total.code,
              title: total.title ?? "",
              value: total.value ?? 0,
              text: total.text ?? "",
              coupon: total.code === "coupon" ? parseCouponData(total.data) : null,
              order: total.sort_order ?? 0,
            },
          ]
        : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...total }) => total);
  return {
    lines,
    total: raw.total ?? "",
    subtotal: raw.subtotal ?? totals.find((line) => line.code === "sub_total")?.text ?? raw.total ?? "",
    coupon: raw.coupon || null,
    quantity: raw.quantity ?? lines.reduce((sum, line) => sum + line.quantity, 0),
    totals,
  };
}

/**
 * The cart with the coupon the store's order API took for it (kept in the shop's session,
 * decision 360), when the store's cart names none: the coupon box shows it applied.
 */
export function withKeptCoupon(cart: Cart, kept: string | undefined): Cart {
  return kept && !cart.coupon && cart.lines.length ? { ...cart, coupon: kept } : cart;
}

/** A line's options as the store names them (values as WooCommerce pads them, trimmed), else as remembered. */
function linesOptions(
  options: ReadonlyArray<{ name?: string | null; type?: string | null; value?: string | null } | null> | null | undefined,
  remembered: CartOptionView[] | undefined,
): CartOptionView[] {
  const named = (options ?? []).flatMap((option) =>
    option?.name?.trim() ? [{ name: option.name.trim(), value: optionValueText(option.type, (option.value ?? "").trim()) }] : [],
  );
  return named.length ? named : (remembered ?? []);
}

/** The coupon total's data (JSON text); null when it is missing or unreadable. */
export function parseCouponData(data: string | null | undefined): { type: string; rate: number } | null {
  if (!data) return null;
  try {
    const parsed = JSON.parse(data) as { type?: unknown; rate?: unknown };
    const rate = Number(parsed.rate);
    return typeof parsed.type === "string" && Number.isFinite(rate) ? { type: parsed.type, rate } : null;
  } catch {
    return null;
  }
}

/** A line total divided by its quantity, written like the total ("$1,234.50", "138,00 €"); "" when unreadable. */
function unitPrice(total: string | null | undefined, quantity: number): string {
  const read = readMoney(total);
  return read ? formatMoney(read.value / quantity, read.format) : "";
}

/**
 * A stock store's cart has only its total (contract `Cart.total`): the subtotal is its lines' sum,
 * and the store's total follows when it holds more than the lines (WooCommerce adds VAT and the base
 * country's shipping to it), so no figure is labelled for what it is not (decision 270).
 */
function stockTotals(lines: readonly CartLine[], total: string | null | undefined): NonNullable<CartFieldsFragment["totals"]> {
  const subtotal = sumMoney(lines.map((line) => line.total));
  const storeTotal = parseMoney(total);
  if (!subtotal)
    return total ? [{ code: "sub_total", title: "Subtotal", value: storeTotal ?? 0, text: total, data: null, sort_order: 1 }] : [];
  const totalLines = [
    {
      code: "sub_total",
      title: "Subtotal",
      value: subtotal.value,
      text: formatMoney(subtotal.value, subtotal.format),
      data: null,
      sort_order: 1,
    },
  ];
  if (total && storeTotal != null && roundTo(storeTotal - subtotal.value, 2) !== 0) {
    totalLines.push({ code: "total", title: "Total", value: storeTotal, text: total, data: null, sort_order: 9 });
  }
  return totalLines;
}

/**
 * How a cart total line is shown (docs/product/texts-and-constants.md#numbers): the subtotal and the
 * total in whole units; coupon, tax and shipping lines with their cents; shipping costing nothing
 * reads "Free".
 */
export function shownTotalLine(line: CartTotalLine): string {
  if (line.code === "sub_total" || line.code === "total") return shownAs.bagTotal(line.text);
  return line.code === "shipping" && line.value === 0 ? "Free" : line.text;
}
