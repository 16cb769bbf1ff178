/**
 * Product returns: the reasons offered on the form, and the request itself, validated with the
 * product's return form rules and stored for the store to handle.
 */
import { firstRow, type Queryable } from "@commerce/db/index";
import { fieldErrors, formMessages, trimFields, type TextRule } from "@commerce/domain/form-rules";

/** The form's fields (spec names), each also accepted under OpenCart's snake_case name. */
const returnFields = {
  firstName: "firstname",
  lastName: "lastname",
  email: "email",
  phone: "telephone",
  orderId: "order_id",
  reason: "return_reason_id",
  product: "product",
  comment: "comment",
} as const;

type ReturnField = keyof typeof returnFields;

/** All required (docs/product/accounts.md); upper bounds as OpenCart's return form, so nothing oversized is stored. */
const returnRules: Record<Exclude<ReturnField, "reason">, TextRule> = {
  firstName: { required: true, max: 32 },
  lastName: { required: true, max: 32 },
  email: { required: true, email: true, max: 96 },
  phone: { required: true, max: 32 },
  orderId: { required: true, max: 32 },
  product: { max: 255 },
  comment: { max: 3000 },
};

function readReturn(body: Record<string, unknown>): Record<ReturnField, string> {
  const merged: Record<string, unknown> = {};
  for (const [field, openCartName] of Object.entries(returnFields)) merged[field] = body[field] ?? body[openCartName];
  return trimFields(merged, Object.keys(returnFields) as ReturnField[]);
}

export interface ReturnReason {
  id: number;
  name: string;
}

export async function loadReturnReasons(db: Queryable): Promise<ReturnReason[]> {
  return (await db.query<ReturnReason>(`select id, name from return_reason order by sort_order, id`)).rows;
}

/** Either the stored request's id, or every field's first message. */
export type ReturnResult = { returnId: number } | { errors: Partial<Record<ReturnField, string>> };

/** Validates a return request (spec field names, or OpenCart's) and stores it. */
export async function requestReturn(db: Queryable, body: Record<string, unknown>): Promise<ReturnResult> {
  const values = readReturn(body);
  const errors: Partial<Record<ReturnField, string>> = fieldErrors(values, returnRules);
  const reasonId = /^\d{1,9}$/.test(values.reason) ? Number(values.reason) : null;
  const { rows: reasons } = reasonId
    ? await db.query<{ id: number }>(`select id from return_reason where id = $1`, [reasonId])
    : { rows: [] };
  if (!reasons.length) errors.reason = formMessages.returnReason;
  if (Object.keys(errors).length) return { errors };

  const { rows } = await db.query<{ id: number }>(
    `insert into return_request (order_id, firstname, lastname, email, telephone, return_reason_id, product, comment)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [values.orderId, values.firstName, values.lastName, values.email, values.phone, reasonId, values.product, values.comment],
  );
  return { returnId: firstRow(rows).id };
}
