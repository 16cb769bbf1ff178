/**
 * The cart as the shopper should see it while changes are on their way: the server's cart with
 * every pending line change applied in submission order. Derived on each render from the pending
 * submissions (never stored a second time), so a finished request simply drops out and the
 * revalidated server cart takes over: a removed line cannot come back and a quantity cannot be
 * counted twice. Amounts are recomputed in the cart's own currency format. Pure, unit-tested.
 */
import { formatMoney, moneyFormatOf, parseMoney, roundTo } from "~/lib/money";
import type { Cart, CartLine, CartTotalLine } from "./cart-data";
import type { LineChange } from "./intents";

export interface OptimisticCart extends Cart {
  /** True while at least one change is pending (totals are estimates until the server answers). */
  pending: boolean;
}

export function applyLineChanges(cart: Cart, changes: readonly LineChange[]): OptimisticCart {
  if (!changes.length) return { ...cart, pending: false };
  let lines: CartLine[] = cart.lines;
  for (const change of changes) {
    if (change.intent === "remove") lines = lines.filter((line) => line.key !== change.key);
    else if (lines.some((line) => line.key === change.key && line.quantity !== change.quantity)) {
      lines = lines.map((line) => (line.key === change.key ? withQuantity(line, change.quantity) : line));
    }
  }
  if (lines === cart.lines) return { ...cart, pending: true };
  return { ...recomputeTotals(cart, lines), pending: true };
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  const unit = parseMoney(line.price);
  const format = moneyFormatOf(line.total) ?? moneyFormatOf(line.price);
  return { ...line, quantity, total: unit != null && format ? formatMoney(unit * quantity, format) : line.total };
}

/**
 * New subtotal from the lines; the coupon follows its own rule (a percentage of the subtotal, a
 * fixed amount capped at it); shipping and any other line keep their value; the total is their sum.
 */
function recomputeTotals(cart: Cart, lines: CartLine[]): Cart {
  const format = moneyFormatOf(cart.subtotal) ?? moneyFormatOf(lines[0]?.total) ?? moneyFormatOf(cart.total);
  if (!format) return { ...cart, lines };
  const subtotal = roundTo(
    lines.reduce((sum, line) => sum + (parseMoney(line.total) ?? 0), 0),
    2,
  );
  const totals: CartTotalLine[] = [];
  let total = 0;
  for (const line of cart.totals) {
    if (line.code === "total") continue;
    let value = line.value;
    if (line.code === "sub_total") value = subtotal;
    else if (line.code === "coupon" && line.coupon) value = -couponDiscount(line.coupon, subtotal);
    value = roundTo(value, 2);
    total += value;
    totals.push({ ...line, value, text: formatMoney(value, format) });
  }
  if (!cart.totals.length) total = subtotal;
  total = roundTo(Math.max(0, total), 2);
  const totalLine = cart.totals.find((line) => line.code === "total");
  if (totalLine) totals.push({ ...totalLine, value: total, text: formatMoney(total, format) });
  return {
    ...cart,
    lines,
    subtotal: formatMoney(subtotal, format),
    total: lines.length ? formatMoney(total, format) : formatMoney(0, format),
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals,
  };
}

/** The coupon rule of the API (docs/decisions/032): P is a percentage of the subtotal, F a fixed amount capped at it. */
export function couponDiscount(coupon: { type: string; rate: number }, subtotal: number): number {
  const amount = coupon.type === "P" ? (subtotal * coupon.rate) / 100 : coupon.rate;
  return roundTo(Math.min(Math.max(amount, 0), subtotal), 2);
}
