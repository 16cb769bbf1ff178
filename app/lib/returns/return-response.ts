/**
 * How the return form reads the store's answer to `POST api/return` (docs/product/content-and-forms.md#returns).
 * Pure, so every case is unit-tested:
 * - a status outside 2xx: 'Error {status}: {server error or body}', plus the store's per-field
 *   messages when it sends them (`errors: {field: message}`);
 * - 204, or an empty 200: success ('No content returned');
 * - JSON: empty (null, false, "") → 'Submission failed. Empty or invalid response from server.';
 *   an `error` in it → that message; `success: false` → 'An error occurred during submission.';
 *   otherwise success;
 * - anything else: success for 200, else 'Expected JSON but received non-JSON response'.
 */
import { UNEXPECTED_ERROR } from "~/lib/error-texts";
import { stripMarkup } from "~/lib/forms/form-errors";

export const RETURN_SUCCESS = "Form submitted successfully!";
export const NO_CONTENT = "No content returned";
export const EMPTY_RESPONSE = "Submission failed. Empty or invalid response from server.";
export const NOT_JSON = "Expected JSON but received non-JSON response";
export const SUBMISSION_ERROR = "An error occurred during submission.";

export interface RawReturnResponse {
  status: number;
  statusText?: string;
  contentType: string | null;
  body: string;
}

export type ReturnOutcome =
  | { ok: true; message: typeof RETURN_SUCCESS; detail: string | null; returnId: string | null }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

const isJson = (contentType: string | null) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType?.trim() ?? "");

function parse(body: string): { parsed: true; value: unknown } | { parsed: false } {
  try {
    return { parsed: true, value: JSON.parse(body) };
  } catch {
    return { parsed: false };
  }
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The store's text as the shopper reads it: markup stripped, as the account forms do. */
const text = (value: unknown) => (typeof value === "string" && stripMarkup(value) ? stripMarkup(value) : null);

function fieldErrorsOf(value: unknown): Record<string, string> {
  const errors = record(record(value)?.errors);
  if (!errors) return {};
  return Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (text(message) ? [[field, text(message)!]] : [])));
}

const failure = (message: string, fieldErrors: Record<string, string> = {}): ReturnOutcome => ({ ok: false, message, fieldErrors });
const success = (detail: string | null, returnId: string | null = null): ReturnOutcome => ({
  ok: true,
  message: RETURN_SUCCESS,
  detail,
  returnId,
});

export function interpretReturnResponse(response: RawReturnResponse): ReturnOutcome {
  const body = response.body.trim();
  const json = isJson(response.contentType) ? parse(body) : null;
  const value = json?.parsed ? json.value : undefined;

  if (response.status < 200 || response.status > 299) {
    const reason =
      text(record(value)?.error) ?? text(typeof value === "string" ? value : body) ?? text(response.statusText) ?? SUBMISSION_ERROR;
    return failure(`Error ${response.status}: ${reason}`, fieldErrorsOf(value));
  }
  if (response.status === 204 || (response.status === 200 && body === "")) return success(NO_CONTENT);
  if (json) {
    if (!json.parsed || !value) return failure(EMPTY_RESPONSE);
    const answer = record(value);
    if (!answer) return success(text(value));
    const error = text(answer.error);
    if (error) return failure(error, fieldErrorsOf(answer));
    if (answer.success === false) return failure(SUBMISSION_ERROR, fieldErrorsOf(answer));
    const id = answer.return_id ?? answer.returnId;
    return success(text(answer.success), typeof id === "string" || typeof id === "number" ? String(id) : null);
  }
  return response.status === 200 ? success(NO_CONTENT) : failure(NOT_JSON);
}

/** A call that got no answer at all: its own message (Network Error, timeout …), else the generic one. */
export function thrownReturnError(error: unknown): string {
  return (error instanceof Error && error.message.trim()) || UNEXPECTED_ERROR;
}
