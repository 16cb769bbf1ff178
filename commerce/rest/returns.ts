/**
 * Product returns on the store's index endpoint: the reasons offered on the form, and the request
 * itself, validated with the spec's return form rules and stored for the store to handle.
 */
import { fieldErrors, formMessages, trimFields, type TextRule } from "@commerce/graphql/lib/form-rules";
import { json, type RestRoutes } from "./types";

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

/** All required (spec); upper bounds as OpenCart's return form, so nothing oversized is stored. */
const returnRules: Record<Exclude<ReturnField, "reason">, TextRule> = {
  firstName: { required: true, max: 32 },
  lastName: { required: true, max: 32 },
  email: { required: true, email: true, max: 96 },
  phone: { required: true, max: 32 },
  orderId: { required: true, max: 32 },
  product: { max: 255 },
  comment: { max: 3000 },
};

const SUCCESS = "Thank you for submitting your return request. Your request has been sent to the relevant department for processing.";
const INVALID = "Please fill out all required fields correctly.";

function readReturn(body: Record<string, unknown>): Record<ReturnField, string> {
  const merged: Record<string, unknown> = {};
  for (const [field, openCartName] of Object.entries(returnFields)) merged[field] = body[field] ?? body[openCartName];
  return trimFields(merged, Object.keys(returnFields) as ReturnField[]);
}

export const returnsRoutes: RestRoutes = {
  "api/return/listReturnReasons": {
    GET: async (_input, { db }) => {
      const { rows } = await db.query<{ name: string; return_reason_id: number }>(
        `select name, id as return_reason_id from return_reason order by sort_order, id`,
      );
      return rows.map(({ name, return_reason_id }) => ({ name, return_reason_id: String(return_reason_id) }));
    },
  },

  "api/return": {
    POST: async ({ body }, { db }) => {
      const values = readReturn(body);
      const errors: Partial<Record<ReturnField, string>> = fieldErrors(values, returnRules);
      const reasonId = /^\d{1,9}$/.test(values.reason) ? Number(values.reason) : null;
      const reason = reasonId ? (await db.query(`select id from return_reason where id = $1`, [reasonId])).rows[0] : undefined;
      if (!reason) errors.reason = formMessages.returnReason;
      if (Object.keys(errors).length) return json({ error: INVALID, errors }, 400);

      const { rows } = await db.query<{ id: number }>(
        `insert into return_request (order_id, firstname, lastname, email, telephone, return_reason_id, product, comment)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [values.orderId, values.firstName, values.lastName, values.email, values.phone, reasonId, values.product, values.comment],
      );
      return { success: SUCCESS, return_id: String(rows[0].id) };
    },
  },
};
