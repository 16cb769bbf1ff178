/**
 * Product returns on the store's index endpoint: the reasons offered on the form (with whether
 * each asks for details), and the request itself (validated, checked against its order and stored
 * by domain/account/returns).
 */
import { currentCustomer } from "@commerce/domain/account/customers";
import { loadReturnReasons, requestReturn } from "@commerce/domain/account/returns";
import { json, type RestRoutes } from "./types";

const SUCCESS = "Thank you for submitting your return request. Your request has been sent to the relevant department for processing.";
const INVALID = "Please fill out all required fields correctly.";

export const returnsRoutes: RestRoutes = {
  "api/return/listReturnReasons": {
    GET: async (_input, { db }) =>
      (await loadReturnReasons(db)).map(({ name, id, needs_details }) => ({
        name,
        return_reason_id: String(id),
        details_required: needs_details,
      })),
  },

  "api/return": {
    POST: async ({ body }, context) => {
      await context.limits.count("return", context.client);
      const customer = await currentCustomer(context);
      const result = await requestReturn(context.db, body, customer?.id ?? null);
      if ("errors" in result) return json({ error: result.message ?? INVALID, errors: result.errors }, result.status);
      return { success: SUCCESS, return_id: String(result.returnId) };
    },
  },
};
