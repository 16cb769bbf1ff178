/**
 * The cart as every cart query, mutation and the checkout see it: the owner's lines priced from the
 * catalogue (special or regular price plus option add-ons), the session's coupon, the shipping
 * method chosen in checkout, and OpenCart-style total lines. Amounts here are in the base currency;
 * `cartView` formats them in the session currency.
 */
import type { Queryable } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import type { Money } from "@commerce/http/money";
import { ownerOf, type SessionRow } from "@commerce/http/session";
import { couponData, couponDiscount, couponProblem, findCoupon, roundCents, type CouponRow } from "./cart-coupon";
import { describeOptions, loadProductOptions, type DescribedOption, type StoredOption } from "./cart-options";
import { findShipping, type ShippingQuote } from "./checkout-methods";
import { loadProductsByIds, type ProductRow } from "./products";

/** OpenCart's stock warning, for a cart line or an order asking for more than is in stock. */
export const STOCK_MESSAGE = "Products marked with *** are not available in the desired quantity or not in stock!";

export interface CartLine {
  /** cart.id: the contract's numeric-string key. */
  key: string;
  quantity: number;
  product: ProductRow;
  options: StoredOption[];
  described: DescribedOption[];
  unitRegular: number;
  unitSpecial: number | null;
  unitPrice: number;
  lineTotal: number;
}

export interface TotalLine {
  code: string;
  title: string;
  value: number;
  sort_order: number;
  data: string | null;
}

export interface CartSummary {
  lines: CartLine[];
  quantity: number;
  subtotal: number;
  coupon: { row: CouponRow; discount: number } | null;
  shipping: ShippingQuote | null;
  total: number;
  totals: TotalLine[];
}

/** The owner's cart lines in the order they were added; lines of products since disabled drop out. */
export async function loadCartLines(db: Queryable, owner: string): Promise<CartLine[]> {
  const { rows } = await db.query<{ id: number; product_id: number; options: StoredOption[]; quantity: number }>(
    `select id, product_id, options, quantity from cart where owner = $1 order by id`,
    [owner],
  );
  if (!rows.length) return [];
  const productIds = rows.map((row) => row.product_id);
  const [products, optionDefs] = await Promise.all([loadProductsByIds(db, productIds), loadProductOptions(db, productIds)]);
  const productById = new Map(products.map((product) => [product.id, product]));

  const lines: CartLine[] = [];
  for (const row of rows) {
    const product = productById.get(row.product_id);
    if (!product) continue;
    const options = Array.isArray(row.options) ? row.options : [];
    const described = describeOptions(options, optionDefs.get(product.id) ?? []);
    const addOn = described.reduce((sum, option) => sum + option.addOn, 0);
    const unitRegular = roundCents(Number(product.price) + addOn);
    const unitSpecial = product.special_price == null ? null : roundCents(Number(product.special_price) + addOn);
    const unitPrice = unitSpecial ?? unitRegular;
    lines.push({
      key: String(row.id),
      quantity: row.quantity,
      product,
      options,
      described,
      unitRegular,
      unitSpecial,
      unitPrice,
      lineTotal: roundCents(unitPrice * row.quantity),
    });
  }
  return lines;
}

/** Lines plus totals for a session: its owner's lines, its coupon if it still applies, its chosen shipping. */
export async function summarizeCart(db: Queryable, session: SessionRow, money: Money): Promise<CartSummary> {
  const lines = await loadCartLines(db, ownerOf(session));
  const subtotal = roundCents(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);

  const couponRow = lines.length ? await findCoupon(db, session.coupon_code) : null;
  const coupon =
    couponRow && !couponProblem(couponRow, subtotal, money) ? { row: couponRow, discount: couponDiscount(couponRow, subtotal) } : null;
  const shipping = lines.length ? (findShipping(session.checkout?.shippingMethod) ?? null) : null;
  const total = roundCents(subtotal - (coupon?.discount ?? 0) + (shipping?.cost ?? 0));

  const totals: TotalLine[] = [{ code: "sub_total", title: "Sub-Total", value: subtotal, sort_order: 1, data: null }];
  if (shipping) totals.push({ code: "shipping", title: shipping.title, value: shipping.cost, sort_order: 3, data: null });
  if (coupon) {
    totals.push({
      code: "coupon",
      title: `Coupon (${coupon.row.code})`,
      value: -coupon.discount,
      sort_order: 4,
      data: couponData(coupon.row),
    });
  }
  totals.push({ code: "total", title: "Total", value: total, sort_order: 9, data: null });
  return { lines, quantity, subtotal, coupon, shipping, total, totals };
}

/** A total line as the CartTotal type: value converted to the session currency, text formatted. */
export function totalView(line: Pick<TotalLine, "code" | "title" | "value" | "sort_order" | "data">, money: Money) {
  return { ...line, value: roundCents(money.convert(line.value)), text: money.format(line.value) };
}

/** The contract's Cart object (with the store's extensions), formatted in the session currency. */
export function cartView(summary: CartSummary, money: Money) {
  return {
    products: summary.lines.map((line) => ({
      key: line.key,
      quantity: line.quantity,
      total: money.format(line.lineTotal),
      option: line.described.map(({ name, type, value }) => ({ name, type, value })),
      product: line.product,
      price: money.format(line.unitPrice),
      original_price: money.format(line.unitRegular),
      special: line.unitSpecial == null ? "" : money.format(line.unitSpecial),
    })),
    total: money.format(summary.total),
    subtotal: money.format(summary.subtotal),
    totals: summary.totals.map((line) => totalView(line, money)),
    coupon: summary.coupon?.row.code ?? null,
    quantity: summary.quantity,
  };
}

/** The visitor's cart as the Cart type: what every cart query and mutation answers. */
export async function currentCart(context: ApiContext) {
  const [session, money] = await Promise.all([context.session.get(), context.money()]);
  return cartView(await summarizeCart(context.db, session, money), money);
}
