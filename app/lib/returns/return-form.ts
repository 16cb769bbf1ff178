/** What the return page's loader, action and form agree on (client-safe). */
import type { SubmissionResult } from "@conform-to/react";

/** The spec names no route for the return form (docs/decisions/082). */
export const RETURN_PATH = "/account/return";
export const RETURN_FORM = "return";
/** After a successful request the form comes back empty, with the success message. */
export const SUBMITTED_PARAM = "submitted";

export interface ReturnReason {
  id: string;
  name: string;
  /** The request must say more in its details (the store's `details_required`, docs/decisions/340). */
  detailsRequired: boolean;
}

/** An item of the order the form was reached from, offered in a select. */
export interface ReturnItem {
  productId: string;
  name: string;
}

export interface ReturnPageData {
  /** False when the store takes no return requests online (no `api/return` routes). */
  offered: boolean;
  reasons: ReturnReason[];
  /** From `?order_id=` (the order history links here with it). */
  orderId: string;
  /** That order's items when the store reads the order back to this shopper; null: the form asks for the product's name. */
  items: ReturnItem[] | null;
  /** A signed-in customer's name, email and telephone, to start the form with. */
  contact: { firstName: string; lastName: string; email: string; phone: string } | null;
  submitted: boolean;
}

export interface ReturnActionData {
  form: typeof RETURN_FORM;
  result: SubmissionResult<string[]>;
}
