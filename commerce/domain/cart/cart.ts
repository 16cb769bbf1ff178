/**
 * The cart as every cart query, mutation and the checkout see it: the owner's lines priced from the
 * catalogue (special or regular price plus option add-ons), the session's coupon, the shipping
 * method chosen in checkout, and OpenCart-style total lines. Amounts here are in the base currency;
 * the surfaces format them in the session currency. Also the changes to the lines, each checked
 * against the product's minimum and stock inside its transaction.
 */
import { firstRow, type Queryable } from "@commerce/db/index";
import { loadProductOptions } from "@commerce/domain/catalogue/options";
import { loadProductsByIds, type ProductRow } from "@commerce/domain/catalogue/products";
import { expireUnpaidOrders } from "@commerce/domain/checkout/release";
import type { OrderRules, Visit } from "@commerce/domain/context";
import { userError } from "@commerce/domain/errors";
import { roundCents, type Money } from "@commerce/domain/money/money";
import { ownerOf, type SessionRow } from "@commerce/domain/session/session";
import { positiveId } from "@commerce/domain/validation";
import { couponData, couponDiscount, couponProblem, findCoupon, type CouponRow } from "./coupon";
import { canonicalOptions, describeOptions, type DescribedOption, type StoredOption } from "./options";
import { findShipping, type ShippingQuote } from "./shipping";

/** OpenCart's stock warning, for a cart line or an order asking for more than is in stock. */
/** The shop's word for the goods' sum (the product's "subtotal"), shown as the store labels it. */
const SUBTOTAL_TITLE = "Subtotal";

/**
 * A total line's title as OpenCart words it: the stand-ins for a real OpenCart store (the stock
 * profile's totals, the store's own pages) say "Sub-Total", as the recorded store does
 * (docs/decisions/220-stock-profile-as-recorded.md).
 */
export const openCartTitle = (line: TotalLine) => (line.code === "sub_total" ? "Sub-Total" : line.title);

export const STOCK_MESSAGE = "Products marked with *** are not available in the desired quantity or not in stock!";

export interface CartLine {
  /** cart.id: the contract's numeric-string key. */
  key: string;
  quantity: number;
  product: ProductRow;
  options: StoredOption[];
  /** cart.options_key: what makes "same product, same options" one line. */
  optionsKey: string;
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
  const { rows } = await db.query<{ id: number; product_id: number; options: StoredOption[]; options_key: string; quantity: number }>(
    `select id, product_id, options, options_key, quantity from cart where owner = $1 order by id`,
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
      optionsKey: row.options_key,
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
export async function summarizeCart(db: Queryable, session: SessionRow): Promise<CartSummary> {
  const lines = await loadCartLines(db, ownerOf(session));
  const subtotal = roundCents(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);

  const couponRow = lines.length ? await findCoupon(db, session.coupon_code) : null;
  const coupon =
    couponRow && !couponProblem(couponRow, subtotal) ? { row: couponRow, discount: couponDiscount(couponRow, subtotal) } : null;
  const shipping = lines.length ? (findShipping(session.checkout?.shippingMethod) ?? null) : null;
  const total = roundCents(subtotal - (coupon?.discount ?? 0) + (shipping?.cost ?? 0));

  const totals: TotalLine[] = [{ code: "sub_total", title: SUBTOTAL_TITLE, value: subtotal, sort_order: 1, data: null }];
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

/** The visitor's cart, summed up, with the money it is shown in. */
export async function visitorCart(visit: Visit): Promise<{ summary: CartSummary; money: Money }> {
  const [session, money] = await Promise.all([visit.session.get(), visit.money()]);
  return { summary: await summarizeCart(visit.db, session), money };
}

/** The enabled product with this id, or the error the storefront shows. */
export async function requireProduct(db: Queryable, id: unknown): Promise<ProductRow> {
  const productId = positiveId(id);
  const [product] = productId ? await loadProductsByIds(db, [productId]) : [];
  if (!product) throw userError("Warning: This product could not be found!", "id");
  return product;
}

function requireQuantity(quantity: unknown): number {
  const value = Number(quantity ?? 1);
  if (!Number.isInteger(value) || value < 1) throw userError("Warning: Quantity must be at least 1!", "quantity");
  return value;
}

/** The caps' refusals, in the words of the store's minimum (docs/decisions/262-unpaid-orders-release-stock.md). */
export const capMessages = {
  line: (name: string, max: number) => `Maximum order amount for ${name} is ${max}!`,
  order: (max: number) => `Warning: An order can hold at most ${max} items!`,
};

/**
 * The caps on a cart, checked again as it becomes an order: no line above `cartMaxLineQuantity`
 * units, no more than `cartMaxQuantity` in all. Throws the refusal of the first line over its cap, else of the whole.
 */
export function assertWithinCaps(
  lines: ReadonlyArray<{ name: string; quantity: number }>,
  rules: Pick<OrderRules, "cartMaxLineQuantity" | "cartMaxQuantity">,
): void {
  const over = lines.find((line) => line.quantity > rules.cartMaxLineQuantity);
  if (over) throw userError(capMessages.line(over.name, rules.cartMaxLineQuantity), "quantity");
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > rules.cartMaxQuantity) throw userError(capMessages.order(rules.cartMaxQuantity), "quantity");
}

/**
 * Run inside the transaction that changed a line: the line must meet the product's minimum, the
 * owner's lines of the product together must not exceed its stock (docs/decisions/031-cart-lines-and-stock.md),
 * and then the line and the cart must keep within the caps (docs/decisions/262). Throwing rolls the change back.
 */
async function assertLineAllowed(tx: Queryable, owner: string, productId: number, lineQuantity: number, rules: OrderRules): Promise<void> {
  const { rows } = await tx.query<{ name: string; stock: number; minimum: number; in_cart: number; cart_units: number }>(
    `select p.name, p.quantity as stock, p.minimum,
            (select coalesce(sum(c.quantity), 0)::int from cart c where c.owner = $1 and c.product_id = p.id) as in_cart,
            (select coalesce(sum(c.quantity), 0)::int from cart c where c.owner = $1) as cart_units
       from product p where p.id = $2`,
    [owner, productId],
  );
  const product = rows[0];
  if (!product) throw userError("Warning: This product could not be found!", "id");
  if (lineQuantity < product.minimum) throw userError(`Minimum order amount for ${product.name} is ${product.minimum}!`, "quantity");
  if (product.in_cart > product.stock) throw userError(STOCK_MESSAGE, "quantity");
  if (lineQuantity > rules.cartMaxLineQuantity) throw userError(capMessages.line(product.name, rules.cartMaxLineQuantity), "quantity");
  if (product.cart_units > rules.cartMaxQuantity) throw userError(capMessages.order(rules.cartMaxQuantity), "quantity");
}

export interface AddToCart {
  productId: unknown;
  quantity: unknown;
  options: ReadonlyArray<{ id?: string | null; value?: string | null } | null> | null | undefined;
}

/** Adds a product with its options; the same product with the same options raises the existing line. */
export async function addToCart(visit: Visit, add: AddToCart): Promise<void> {
  const product = await requireProduct(visit.db, add.productId);
  const quantity = requireQuantity(add.quantity);
  const defs = (await loadProductOptions(visit.db, [product.id])).get(product.id) ?? [];
  const { options, key } = canonicalOptions(defs, add.options);
  // Stock an unpaid card order held past its time is free again before this one is counted.
  await expireUnpaidOrders(visit.db, visit.rules);
  await visit.db.transaction(async (tx) => {
    const owner = await visit.session.owner(tx);
    // One statement adds or raises the line, so parallel adds of the same thing sum up on one line.
    const { rows } = await tx.query<{ quantity: number }>(
      `insert into cart (owner, product_id, options, options_key, quantity) values ($1, $2, $3, $4, $5)
       on conflict (owner, product_id, options_key) do update set quantity = cart.quantity + excluded.quantity
       returning quantity`,
      [owner, product.id, JSON.stringify(options), key, quantity],
    );
    await assertLineAllowed(tx, owner, product.id, firstRow(rows).quantity, visit.rules);
  });
}

/** Sets a line's quantity; zero or less removes the line, as OpenCart's cart update does. */
export async function updateCartLine(visit: Visit, key: unknown, quantityAsked: unknown): Promise<void> {
  const quantity = Math.floor(Number(quantityAsked ?? 1));
  if (!Number.isFinite(quantity)) throw userError("Warning: Quantity must be a number!", "quantity");
  if (quantity >= 1) await expireUnpaidOrders(visit.db, visit.rules);
  await visit.db.transaction(async (tx) => {
    const owner = await visit.session.owner(tx);
    const { rows } =
      quantity < 1
        ? await tx.query<{ product_id: number }>(`delete from cart where id = $1 and owner = $2 returning product_id`, [
            positiveId(key),
            owner,
          ])
        : await tx.query<{ product_id: number }>(`update cart set quantity = $3 where id = $1 and owner = $2 returning product_id`, [
            positiveId(key),
            owner,
            quantity,
          ]);
    const [line] = rows;
    if (!line) throw userError("Warning: This item is not in your cart!", "key");
    if (quantity >= 1) await assertLineAllowed(tx, owner, line.product_id, quantity, visit.rules);
  });
}

/** Removing a line that is already gone is not an error: a double click must not show one. */
export async function removeCartLine(visit: Visit, key: unknown): Promise<void> {
  await visit.db.query(`delete from cart where id = $1 and owner = $2`, [positiveId(key), await visit.session.owner()]);
}

export async function clearCart(visit: Visit): Promise<void> {
  await visit.db.query(`delete from cart where owner = $1`, [await visit.session.owner()]);
}
