/**
 * The forgotten-password pages' words (docs/product/accounts.md#forgotten-password).
 */
import { RESET_LINK_INVALID, RESET_LINK_MINUTES } from "@config/password-reset";

/** After a request, whether or not an account has the address: nothing tells which addresses have accounts. */
export const RESET_LINK_SENT_TEXT = `If an account exists for that address, we have sent a link to reset your password. It works once, within ${RESET_LINK_MINUTES} minutes. Nothing after a few minutes? Look in your spam folder, or send it again.`;

/** A reset link the store no longer takes (expired, used, or a password changed since): the embedded API's words. */
export const RESET_LINK_INVALID_TEXT = RESET_LINK_INVALID;

/** On the login page, after the new password was saved. */
export const PASSWORD_RESET_TEXT = "Your password has been changed. Please sign in with your new password.";
