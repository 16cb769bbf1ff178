/**
 * Placing an order (confirmOrder) and reading orders back (confirmOrder's answer, order history).
 * The whole placement is one transaction holding the session row lock: a second confirm from the
 * same session waits, then finds the cart empty and the order just placed, and answers that order.
 */
import type { Queryable } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import { Money, moneyFor } from "@commerce/http/money";
import { ownerOf } from "@commerce/http/session";
import { userError } from "./account-validation";
import { STOCK_MESSAGE, summarizeCart, totalView, type CartSummary } from "./cart";
import { couponMessages } from "./cart-coupon";
import { findPayment } from "./checkout-methods";
import { paymentPagePath, paymentSecret, paymentToken } from "./checkout-payment";
import { checkoutState, orderAddress, type CheckoutAddress } from "./checkout-state";

/** How long a repeated confirm with an empty cart answers the order just placed (double submits). */
const REPEAT_CONFIRM_WINDOW_MS = 15 * 60 * 1000;

export const ORDER_STATUS = {
  pending: "pending",
  awaitingPayment: "awaiting_payment",
  processing: "processing",
} as const;

const STATUS_NAMES: Record<string, string> = {
  pending: "Pending",
  awaiting_payment: "Awaiting payment",
  processing: "Processing",
};

export interface OrderRow {
  id: number;
  status: string;
  created_at: Date | string;
  total: number;
  email: string;
  payment_method: string;
  payment_code: string;
  shipping_method: string;
  currency_code: string;
  currency_value: number;
}

export const ORDER_COLUMNS = `o.id, o.status, o.created_at, o.total::float8 as total, o.email, o.payment_method, o.payment_code,
  o.shipping_method, o.currency_code, o.currency_value::float8 as currency_value`;

/** Amounts of an order are shown in the currency and at the rate the order was placed with. */
export async function orderMoney(db: Queryable, order: Pick<OrderRow, "currency_code" | "currency_value">): Promise<Money> {
  const { currency } = await moneyFor(db, order.currency_code);
  return new Money({ ...currency, code: order.currency_code, value: Number(order.currency_value) });
}

/** Orders as the Order type with the store's extension fields (two queries for any number of orders). */
export async function loadOrderViews(db: Queryable, orders: OrderRow[]) {
  if (!orders.length) return [];
  const ids = orders.map((order) => order.id);
  const [products, totals] = await Promise.all([
    db.query<{
      order_id: number;
      product_id: number;
      name: string;
      model: string;
      quantity: number;
      price: number;
      total: number;
      options: OrderOption[];
    }>(
      `select order_id, product_id, name, model, quantity, price::float8 as price, total::float8 as total, options
         from order_product where order_id = any($1::int[]) order by id`,
      [ids],
    ),
    db.query<{ order_id: number; code: string; title: string; value: number; sort_order: number }>(
      `select order_id, code, title, value::float8 as value, sort_order from order_total where order_id = any($1::int[]) order by sort_order, id`,
      [ids],
    ),
  ]);
  return Promise.all(
    orders.map(async (order) => {
      const money = await orderMoney(db, order);
      return {
        id: String(order.id),
        status: STATUS_NAMES[order.status] ?? order.status,
        date_added: new Date(order.created_at).toISOString(),
        total: money.format(order.total),
        email: order.email,
        payment_method: order.payment_method,
        shipping_method: order.shipping_method,
        products: products.rows
          .filter((row) => row.order_id === order.id)
          .map((row) => ({
            product_id: String(row.product_id),
            name: row.name,
            model: row.model,
            quantity: row.quantity,
            price: money.format(row.price),
            total: money.format(row.total),
            option: (row.options ?? []).map(({ name, type, value }) => ({ name, type, value })),
          })),
        totals: totals.rows.filter((row) => row.order_id === order.id).map((row) => totalView({ ...row, data: null }, money)),
      };
    }),
  );
}

interface OrderOption {
  product_option_id: number;
  product_option_value_id: number | null;
  name: string;
  type: string;
  value: string;
  price: number;
}

/** confirmOrder: places the order from the session's cart and checkout state. */
export async function confirmOrder(context: ApiContext, withPayment: boolean) {
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const [money, secret] = await Promise.all([context.money(), paymentSecret(context.db)]);
  const orderId = await context.db.transaction(async (tx) => {
    const session = await context.session.lock(tx);
    const state = checkoutState(session);
    const summary = await summarizeCart(tx, session, money);
    if (!summary.lines.length) {
      const confirmed = state.confirmed;
      if (confirmed && Date.now() - Date.parse(confirmed.at) < REPEAT_CONFIRM_WINDOW_MS) return confirmed.orderId;
      throw userError("Warning: Your shopping cart is empty!", "cart");
    }

    const paymentAddress = await orderAddress(tx, session, "payment");
    if (!paymentAddress?.email) throw userError("Warning: Please enter your payment address and e-mail!", "paymentAddress");
    const shippingAddress = (await orderAddress(tx, session, "shipping"))!;
    if (!summary.shipping) throw userError("Warning: Shipping method required!", "shippingMethod");
    const payment = findPayment(state.paymentMethod);
    if (!payment) throw userError("Warning: Payment method required!", "paymentMethod");

    await claimCoupon(tx, summary);
    await reserveStock(tx, summary);
    const id = await insertOrder(tx, {
      summary,
      money,
      sessionId: session.id,
      customerId: session.customer_id,
      paymentAddress,
      shippingAddress,
      payment: { name: payment.name, code: payment.codename },
      status: payment.online ? ORDER_STATUS.awaitingPayment : ORDER_STATUS.pending,
    });

    // Every method empties the cart at confirm (docs/decisions/034-order-placement.md).
    await tx.query(`delete from cart where owner = $1`, [ownerOf(session)]);
    await context.session.update({ coupon_code: null, checkout: { confirmed: { orderId: id, at: new Date().toISOString() } } }, tx);
    return id;
  });

  const { rows } = await context.db.query<OrderRow>(`select ${ORDER_COLUMNS} from "order" o where o.id = $1`, [orderId]);
  const [order] = await loadOrderViews(context.db, rows);
  const awaitsCard = rows[0].payment_code === "card" && rows[0].status === ORDER_STATUS.awaitingPayment;
  return { order, url: withPayment && awaitsCard ? paymentPagePath(paymentToken(secret, orderId)) : null, callback: null };
}

/** A coupon with a usage limit is recounted under its row lock, so two orders cannot take its last use. */
async function claimCoupon(tx: Queryable, summary: CartSummary): Promise<void> {
  const coupon = summary.coupon?.row;
  if (!coupon || coupon.uses_total <= 0) return;
  await tx.query(`select id from coupon where id = $1 for update`, [coupon.id]);
  const { rows } = await tx.query<{ used: number }>(`select count(*)::int as used from coupon_history where coupon_id = $1`, [coupon.id]);
  if (rows[0].used >= coupon.uses_total) throw userError(couponMessages.usedUp, "coupon");
}

/** Takes the ordered units off stock; a product that no longer has enough fails the whole order. */
async function reserveStock(tx: Queryable, summary: CartSummary): Promise<void> {
  const units = new Map<number, number>();
  for (const line of summary.lines) units.set(line.product.id, (units.get(line.product.id) ?? 0) + line.quantity);
  for (const [productId, quantity] of units) {
    const { rows } = await tx.query(`update product set quantity = quantity - $2 where id = $1 and quantity >= $2 returning id`, [
      productId,
      quantity,
    ]);
    if (!rows.length) throw userError(STOCK_MESSAGE, "cart");
  }
}

interface NewOrder {
  summary: CartSummary;
  money: Money;
  sessionId: string;
  customerId: number | null;
  paymentAddress: CheckoutAddress;
  shippingAddress: CheckoutAddress;
  payment: { name: string; code: string };
  status: string;
}

async function insertOrder(tx: Queryable, order: NewOrder): Promise<number> {
  const { summary, money, paymentAddress, shippingAddress } = order;
  const { rows } = await tx.query<{ id: number }>(
    `insert into "order" (session_id, customer_id, firstname, lastname, email, telephone, payment_address, shipping_address,
                          payment_method, payment_code, shipping_method, shipping_code, total, currency_code, currency_value, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
    [
      order.sessionId,
      order.customerId,
      paymentAddress.firstName,
      paymentAddress.lastName,
      paymentAddress.email,
      paymentAddress.telephone ?? "",
      JSON.stringify(paymentAddress),
      JSON.stringify(shippingAddress),
      order.payment.name,
      order.payment.code,
      summary.shipping!.title,
      summary.shipping!.code,
      summary.total,
      money.currency.code,
      money.currency.value,
      order.status,
    ],
  );
  const orderId = rows[0].id;

  for (const line of summary.lines) {
    const options: OrderOption[] = line.described.map((option) => ({
      product_option_id: option.productOptionId,
      product_option_value_id: option.productOptionValueId,
      name: option.name,
      type: option.type,
      value: option.value,
      price: option.addOn,
    }));
    await tx.query(
      `insert into order_product (order_id, product_id, name, model, quantity, price, total, options) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        orderId,
        line.product.id,
        line.product.name,
        line.product.model,
        line.quantity,
        line.unitPrice,
        line.lineTotal,
        JSON.stringify(options),
      ],
    );
  }
  for (const total of summary.totals) {
    await tx.query(`insert into order_total (order_id, code, title, value, sort_order) values ($1, $2, $3, $4, $5)`, [
      orderId,
      total.code,
      total.title,
      total.value,
      total.sort_order,
    ]);
  }
  if (summary.coupon) {
    // Negative, as OpenCart records the coupon total's value.
    await tx.query(`insert into coupon_history (coupon_id, order_id, customer_id, amount) values ($1, $2, $3, $4)`, [
      summary.coupon.row.id,
      orderId,
      order.customerId,
      -summary.coupon.discount,
    ]);
  }
  return orderId;
}
