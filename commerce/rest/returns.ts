/**
 * Product returns on the store's index endpoint: the reasons offered on the form, and the request
 * itself (validated and stored by domain/account/returns).
 */
import { loadReturnReasons, requestReturn } from "@commerce/domain/account/returns";
import { json, type RestRoutes } from "./types";

const SUCCESS = "Thank you for submitting your return request. Your request has been sent to the relevant department for processing.";
const INVALID = "Please fill out all required fields correctly.";

export const returnsRoutes: RestRoutes = {
  "api/return/listReturnReasons": {
    GET: async (_input, { db }) => (await loadReturnReasons(db)).map(({ name, id }) => ({ name, return_reason_id: String(id) })),
  },

  "api/return": {
    POST: async ({ body }, { db, limits, client }) => {
      await limits.count("return", client);
      const result = await requestReturn(db, body);
      if ("errors" in result) return json({ error: INVALID, errors: result.errors }, 400);
      return { success: SUCCESS, return_id: String(result.returnId) };
    },
  },
};
