/**
 * The allowances for attempts worth abusing, and the words of a refusal: one table for the
 * storefront's forms (app/lib/rate-limit.server.ts, decision 133) and the embedded API, which every
 * caller passes (commerce/domain/session/attempts.ts, decision 256). Each is multiplied by
 * RATE_LIMIT_FACTOR.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;

export interface AttemptRule {
  /** Attempts allowed per window. */
  points: number;
  /** The window, in seconds; a key over its allowance waits until the window ends. */
  seconds: number;
}

export const ATTEMPT_RULES = {
  /** Sign-ins for one account that did not succeed, from anywhere: then the account's sign-in waits. */
  loginAccount: { points: 5, seconds: 15 * MINUTE },
  /** Sign-ins from one address that did not succeed, whatever the account. */
  loginAddress: { points: 20, seconds: HOUR },
  register: { points: 5, seconds: HOUR },
  review: { points: 5, seconds: HOUR },
  contact: { points: 5, seconds: HOUR },
  return: { points: 5, seconds: HOUR },
  /** Coupon codes from one address that did not apply (guessing). */
  coupon: { points: 10, seconds: HOUR },
  /** Files sent to the API's uploadFile from one address. */
  upload: { points: 20, seconds: HOUR },
  /** Password reset e-mails asked for from one address (docs/decisions/094-password-reset.md). */
  passwordReset: { points: 5, seconds: HOUR },
  /** Reset e-mails sent to one e-mail address: past it none is sent, and the answer stays the same. */
  passwordResetEmail: { points: 3, seconds: HOUR },
  /** Reset links from one address that were not good (expired, used, altered): then its reset page waits. */
  passwordResetToken: { points: 10, seconds: HOUR },
  /**
   * Kilobytes of files one address sends to uploadFile as a signed-in customer, and as a guest: a
   * fresh cookie makes anyone a guest with a new session, so a guest's allowance is two phone photos
   * of a prescription with a retry, not more (docs/decisions/271-uploads-off-the-api-thread.md).
   */
  uploadKilobytes: { points: 50 * 1024, seconds: HOUR },
  guestUploadKilobytes: { points: 12 * 1024, seconds: HOUR },
  /**
   * Card orders placed from one address and not paid: each holds its units until it is paid or its
   * payment time ends, so an address may hold stock in only a few at a time (a paid one gives its
   * count back; docs/decisions/275-unpaid-card-orders-per-address.md).
   */
  unpaidCardOrder: { points: 3, seconds: HOUR },
} as const satisfies Record<string, AttemptRule>;

export type AttemptKind = keyof typeof ATTEMPT_RULES;

/** Said to the shopper (docs/product has no text for it): what happened and how long to wait. */
export function attemptLimitMessage(kind: AttemptKind, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / MINUTE));
  const wait = `Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
  if (kind === "loginAccount" || kind === "loginAddress") return `Too many failed sign-in attempts. ${wait}`;
  if (kind === "coupon") return `Too many invalid codes were tried. ${wait}`;
  if (kind === "unpaidCardOrder") return `Too many card orders are waiting for their payment. Pay one, or ${wait.toLowerCase()}`;
  if (kind === "upload" || kind === "uploadKilobytes" || kind === "guestUploadKilobytes") return `Too many files were sent. ${wait}`;
  return `This form was sent too many times. ${wait}`;
}
