/**
 * Card payments on the hosted payment page. The page's address carries `{order id}-{HMAC}`, so it
 * cannot be guessed from an order number; the key is made once per database and kept in `setting`.
 * Payment intent ids and client secrets mimic Stripe's shapes, which the storefront's return
 * handling reads (payment_intent, payment_intent_client_secret, redirect_status). Also the card
 * checks and the order's move from awaiting payment to processing.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { firstRow, type Queryable } from "@commerce/db/index";
import { ORDER_STATUS } from "@commerce/domain/account/orders";
import { storedSecret } from "@commerce/domain/secrets";

const SECRET_KEY = "payment_page_secret";

/** The database's key for this, created on first use. */
export function paymentSecret(db: Queryable): Promise<string> {
  return storedSecret(db, SECRET_KEY);
}

function sign(secret: string, text: string, length: number): string {
  return createHmac("sha256", secret).update(text).digest("base64url").slice(0, length);
}

export function paymentToken(secret: string, orderId: number): string {
  return `${orderId}-${sign(secret, `order:${orderId}`, 32)}`;
}

/** The order id a token stands for, or null when it was not made with this key. */
export function orderIdFromToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})-([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match?.[2]) return null;
  const orderId = Number(match[1]);
  const expected = Buffer.from(sign(secret, `order:${orderId}`, 32));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? orderId : null;
}

/** Root-relative, so it works behind whatever origin the storefront serves the API from. */
export function paymentPagePath(token: string): string {
  return `/api/payment/card/${token}`;
}

function newPaymentIntentId(): string {
  return `pi_${randomBytes(12).toString("hex")}`;
}

export function clientSecretFor(secret: string, paymentIntent: string): string {
  return `${paymentIntent}_secret_${sign(secret, `intent:${paymentIntent}`, 24)}`;
}

/** Stripe's "generic decline" test card: always refused. */
export const DECLINED_CARD = "4000000000000002";

/** A card order that can be paid (or was paid already): amounts as float8, in the base currency. */
export interface PayableOrder {
  id: number;
  status: string;
  total: number;
  currency_code: string;
  currency_value: number;
  payment_intent: string | null;
}

/** A card order that is awaiting payment or already paid; anything else has no payment page. */
export async function findCardOrder(db: Queryable, orderId: number): Promise<PayableOrder | null> {
  const { rows } = await db.query<PayableOrder>(
    `select id, status, total::float8 as total, currency_code, currency_value::float8 as currency_value, payment_intent
       from "order" where id = $1 and payment_code = 'card' and status in ($2, $3)`,
    [orderId, ORDER_STATUS.awaitingPayment, ORDER_STATUS.processing],
  );
  return rows[0] ?? null;
}

export function isPaid(order: PayableOrder): boolean {
  return order.status === ORDER_STATUS.processing;
}

/** One payment intent per order, as with Stripe: retries after a decline reuse it. */
export async function ensurePaymentIntent(db: Queryable, orderId: number): Promise<string> {
  const { rows } = await db.query<{ payment_intent: string }>(
    `update "order" set payment_intent = coalesce(payment_intent, $2) where id = $1 returning payment_intent`,
    [orderId, newPaymentIntentId()],
  );
  return firstRow(rows).payment_intent;
}

/**
 * The card was taken: the order moves on to processing (once; a second call changes nothing).
 * False when the order no longer awaits payment: released meanwhile (domain/checkout/release.ts).
 */
export async function markPaid(db: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await db.query(`update "order" set status = $2, updated_at = now() where id = $1 and status = $3 returning id`, [
    orderId,
    ORDER_STATUS.processing,
    ORDER_STATUS.awaitingPayment,
  ]);
  return rows.length > 0;
}

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Field errors of a card form: Luhn-valid number, an expiry not in the past, a CVC, a name. */
export function cardErrors(card: CardDetails): string[] {
  const errors: string[] = [];
  if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) errors.push("The card number is not valid.");
  if (!expiryIsCurrent(card.expiry)) errors.push("The expiry date must be a month in the future, as MM/YY.");
  if (!/^\d{3,4}$/.test(card.cvc)) errors.push("The security code (CVC) must be 3 or 4 digits.");
  if (card.name.length < 2 || card.name.length > 64) errors.push("Enter the name on the card.");
  return errors;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryIsCurrent(expiry: string, now = new Date()): boolean {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (!match?.[1] || !match[2]) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  // A card is valid through the last day of its expiry month.
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}
