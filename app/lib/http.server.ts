/** Status responses that loaders throw, read back by the error boundaries (see ErrorScreen). */
import { data, type HeadersArgs } from "@remix-run/node";
import { CommerceApiError, STORE_ERROR } from "./api/errors";
import { PAGE_NOT_FOUND_TITLE } from "./error-texts";

export interface ErrorPayload {
  /** The product's error text (e.g. 'Network Error'), shown as a detail. */
  message: string;
}

export function notFound(message = PAGE_NOT_FOUND_TITLE): never {
  throw data<ErrorPayload>({ message }, { status: 404 });
}

/**
 * For a page that cannot render without the API: an unreachable or failing API becomes a friendly
 * 503 page (never a stack trace); the store refusing what the address asked for (a GraphQL error a
 * shopper may read) a 400 page with its message (docs/decisions/230-refused-input-is-a-4xx.md);
 * anything else is rethrown for the generic error screen.
 */
export function throwApiFailure(error: unknown): never {
  if (error instanceof CommerceApiError && error.unavailable) {
    throw data<ErrorPayload>({ message: error.message }, { status: 503, headers: { "Retry-After": String(API_RETRY_AFTER_SECONDS) } });
  }
  if (error instanceof CommerceApiError && error.kind === "graphql" && error.message !== STORE_ERROR) {
    throw data<ErrorPayload>({ message: error.message }, { status: 400 });
  }
  throw error;
}

/** A status answer a loader threw (`data(…, { status })`, e.g. throwApiFailure's 503): passed on, never logged as a failure of its own. */
export function isThrownStatus(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit")
  );
}

/** When to come back after the store failed (503). */
export const API_RETRY_AFTER_SECONDS = 30;

/**
 * A route's `headers`: Remix passes an action's or a loader's headers on only through this export,
 * and the Retry-After of a 429 (rate limits) or a 503 (the store failing) must reach the browser.
 */
export const passRetryAfter = ({ actionHeaders, errorHeaders, loaderHeaders, parentHeaders }: HeadersArgs): Headers => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
