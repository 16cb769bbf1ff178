/**
 * Placing an order (confirmOrder). The whole placement is one transaction holding the session row
 * lock: a second confirm from the same session waits, then finds the cart empty and the order just
 * placed, and answers that order. A coupon on the session that no longer applies refuses the order
 * (docs/decisions/263-confirm-refuses-a-coupon-gone.md).
 */
import { firstRow, type Queryable } from "@commerce/db/index";
import { findOrder, ORDER_STATUS, type OrderOption, type OrderRow } from "@commerce/domain/account/orders";
import { assertWithinCaps, STOCK_MESSAGE, summarizeCart, type CartSummary, type TotalLine } from "@commerce/domain/cart/cart";
import { couponMessages, findCoupon } from "@commerce/domain/cart/coupon";
import type { Visit } from "@commerce/domain/context";
import { userError } from "@commerce/domain/errors";
import type { Money } from "@commerce/domain/money/money";
import type { CheckoutAddress } from "@commerce/domain/session/checkout-state";
import { ownerOf, type SessionRow } from "@commerce/domain/session/session";
import { checkoutState, orderAddress } from "./checkout";
import { findPayment } from "./methods";
import { paymentPagePath, paymentSecret, paymentToken } from "./payment";
import { expireUnpaidOrders } from "./release";

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
  /** The words the order's total lines are kept in: OpenCart's ("Sub-Total") on its stand-in. */
  totalTitle?: (line: TotalLine) => string;
  /** The customer's note, kept as the order's comment (WooCommerce's `customer_note`). */
  comment?: string;
  /**
   * The customer the order is for, when not the session's: OpenCart's order API places a signed-in
   * customer's order from its own API session, whose cart is not the customer's (commerce/rest/opencart-order-api.ts);
   * WooCommerce's Store API from the cart its Cart-Token names (commerce/http/wc-store-api.ts).
   */
  customerId?: number | null;
}

/** confirmOrder: places the order from the session's cart and checkout state. */
export async function confirmOrder(
  visit: Visit,
  withPayment: boolean,
  { missing = false, totalTitle, comment = "", customerId }: ConfirmOptions = {},
): Promise<PlacedOrder> {
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const [money, secret] = await Promise.all([visit.money(), paymentSecret(visit.db)]);
  // Stock an unpaid card order held past its time is free again before this order takes any.
  await expireUnpaidOrders(visit.db, visit.rules);
  if (missing) return { order: await placeMissingOrder(visit, money, totalTitle), paymentUrl: null };
  const placed = await visit.db.transaction(async (tx) => {
    const session = await visit.session.lock(tx);
    await lockCoupon(tx, session.coupon_code);
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

    // The caps hold for the order too: a cart filled before they were lowered, or restored after a decline.
    assertWithinCaps(
      summary.lines.map((line) => ({ name: line.product.name, quantity: line.quantity })),
      visit.rules,
    );
    const couponGone = await couponRefusal(tx, session, summary);
    if (couponGone) {
      // Committed with the refusal: the cart keeps its lines, its totals now without the coupon.
      await visit.session.update({ coupon_code: null }, tx);
      return { refused: couponGone };
    }
    await reserveStock(tx, summary);
    const id = await insertOrder(tx, {
      summary,
      totalTitle,
      money,
      sessionId: session.id,
      customerId: customerId !== undefined ? customerId : session.customer_id,
      paymentAddress,
      shippingAddress,
      shipping: { title: shipping.title, code: shipping.code },
      payment: { name: payment.name, code: payment.codename },
      status: payment.online ? ORDER_STATUS.awaitingPayment : ORDER_STATUS.pending,
      comment,
    });

    // Every method empties the cart at confirm (docs/decisions/034-order-placement.md).
    await tx.query(`delete from cart where owner = $1`, [ownerOf(session)]);
    await visit.session.update({ coupon_code: null, checkout: { confirmed: { orderId: id, at: new Date().toISOString() } } }, tx);
    return id;
  });
  if (typeof placed !== "number") throw userError(placed.refused, "coupon");
  const orderId = placed;

  const order = await findOrder(visit.db, orderId);
  if (!order) throw new Error(`Order ${orderId} vanished after it was placed`);
  return { order, paymentUrl: withPayment && awaitsCardPayment(order) ? paymentPagePath(paymentToken(secret, orderId)) : null };
}

/** The order holds its units until its card payment is made (or its time ends). */
export const awaitsCardPayment = (order: Pick<OrderRow, "payment_code" | "status">): boolean =>
  order.payment_code === "card" && order.status === ORDER_STATUS.awaitingPayment;

/** The visitor's checkout has chosen a payment taken online (a card): its order would hold stock unpaid. */
export async function choosesCardPayment(visit: Pick<Visit, "session">): Promise<boolean> {
  return findPayment(checkoutState(await visit.session.get()).paymentMethod)?.online === true;
}

/** The stock module's order without payment (ConfirmOptions.missing): stored, nothing else changes. */
async function placeMissingOrder(visit: Visit, money: Money, totalTitle?: (line: TotalLine) => string): Promise<OrderRow> {
  const orderId = await visit.db.transaction(async (tx) => {
    const session = await visit.session.lock(tx);
    const summary = await summarizeCart(tx, session);
    if (!summary.lines.length) throw userError("Warning: Your shopping cart is empty!", "cart");
    const paymentAddress = (await orderAddress(tx, session, "payment").catch(() => null)) ?? {};
    const shippingAddress = (await orderAddress(tx, session, "shipping").catch(() => null)) ?? paymentAddress;
    return insertOrder(tx, {
      summary,
      totalTitle,
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

/**
 * A coupon with a usage limit is locked before the cart is summed up: parallel orders with it queue
 * here, and each counts its uses after the one before has committed (PostgreSQL reads committed rows
 * statement by statement; PGlite runs one transaction at a time).
 */
async function lockCoupon(tx: Queryable, code: string | null): Promise<void> {
  if (code?.trim()) await tx.query(`select id from coupon where lower(code) = lower($1) and uses_total > 0 for update`, [code.trim()]);
}

/**
 * The session's coupon no longer applies (used up by a parallel order, expired, below its minimum…):
 * the order is refused rather than placed at a total the shopper was not shown. Used up in OpenCart's
 * words (the shopper saw it applied, decision 231), else its one refusal.
 */
async function couponRefusal(tx: Queryable, session: SessionRow, summary: CartSummary): Promise<string | null> {
  if (!session.coupon_code?.trim() || summary.coupon) return null;
  const coupon = await findCoupon(tx, session.coupon_code);
  return coupon && coupon.uses_total > 0 && coupon.used >= coupon.uses_total ? couponMessages.usedUp : couponMessages.invalid;
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
  totalTitle?: (line: TotalLine) => string;
  money: Money;
  sessionId: string;
  customerId: number | null;
  paymentAddress: CheckoutAddress;
  shippingAddress: CheckoutAddress;
  shipping: { title: string; code: string };
  payment: { name: string; code: string };
  status: string;
  comment?: string;
}

async function insertOrder(tx: Queryable, order: NewOrder): Promise<number> {
  const { summary, money, paymentAddress, shippingAddress } = order;
  const { rows } = await tx.query<{ id: number }>(
    `insert into "order" (session_id, customer_id, firstname, lastname, email, telephone, payment_address, shipping_address,
                          payment_method, payment_code, shipping_method, shipping_code, total, currency_code, currency_value, status, comment)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
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
      order.comment ?? "",
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
      `insert into order_product (order_id, product_id, name, model, quantity, price, total, options, cart_options, cart_options_key)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        orderId,
        line.product.id,
        line.product.name,
        line.product.model,
        line.quantity,
        line.unitPrice,
        line.lineTotal,
        JSON.stringify(options),
        JSON.stringify(line.options),
        line.optionsKey,
      ],
    );
  }
  for (const total of summary.totals) {
    await tx.query(`insert into order_total (order_id, code, title, value, sort_order) values ($1, $2, $3, $4, $5)`, [
      orderId,
      total.code,
      order.totalTitle?.(total) ?? total.title,
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
