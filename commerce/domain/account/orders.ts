/**
 * Orders as they are read back: confirmOrder's answer and the customer's order history (the
 * store's extensions), each with its product lines and total lines.
 */
import { firstRow, type Queryable } from "@commerce/db/index";
import { limitOffset, toPage, type Page, type PageRequest } from "@commerce/domain/paging";
import type { SessionRow } from "@commerce/domain/session/session";

export const ORDER_STATUS = {
  pending: "pending",
  awaitingPayment: "awaiting_payment",
  processing: "processing",
  /** Set by the store when the parcel leaves (the operator's port, docs/decisions/341-order-status-by-the-operator.md); returns may start. */
  shipped: "shipped",
  complete: "complete",
  /** A card order whose payment was declined or cancelled: its stock went back (docs/decisions/262). */
  canceled: "canceled",
  /** A card order not paid within ORDER_PAYMENT_TIMEOUT_MINUTES: its stock went back (docs/decisions/262). */
  expired: "expired",
  /**
   * OpenCart's order_status_id 0, a "missing order": placed by the stock module's confirmOrder
   * without a payment method, never shown in the order history (docs/decisions/220-stock-profile-as-recorded.md).
   */
  missing: "missing",
} as const;

const STATUS_NAMES: Record<string, string> = {
  pending: "Pending",
  awaiting_payment: "Awaiting payment",
  processing: "Processing",
  shipped: "Shipped",
  complete: "Complete",
  canceled: "Canceled",
  expired: "Expired",
};

/** The status as the shopper reads it. */
export function statusName(status: string): string {
  return STATUS_NAMES[status] ?? status;
}

/** An order's head; amounts are cast to float8 by ORDER_COLUMNS and are in the base currency. */
export interface OrderRow {
  id: number;
  status: string;
  created_at: Date;
  total: number;
  email: string;
  payment_method: string;
  payment_code: string;
  shipping_method: string;
  currency_code: string;
  currency_value: number;
}

const ORDER_COLUMNS = `o.id, o.status, o.created_at, o.total::float8 as total, o.email, o.payment_method, o.payment_code,
  o.shipping_method, o.currency_code, o.currency_value::float8 as currency_value`;

/** One chosen option of an ordered product, as order_product.options keeps it. */
export interface OrderOption {
  product_option_id: number;
  product_option_value_id: number | null;
  name: string;
  type: string;
  value: string;
  price: number;
}

export interface OrderProductRow {
  order_id: number;
  product_id: number;
  name: string;
  model: string;
  quantity: number;
  price: number;
  total: number;
  options: OrderOption[] | null;
}

export interface OrderTotalRow {
  order_id: number;
  code: string;
  title: string;
  value: number;
  sort_order: number;
}

export interface OrderDetails {
  order: OrderRow;
  products: OrderProductRow[];
  totals: OrderTotalRow[];
}

export async function findOrder(db: Queryable, orderId: number): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from "order" o where o.id = $1`, [orderId]);
  return rows[0] ?? null;
}

/** Orders with their lines and totals (two queries for any number of orders). */
export async function loadOrderDetails(db: Queryable, orders: readonly OrderRow[]): Promise<OrderDetails[]> {
  if (!orders.length) return [];
  const ids = orders.map((order) => order.id);
  const [products, totals] = await Promise.all([
    db.query<OrderProductRow>(
      `select order_id, product_id, name, model, quantity, price::float8 as price, total::float8 as total, options
         from order_product where order_id = any($1::int[]) order by id`,
      [ids],
    ),
    db.query<OrderTotalRow>(
      `select order_id, code, title, value::float8 as value, sort_order from order_total where order_id = any($1::int[]) order by sort_order, id`,
      [ids],
    ),
  ]);
  return orders.map((order) => ({
    order,
    products: products.rows.filter((row) => row.order_id === order.id),
    totals: totals.rows.filter((row) => row.order_id === order.id),
  }));
}

/** A customer's orders, newest first, one page of them. */
export async function customerOrders(db: Queryable, customerId: number, request: PageRequest): Promise<Page<OrderDetails>> {
  const { limit, offset } = limitOffset(request);
  const [{ rows }, { rows: counts }] = await Promise.all([
    db.query<OrderRow>(
      `select ${ORDER_COLUMNS} from "order" o where o.customer_id = $1 and o.status <> 'missing' order by o.created_at desc, o.id desc limit $2 offset $3`,
      [customerId, limit, offset],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from "order" where customer_id = $1 and status <> 'missing'`, [customerId]),
  ]);
  return toPage(await loadOrderDetails(db, rows), firstRow(counts).count, request);
}

/** One of the customer's orders; null for another customer's or an unknown id. */
export async function customerOrder(db: Queryable, customerId: number, orderId: number): Promise<OrderDetails | null> {
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from "order" o where o.id = $1 and o.customer_id = $2 and o.status <> 'missing'`,
    [orderId, customerId],
  );
  return (await loadOrderDetails(db, rows))[0] ?? null;
}

/**
 * The guest order this session's last confirm placed, as OpenCart's checkout/success reads the
 * session's order_id: the order placed page shows a guest what they ordered. Null for any other
 * order, and for a customer's (the customer reads theirs with customerOrder).
 */
export async function guestOrderOfSession(
  db: Queryable,
  session: Pick<SessionRow, "id" | "checkout">,
  orderId: number,
): Promise<OrderDetails | null> {
  if (session.checkout?.confirmed?.orderId !== orderId) return null;
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from "order" o where o.id = $1 and o.session_id = $2 and o.customer_id is null and o.status <> 'missing'`,
    [orderId, session.id],
  );
  return (await loadOrderDetails(db, rows))[0] ?? null;
}

/** The steps the store marks by hand once an order is paid or placed: it left, and it arrived. */
const FULFILMENT_STEPS: Record<string, readonly string[]> = {
  [ORDER_STATUS.shipped]: [ORDER_STATUS.pending, ORDER_STATUS.processing],
  [ORDER_STATUS.complete]: [ORDER_STATUS.pending, ORDER_STATUS.processing, ORDER_STATUS.shipped],
};

/**
 * Marks an order shipped or complete (the operator's port, docs/decisions/341-order-status-by-the-operator.md):
 * the embedded API has no back office, and returns wait for a shipped order. Refused from any other
 * status (an unpaid, canceled or expired order never ships).
 */
export async function markOrder(db: Queryable, orderId: number, status: string): Promise<"marked" | "unknown order" | "refused"> {
  const from = FULFILMENT_STEPS[status];
  if (!from) return "refused";
  const { rows } = await db.query<{ status: string }>(`select status from "order" where id = $1`, [orderId]);
  if (!rows[0]) return "unknown order";
  const { rows: updated } = await db.query(
    `update "order" set status = $2, updated_at = now() where id = $1 and status = any($3::text[]) returning id`,
    [orderId, status, from],
  );
  return updated.length ? "marked" : "refused";
}
