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
}

export interface ReturnPageData {
  /** False when the store takes no return requests online (no `api/return` routes). */
  offered: boolean;
  reasons: ReturnReason[];
  /** From `?order_id=` (the order history links here with it). */
  orderId: string;
  /** A signed-in customer's name, email and telephone, to start the form with. */
  contact: { firstName: string; lastName: string; email: string; phone: string } | null;
  submitted: boolean;
}

export interface ReturnActionData {
  form: typeof RETURN_FORM;
  result: SubmissionResult<string[]>;
}
