/** Status responses that loaders throw, read back by the error boundaries (see ErrorScreen). */
import { data } from "@remix-run/node";
import { CommerceApiError } from "./api/errors";
import { PAGE_NOT_FOUND_TITLE } from "./error-texts";

export interface ErrorPayload {
  /** The spec's error text (e.g. 'Network Error'), shown as a detail. */
  message: string;
}

export function notFound(message = PAGE_NOT_FOUND_TITLE): never {
  throw data<ErrorPayload>({ message }, { status: 404 });
}

/**
 * For a page that cannot render without the API: an unreachable or failing API becomes a friendly
 * 503 page (never a stack trace); anything else is rethrown for the generic error screen.
 */
export function throwApiFailure(error: unknown): never {
  if (error instanceof CommerceApiError && error.unavailable) {
    throw data<ErrorPayload>({ message: error.message }, { status: 503, headers: { "Retry-After": "30" } });
  }
  throw error;
}
