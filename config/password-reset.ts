/**
 * How long a password reset link works: the embedded API signs its tokens for this long
 * (commerce/domain/account/password-reset.ts) and the storefront's pages say so
 * (docs/decisions/094-password-reset.md).
 */
export const RESET_LINK_MINUTES = 60;

/** A reset token that is not (or no longer) good, whatever the reason: the API's refusal and the reset page's words. */
export const RESET_LINK_INVALID = "This link to reset your password has expired or has already been used. Please ask for a new one.";
