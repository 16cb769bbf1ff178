/**
 * A forgotten password (docs/decisions/094-password-reset.md): the customer asks with their e-mail
 * and gets a link to the storefront's reset page carrying a token; with it they set a new password,
 * which signs the account out everywhere.
 *
 * The token is signed, not stored: `<customer id>.<expiry>.<HMAC>` in base 36 and base64url, the
 * HMAC (under a key kept in the database, domain/secrets.ts) over the customer, the expiry, their
 * e-mail and their current password hash. It is good for RESET_TOKEN_MINUTES and once: setting the
 * password changes the hash it was signed with, and so do a password change or a new e-mail.
 * Whether an account has the e-mail is never told: the request answers the same either way.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database, Queryable } from "@commerce/db/index";
import { userError } from "@commerce/domain/errors";
import type { Mailer } from "@commerce/domain/mail/mailer";
import { storedSecret } from "@commerce/domain/secrets";
import { emailMessage, isEmail } from "@commerce/domain/validation";
import { RESET_LINK_INVALID, RESET_LINK_MINUTES } from "@config/password-reset";
import { newPasswordHash, storePassword, type CustomerRow } from "./customers";

/** How long a reset link works (shared with the storefront's words). */
export const RESET_TOKEN_MINUTES = RESET_LINK_MINUTES;

export { RESET_LINK_INVALID };

/** The reset page's address is not one this store sends links to. */
export const RESET_URL_REFUSED = "The address of the reset page is not one this store knows.";

interface ResetCustomer extends CustomerRow {
  password_hash: string;
}

const COLUMNS = "id, email, firstname, lastname, telephone, password_hash";

async function signature(db: Queryable, customer: ResetCustomer, expires: number): Promise<Buffer> {
  const key = await storedSecret(db, "password_reset_key");
  return createHmac("sha256", key)
    .update(`${customer.id}\n${expires}\n${customer.email.toLowerCase()}\n${customer.password_hash}`)
    .digest();
}

/** A token for `customer`, good for RESET_TOKEN_MINUTES from `now`. */
export async function resetToken(db: Queryable, customer: ResetCustomer, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + RESET_TOKEN_MINUTES * 60;
  const mac = await signature(db, customer, expires);
  return `${customer.id.toString(36)}.${expires.toString(36)}.${mac.toString("base64url")}`;
}

const TOKEN_PATTERN = /^([0-9a-z]{1,12})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The customer a token is good for, or null (malformed, expired, signed for another password or
 * e-mail, unknown customer). `forUpdate` locks the customer's row, inside the caller's transaction,
 * so two uses of one token run one after the other and the second finds it spent.
 */
export async function customerOfResetToken(db: Queryable, tokenGiven: unknown, forUpdate = false): Promise<ResetCustomer | null> {
  const match = TOKEN_PATTERN.exec(String(tokenGiven ?? "").trim());
  if (!match) return null;
  const id = parseInt(match[1]!, 36);
  const expires = parseInt(match[2]!, 36);
  if (!Number.isSafeInteger(id) || expires * 1000 <= Date.now()) return null;
  const { rows } = await db.query<ResetCustomer>(`select ${COLUMNS} from customer where id = $1${forUpdate ? " for update" : ""}`, [id]);
  const customer = rows[0];
  if (!customer) return null;
  const expected = await signature(db, customer, expires);
  const given = Buffer.from(match[3]!, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? customer : null;
}

/** `resetUrl` with the token in its query: the link of the e-mail. */
export function resetLink(resetUrl: string, token: string): string {
  const url = new URL(resetUrl);
  url.searchParams.set("token", token);
  return url.href;
}

export interface ResetMailContent {
  storeName: string;
  firstName: string;
  link: string;
}

export function resetMail({ storeName, firstName, link }: ResetMailContent) {
  const greeting = firstName ? `Hello ${firstName},` : "Hello,";
  const lines = [
    `Someone asked to reset the password of your ${storeName} account. We hope it was you.`,
    `To choose a new password, open this link within ${RESET_TOKEN_MINUTES} minutes. It works once:`,
  ];
  const after = "If you did not ask, you can ignore this e-mail: your password stays as it is.";
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return {
    subject: `Reset your ${storeName} password`,
    text: [greeting, "", ...lines, "", link, "", after, "", storeName, ""].join("\n"),
    html: [
      `<p>${escape(greeting)}</p>`,
      ...lines.map((line) => `<p>${escape(line)}</p>`),
      `<p><a href="${escape(link)}">Choose a new password</a></p>`,
      `<p>${escape(after)}</p>`,
      `<p>${escape(storeName)}</p>`,
    ].join("\n"),
  };
}

/**
 * Sends the customer with this e-mail a reset link, if there is one; the caller answers the same
 * either way. The e-mail goes out in the background, so the answer takes as long whether an account
 * exists or not; a failure to send is logged (never the message).
 */
export async function requestPasswordReset(
  db: Queryable,
  emailGiven: unknown,
  resetUrl: string,
  { mailer, storeName }: { mailer: Mailer; storeName: string },
): Promise<void> {
  const email = String(emailGiven ?? "").trim();
  if (!isEmail(email)) throw userError(emailMessage, "email");
  const { rows } = await db.query<ResetCustomer>(`select ${COLUMNS} from customer where lower(email) = lower($1)`, [email]);
  const customer = rows[0];
  if (!customer) return;
  const link = resetLink(resetUrl, await resetToken(db, customer));
  void mailer
    .send({ to: customer.email, ...resetMail({ storeName, firstName: customer.firstname, link }) })
    .catch((error: unknown) =>
      console.error("[commerce api] a password reset e-mail could not be sent:", (error as Error)?.message ?? error),
    );
}

/**
 * Sets a new password with a reset token, once: every store session of the customer is signed out
 * (this one is not signed in: the customer signs in with the new password). Answers the customer.
 */
export async function resetPassword(db: Database, tokenGiven: unknown, passwordGiven: unknown): Promise<CustomerRow> {
  const hash = await newPasswordHash(passwordGiven);
  return db.transaction(async (tx) => {
    const customer = await customerOfResetToken(tx, tokenGiven, true);
    if (!customer) throw userError(RESET_LINK_INVALID, "token");
    await storePassword(tx, customer.id, hash, null);
    const { password_hash: _hash, ...row } = customer;
    return row;
  });
}
