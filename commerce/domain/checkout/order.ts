/**
 * Placing an order (confirmOrder). The whole placement is one transaction holding the session row
 * lock: a second confirm from the same session waits, then finds the cart empty and the order just
 * placed, and answers that order.
 */
import { firstRow, type Queryable } from "@commerce/db/index";
import { findOrder, ORDER_STATUS, type OrderOption, type OrderRow } from "@commerce/domain/account/orders";
import { STOCK_MESSAGE, summarizeCart, type CartSummary } from "@commerce/domain/cart/cart";
import { couponMessages } from "@commerce/domain/cart/coupon";
import type { Visit } from "@commerce/domain/context";
import { userError } from "@commerce/domain/errors";
import type { Money } from "@commerce/domain/money/money";
import type { CheckoutAddress } from "@commerce/domain/session/checkout-state";
import { ownerOf } from "@commerce/domain/session/session";
import { checkoutState, orderAddress } from "./checkout";
import { findPayment } from "./methods";
import { paymentPagePath, paymentSecret, paymentToken } from "./payment";

/** How long a repeated confirm with an empty cart answers the order just placed (double submits). */
const REPEAT_CONFIRM_WINDOW_MS = 15 * 60 * 1000;

export interface PlacedOrder {
  order: OrderRow;
  /** The hosted card payment page, when the order waits for a card payment and the caller asked for it. */
  paymentUrl: string | null;
}

export interface ConfirmOptions {
  /**
   * As the stock module confirms without a payment method: the order is stored with status `missing`
   * (hidden from the order history), no payment, the address and shipping the session holds, and the
   * cart, coupon and stock are left as they are (docs/decisions/220-stock-profile-as-recorded.md).
   */
  missing?: boolean;
}

/** confirmOrder: places the order from the session's cart and checkout state. */
export async function confirmOrder(visit: Visit, withPayment: boolean, { missing = false }: ConfirmOptions = {}): Promise<PlacedOrder> {
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const [money, secret] = await Promise.all([visit.money(), paymentSecret(visit.db)]);
  if (missing) return { order: await placeMissingOrder(visit, money), paymentUrl: null };
  const orderId = await visit.db.transaction(async (tx) => {
    const session = await visit.session.lock(tx);
    const state = checkoutState(session);
    const summary = await summarizeCart(tx, session);
    if (!summary.lines.length) {
      const confirmed = state.confirmed;
      if (confirmed && Date.now() - Date.parse(confirmed.at) < REPEAT_CONFIRM_WINDOW_MS) return confirmed.orderId;
      throw userError("Warning: Your shopping cart is empty!", "cart");
    }

    const paymentAddress = await orderAddress(tx, session, "payment");
    if (!paymentAddress?.email) throw userError("Warning: Please enter your payment address and e-mail!", "paymentAddress");
    const shippingAddress = (await orderAddress(tx, session, "shipping")) ?? paymentAddress;
    const shipping = summary.shipping;
    if (!shipping) throw userError("Warning: Shipping method required!", "shippingMethod");
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
      shipping: { title: shipping.title, code: shipping.code },
      payment: { name: payment.name, code: payment.codename },
      status: payment.online ? ORDER_STATUS.awaitingPayment : ORDER_STATUS.pending,
    });

    // Every method empties the cart at confirm (docs/decisions/034-order-placement.md).
    await tx.query(`delete from cart where owner = $1`, [ownerOf(session)]);
    await visit.session.update({ coupon_code: null, checkout: { confirmed: { orderId: id, at: new Date().toISOString() } } }, tx);
    return id;
  });

  const order = await findOrder(visit.db, orderId);
  if (!order) throw new Error(`Order ${orderId} vanished after it was placed`);
  const awaitsCard = order.payment_code === "card" && order.status === ORDER_STATUS.awaitingPayment;
  return { order, paymentUrl: withPayment && awaitsCard ? paymentPagePath(paymentToken(secret, orderId)) : null };
}

/** The stock module's order without payment (ConfirmOptions.missing): stored, nothing else changes. */
async function placeMissingOrder(visit: Visit, money: Money): Promise<OrderRow> {
  const orderId = await visit.db.transaction(async (tx) => {
    const session = await visit.session.lock(tx);
    const summary = await summarizeCart(tx, session);
    if (!summary.lines.length) throw userError("Warning: Your shopping cart is empty!", "cart");
    const paymentAddress = (await orderAddress(tx, session, "payment").catch(() => null)) ?? {};
    const shippingAddress = (await orderAddress(tx, session, "shipping").catch(() => null)) ?? paymentAddress;
    return insertOrder(tx, {
      summary,
      money,
      sessionId: session.id,
      customerId: session.customer_id,
      paymentAddress: paymentAddress as CheckoutAddress,
      shippingAddress: shippingAddress as CheckoutAddress,
      shipping: { title: summary.shipping?.title ?? "", code: summary.shipping?.code ?? "" },
      payment: { name: "", code: "" },
      status: ORDER_STATUS.missing,
    });
  });
  const order = await findOrder(visit.db, orderId);
  if (!order) throw new Error(`Order ${orderId} vanished after it was placed`);
  return order;
}

/** A coupon with a usage limit is recounted under its row lock, so two orders cannot take its last use. */
async function claimCoupon(tx: Queryable, summary: CartSummary): Promise<void> {
  const coupon = summary.coupon?.row;
  if (!coupon || coupon.uses_total <= 0) return;
  await tx.query(`select id from coupon where id = $1 for update`, [coupon.id]);
  const { rows } = await tx.query<{ used: number }>(`select count(*)::int as used from coupon_history where coupon_id = $1`, [coupon.id]);
  if (firstRow(rows).used >= coupon.uses_total) throw userError(couponMessages.usedUp, "coupon");
}

/** Takes the ordered units off stock; a product that no longer has enough fails the whole order. */
async function reserveStock(tx: Queryable, summary: CartSummary): Promise<void> {
  const units = new Map<number, number>();
  for (const line of summary.lines) units.set(line.product.id, (units.get(line.product.id) ?? 0) + line.quantity);
  for (const [productId, quantity] of units) {
    const { rows } = await tx.query<{ id: number }>(
      `update product set quantity = quantity - $2 where id = $1 and quantity >= $2 returning id`,
      [productId, quantity],
    );
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
  shipping: { title: string; code: string };
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
      paymentAddress.firstName ?? "",
      paymentAddress.lastName ?? "",
      paymentAddress.email ?? "",
      paymentAddress.telephone ?? "",
      JSON.stringify(paymentAddress),
      JSON.stringify(shippingAddress),
      order.payment.name,
      order.payment.code,
      order.shipping.title,
      order.shipping.code,
      summary.total,
      money.currency.code,
      money.currency.value,
      order.status,
    ],
  );
  const orderId = firstRow(rows).id;

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
