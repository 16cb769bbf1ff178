/**
 * Errors the shopper can act on. The domain throws them; each surface turns them into its own
 * answer (the GraphQL surface into an error with `extensions.code`, `field` and `fields`).
 * Messages follow OpenCart's wording, so a storefront written for a real store shows familiar text.
 */
export type UserErrorCode = "BAD_USER_INPUT" | "UNAUTHENTICATED" | "RATE_LIMITED" | "SERVICE_BUSY";

export class UserError extends Error {
  constructor(
    message: string,
    readonly code: UserErrorCode = "BAD_USER_INPUT",
    /** The offending input, e.g. `email` or `paymentAddress.city`. */
    readonly field?: string,
    /** Every failing input with its message, when a form was checked as a whole. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "UserError";
  }

  /** What a GraphQL error carries in `extensions`. */
  get extensions(): { code: UserErrorCode; field?: string; fields?: Record<string, string>; retryAfter?: number } {
    return { code: this.code, ...(this.field ? { field: this.field } : {}), ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export function userError(message: string, field?: string, fields?: Record<string, string>): UserError {
  return new UserError(message, "BAD_USER_INPUT", field, fields);
}

export function loginRequired(): UserError {
  return new UserError("You must be logged in to use your account.", "UNAUTHENTICATED");
}
