/**
 * Tokens of the hosted card payment page. The page's address carries `{order id}-{HMAC}`, so it
 * cannot be guessed from an order number; the key is made once per database and kept in `setting`.
 * Payment intent ids and client secrets mimic Stripe's shapes, which the storefront's return
 * handling reads (payment_intent, payment_intent_client_secret, redirect_status).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Queryable } from "@commerce/db/index";

const SECRET_KEY = "payment_page_secret";
const secrets = new WeakMap<Queryable, Promise<string>>();

/** The database's payment page key, created on first use (concurrent first uses agree on one). */
export function paymentSecret(db: Queryable): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.query(`insert into setting (key, value) values ($1, to_jsonb($2::text)) on conflict (key) do nothing`, [
        SECRET_KEY,
        randomBytes(32).toString("hex"),
      ]);
      const { rows } = await db.query<{ secret: string }>(`select value #>> '{}' as secret from setting where key = $1`, [SECRET_KEY]);
      return rows[0].secret;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
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
  if (!match) return null;
  const orderId = Number(match[1]);
  const expected = Buffer.from(sign(secret, `order:${orderId}`, 32));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? orderId : null;
}

/** Root-relative, so it works behind whatever origin the storefront serves the API from. */
export function paymentPagePath(token: string): string {
  return `/api/payment/card/${token}`;
}

export function newPaymentIntentId(): string {
  return `pi_${randomBytes(12).toString("hex")}`;
}

export function clientSecretFor(secret: string, paymentIntent: string): string {
  return `${paymentIntent}_secret_${sign(secret, `intent:${paymentIntent}`, 24)}`;
}
