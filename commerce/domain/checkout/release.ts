/**
 * Stock held by unpaid card orders goes back (docs/decisions/262-unpaid-orders-release-stock.md).
 * confirmOrder takes a card order's units off stock while it waits for its payment; a declined or
 * cancelled payment, or none within ORDER_PAYMENT_TIMEOUT_MINUTES, ends the order (Canceled,
 * Expired), puts its units back, frees its coupon use and writes a history line saying why.
 * Orders paid, or placed with an offline method, keep their stock.
 *
 * One transaction per release, opened by taking the orders out of `awaiting_payment` with one
 * UPDATE: a second process (or a second request) releasing the same order waits on its row lock,
 * then finds it no longer awaiting payment and releases nothing. No cron: the API's process sweeps
 * every minute, and every cart change, order placement and payment page sweeps first.
 */
import type { Database, Queryable } from "@commerce/db/index";
import { ORDER_STATUS } from "@commerce/domain/account/orders";
import type { OrderRules } from "@commerce/domain/context";
import { ownerOf } from "@commerce/domain/session/session";

export const DEFAULT_ORDER_RULES: OrderRules = {
  /** Short, so holding stock in unpaid orders costs an address more than it takes (decision 275). */
  paymentTimeoutMinutes: 15,
  cartMaxLineQuantity: 10,
  cartMaxQuantity: 30,
};

/** Why an order let its stock go: its history line. */
export const RELEASE_COMMENTS = {
  declined: "The card payment was declined: the order is cancelled and its products are back in stock.",
  canceled: "The card payment was cancelled: the order is cancelled and its products are back in stock.",
  expired: (minutes: number) => `The order was not paid within ${minutes} minutes: it has expired and its products are back in stock.`,
} as const;

export type ReleaseReason = "declined" | "canceled";

interface Released {
  id: number;
  session_id: string;
  customer_id: number | null;
}

/** When a card order placed at `now` must be paid by, as the cut-off for orders placed earlier. */
function cutoff(rules: Pick<OrderRules, "paymentTimeoutMinutes">, now: Date): Date {
  return new Date(now.getTime() - rules.paymentTimeoutMinutes * 60_000);
}

/** Puts the released orders' units back and frees their coupon uses (inside the releasing transaction). */
async function restock(tx: Queryable, orderIds: number[]): Promise<void> {
  await tx.query(
    `update product p set quantity = p.quantity + u.quantity
       from (select product_id, sum(quantity)::int as quantity from order_product where order_id = any($1::int[]) group by product_id) u
      where p.id = u.product_id`,
    [orderIds],
  );
  await tx.query(`delete from coupon_history where order_id = any($1::int[])`, [orderIds]);
}

/**
 * Ends every card order still awaiting payment that was placed before the payment time ran out:
 * Expired, units back in stock. Answers the ids it released (none when another process got there first).
 */
export async function expireUnpaidOrders(
  db: Database,
  rules: Pick<OrderRules, "paymentTimeoutMinutes">,
  now = new Date(),
): Promise<number[]> {
  const before = cutoff(rules, now);
  // The usual answer, none, in one statement on the partial index and no transaction.
  const { rows: due } = await db.query<{ due: boolean }>(
    `select exists (select 1 from "order" where status = $1 and created_at < $2) as due`,
    [ORDER_STATUS.awaitingPayment, before],
  );
  if (!due[0]?.due) return [];
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Released>(
      `update "order" set status = $1, updated_at = now() where status = $2 and created_at < $3 returning id, session_id, customer_id`,
      [ORDER_STATUS.expired, ORDER_STATUS.awaitingPayment, before],
    );
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    await restock(tx, ids);
    await tx.query(`insert into order_history (order_id, status, comment) select unnest($1::int[]), $2, $3`, [
      ids,
      ORDER_STATUS.expired,
      RELEASE_COMMENTS.expired(rules.paymentTimeoutMinutes),
    ]);
    return ids;
  });
}

/**
 * A declined or cancelled card payment: the order is Canceled, its units go back to stock and its
 * lines back into the cart of whoever placed it, so they can check out again with another card.
 * True when this call released it; false when it was paid, released already, or no such order.
 */
export async function cancelUnpaidOrder(db: Database, orderId: number, reason: ReleaseReason): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Released>(
      `update "order" set status = $2, updated_at = now() where id = $1 and status = $3 returning id, session_id, customer_id`,
      [orderId, ORDER_STATUS.canceled, ORDER_STATUS.awaitingPayment],
    );
    const order = rows[0];
    if (!order) return false;
    await restock(tx, [order.id]);
    await tx.query(`insert into order_history (order_id, status, comment) values ($1, $2, $3)`, [
      order.id,
      ORDER_STATUS.canceled,
      RELEASE_COMMENTS[reason],
    ]);
    // The cart's owner as at confirmOrder. A line the cart holds again meanwhile is left as it is;
    // lines of orders placed before migration 012 have no cart options.
    const owner = ownerOf({ id: order.session_id, customer_id: order.customer_id });
    await tx.query(
      `insert into cart (owner, product_id, options, options_key, quantity)
       select $2, product_id, cart_options, cart_options_key, quantity from order_product
        where order_id = $1 and cart_options is not null and exists (select 1 from product p where p.id = product_id)
       order by id
       on conflict (owner, product_id, options_key) do nothing`,
      [order.id, owner],
    );
    return true;
  });
}

/** Sweeps now and then every minute; the timer never keeps the process alive. `stop` waits for a run under way. */
export function startPaymentExpiry(db: Database, rules: Pick<OrderRules, "paymentTimeoutMinutes">): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = expireUnpaidOrders(db, rules).catch((error: unknown) => console.error("Expiry of unpaid card orders failed:", error));
  };
  run();
  const timer = setInterval(run, 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
