/**
 * How the account actions answer a failed post (post/redirect/get on success): conform's reply
 * with the typed values kept (never a password), the validation messages, and the store's error
 * text with its markup stripped; 400 for bad input, 503 when the API is away, never a 500.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { fieldOfStoreError, stripMarkup } from "~/lib/forms/form-errors";
import type { RateLimited } from "~/lib/rate-limit.server";

export interface FormActionData {
  result: SubmissionResult<string[]>;
}

/** Fields whose typed value is never sent back to the browser. */
const SECRET_FIELDS = ["password", "confirmPassword"];

/** The form did not pass its schema: 400 with the messages in place. */
export function invalidForm<Extra extends object = object>(submission: Submission<unknown>, extra?: Extra) {
  return data({ ...extra, result: submission.reply({ hideFields: SECRET_FIELDS }) } as Extra & FormActionData, { status: 400 });
}

/** The store refused the form (wrong password, email taken …) or could not be reached. */
export function apiFailure<Extra extends object = object>(submission: Submission<unknown>, error: unknown, extra?: Extra) {
  if (error instanceof CommerceApiError && error.kind === "aborted") throw error;
  const message = error instanceof Error ? stripMarkup(error.message) : "An unexpected error occurred.";
  const status = !(error instanceof CommerceApiError) ? 502 : error.unavailable ? 503 : 400;
  if (status !== 400) logApiError("account form", error);
  const field = status === 400 ? fieldOfStoreError(message, Object.keys(submission.payload)) : null;
  const fieldErrors = field ? { [field]: [message] } : undefined;
  return data(
    { ...extra, result: submission.reply({ formErrors: [message], fieldErrors, hideFields: SECRET_FIELDS }) } as Extra & FormActionData,
    { status },
  );
}

/** Too many attempts: 429 with the wait in the form's alert and the typed values kept. */
export function rateLimited<Extra extends object = object>(submission: Submission<unknown>, limit: RateLimited, extra?: Extra) {
  return data(
    { ...extra, result: submission.reply({ formErrors: [limit.message], hideFields: SECRET_FIELDS }) } as Extra & FormActionData,
    {
      status: 429,
      headers: limit.headers,
    },
  );
}

/**
 * The store answered the form as done but did not do it (a password change it never saved,
 * docs/decisions/290-store-did-what-it-said.md): 409 with `message` in the form's alert.
 */
export function storeDidNotDoIt<Extra extends object = object>(submission: Submission<unknown>, message: string, extra?: Extra) {
  return data({ ...extra, result: submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS }) } as Extra & FormActionData, {
    status: 409,
  });
}
