/**
 * Product returns: the reasons offered on the form, and the request itself, validated with the
 * product's return form rules, checked against the order it names, and stored for the store to
 * handle (docs/product/content-and-forms.md#returns, docs/decisions/340-return-request-checks.md).
 */
import { firstRow, type Queryable } from "@commerce/db/index";
import { ORDER_STATUS } from "@commerce/domain/account/orders";
import { fieldErrors, formMessages, trimFields, type TextRule } from "@commerce/domain/form-rules";

/** The form's fields (spec names), each also accepted under OpenCart's snake_case name. */
const returnFields = {
  firstName: "firstname",
  lastName: "lastname",
  email: "email",
  phone: "telephone",
  orderId: "order_id",
  reason: "return_reason_id",
  productId: "product_id",
  product: "product",
  details: "comment",
} as const;

type ReturnField = keyof typeof returnFields;

/** All required (docs/product/accounts.md); upper bounds as OpenCart's return form, so nothing oversized is stored. */
const returnRules: Record<Exclude<ReturnField, "reason" | "productId">, TextRule> = {
  firstName: { required: true, max: 32 },
  lastName: { required: true, max: 32 },
  email: { required: true, email: true, max: 96 },
  phone: { required: true, max: 32 },
  orderId: { required: true, max: 32 },
  product: { max: 255 },
  details: { max: 3000 },
};

/** The store's words for a request it refuses (docs/product/content-and-forms.md#returns). */
export const returnMessages = {
  /** Neither says whether the order exists: a wrong number, someone else's order and a wrong e-mail read the same. */
  orderNotFound: "We could not find an order with that number and e-mail address.",
  notReturnable: "This order cannot be returned yet: only orders that have been shipped can be returned.",
  detailsRequired: "Please tell us more about the reason.",
  productRequired: "Please choose the item you are sending back.",
  productNotInOrder: "That item is not part of this order.",
  alreadyRequested: (id: number) => `A return for this item is already open (reference R${id}).`,
};

/**
 * Orders that may be returned: shipped or complete. Pending, awaiting payment and processing orders
 * have not left the shop (a cancellation, not a return); canceled and expired ones were never sent.
 */
export const RETURNABLE_ORDER_STATUSES: readonly string[] = [ORDER_STATUS.shipped, ORDER_STATUS.complete];

/** A return request's statuses as OpenCart names them; every one but `complete` is open. */
const RETURN_STATUS_NAMES: Record<string, string> = {
  pending: "Pending",
  awaiting_products: "Awaiting Products",
  complete: "Complete",
};

export const returnStatusName = (status: string) => RETURN_STATUS_NAMES[status] ?? status;

function readReturn(body: Record<string, unknown>): Record<ReturnField, string> {
  const merged: Record<string, unknown> = {};
  for (const [field, openCartName] of Object.entries(returnFields)) merged[field] = body[field] ?? body[openCartName];
  return trimFields(merged, Object.keys(returnFields) as ReturnField[]);
}

export interface ReturnReason {
  id: number;
  name: string;
  needs_details: boolean;
}

export async function loadReturnReasons(db: Queryable): Promise<ReturnReason[]> {
  return (await db.query<ReturnReason>(`select id, name, needs_details from return_reason order by sort_order, id`)).rows;
}

/** Either the stored request's id, or every field's first message with the answer's status (400, or 409 for the order's state). */
export type ReturnResult = { returnId: number } | { errors: Partial<Record<ReturnField, string>>; status: 400 | 409; message?: string };

interface ReturnOrder {
  id: number;
  status: string;
  email: string;
  customer_id: number | null;
}

/**
 * The order the request names, when the requester may return from it: a signed-in customer's own
 * order, or, for a guest, an order placed with the e-mail they typed (docs/decisions/340).
 */
async function findOwnOrder(db: Queryable, orderId: string, email: string, customerId: number | null): Promise<ReturnOrder | null> {
  if (!/^\d{1,9}$/.test(orderId)) return null;
  const { rows } = await db.query<ReturnOrder>(`select id, status, email, customer_id from "order" where id = $1 and status <> $2`, [
    Number(orderId),
    ORDER_STATUS.missing,
  ]);
  const order = rows[0];
  if (!order) return null;
  if (customerId != null) return order.customer_id === customerId ? order : null;
  return order.email.trim().toLowerCase() === email.toLowerCase() ? order : null;
}

/** The order's line the request names: by product id, else by its name; the only line when it names none. */
async function findItem(
  db: Queryable,
  orderId: number,
  values: Record<ReturnField, string>,
): Promise<{ product_id: number; name: string } | { error: string }> {
  const { rows: lines } = await db.query<{ product_id: number; name: string }>(
    `select distinct on (product_id) product_id, name from order_product where order_id = $1 order by product_id, id`,
    [orderId],
  );
  if (values.productId) {
    const line = lines.find((row) => String(row.product_id) === values.productId);
    return line ?? { error: returnMessages.productNotInOrder };
  }
  if (values.product) {
    const wanted = values.product.toLowerCase();
    const line = lines.find((row) => row.name.trim().toLowerCase() === wanted);
    return line ?? { error: returnMessages.productNotInOrder };
  }
  return lines.length === 1 ? lines[0]! : { error: returnMessages.productRequired };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";

async function openRequestFor(db: Queryable, orderId: number, productId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `select id from return_request where order_id = $1 and product_id = $2 and status <> 'complete' order by id limit 1`,
    [String(orderId), productId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Validates a return request (spec field names, or OpenCart's), checks the order it names (the
 * requester's, shipped, the item in it and not already on its way back) and stores it.
 */
export async function requestReturn(db: Queryable, body: Record<string, unknown>, customerId: number | null): Promise<ReturnResult> {
  const values = readReturn(body);
  const errors: Partial<Record<ReturnField, string>> = fieldErrors(values, returnRules);
  const reasonId = /^\d{1,9}$/.test(values.reason) ? Number(values.reason) : null;
  const { rows: reasons } = reasonId
    ? await db.query<{ id: number; needs_details: boolean }>(`select id, needs_details from return_reason where id = $1`, [reasonId])
    : { rows: [] };
  const reason = reasons[0];
  if (!reason) errors.reason = formMessages.returnReason;
  else if (reason.needs_details && !values.details) errors.details = returnMessages.detailsRequired;
  if (Object.keys(errors).length) return { errors, status: 400 };

  const order = await findOwnOrder(db, values.orderId, values.email, customerId);
  if (!order) return { errors: { orderId: returnMessages.orderNotFound }, status: 400, message: returnMessages.orderNotFound };
  if (!RETURNABLE_ORDER_STATUSES.includes(order.status))
    return { errors: { orderId: returnMessages.notReturnable }, status: 409, message: returnMessages.notReturnable };
  const item = await findItem(db, order.id, values);
  if ("error" in item) return { errors: { product: item.error }, status: 400 };

  const refuseRepeat = (id: number): ReturnResult => {
    const message = returnMessages.alreadyRequested(id);
    return { errors: { product: message }, status: 409, message };
  };
  const open = await openRequestFor(db, order.id, item.product_id);
  if (open) return refuseRepeat(open);
  try {
    const { rows } = await db.query<{ id: number }>(
      `insert into return_request (order_id, firstname, lastname, email, telephone, return_reason_id, product_id, product, comment, customer_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        String(order.id),
        values.firstName,
        values.lastName,
        values.email,
        values.phone,
        reason!.id,
        item.product_id,
        item.name,
        values.details,
        customerId,
      ],
    );
    return { returnId: firstRow(rows).id };
  } catch (error) {
    // Two posts raced past the check: the index keeps one.
    if (!isUniqueViolation(error)) throw error;
    const raced = await openRequestFor(db, order.id, item.product_id);
    if (raced) return refuseRepeat(raced);
    throw error;
  }
}

/** A return request as the order history shows it. */
export interface OrderReturnRow {
  id: number;
  /** Text, as the form's order id was stored before requests were checked. */
  order_id: string;
  product_id: number | null;
  product: string;
  status: string;
  created_at: Date;
}

/** The return requests of these orders, oldest first. */
export async function returnsOfOrders(db: Queryable, orderIds: readonly number[]): Promise<OrderReturnRow[]> {
  if (!orderIds.length) return [];
  const { rows } = await db.query<OrderReturnRow>(
    `select id, order_id, product_id, product, status, created_at from return_request
      where order_id = any($1::text[]) order by id`,
    [orderIds.map(String)],
  );
  return rows;
}
