/**
 * When the store refuses a form or cannot be reached, the shopper hears it twice, as docs/product asks:
 * an error notification (flashed, so it also shows after a plain post) and the form's alert (the
 * message with markup stripped). 400 for a refusal, 503 when the store is away; a request the
 * shopper abandoned is not answered at all.
 */
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { UNEXPECTED_ERROR } from "~/lib/error-texts";
import type { Shopper } from "~/lib/shopper.server";
import { stripMarkup } from "./form-errors";

export function formFailure(shopper: Shopper, error: unknown, what: string): { message: string; status: 400 | 503 } {
  if (error instanceof CommerceApiError && error.kind === "aborted") throw error;
  const unavailable = !(error instanceof CommerceApiError) || error.unavailable;
  if (unavailable) logApiError(what, error);
  const message = (error instanceof Error && stripMarkup(error.message)) || UNEXPECTED_ERROR;
  shopper.flashToast({ kind: "error", message });
  return { message, status: unavailable ? 503 : 400 };
}
