/**
 * WooCommerce Store API's session tokens, for the `wordpress` profile's stand-in of `/wp-json/wc/store/v1`
 * (docs/decisions/365-woocommerce-store-api-orders.md): the `Cart-Token` names the session a headless
 * client's calls share (an HS256 JWT `{user_id, exp, iss}`, 48 hours, as WooCommerce 8.0.3 makes it),
 * and the `Nonce` a cookie session's writes must carry instead (WordPress's `wc_store_api` nonce: good
 * for this half-day and the one before, per user). Keys made once per database, kept in `setting`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Queryable } from "@commerce/db/index";
import { storedSecret } from "@commerce/domain/secrets";

const CART_TOKEN_SECONDS = 2 * 24 * 60 * 60;
const NONCE_TICK_SECONDS = 12 * 60 * 60;
const ISSUER = "store/v1";

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest();

/** A Cart-Token for the session `sessionId`. */
export async function issueCartToken(db: Queryable, sessionId: string, now = Date.now()): Promise<string> {
  const body = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ user_id: sessionId, exp: Math.floor(now / 1000) + CART_TOKEN_SECONDS, iss: ISSUER })}`;
  return `${body}.${hmac(await storedSecret(db, "cart_token_secret"), body).toString("base64url")}`;
}

/** The session a Cart-Token names, or null when it is malformed, forged or expired. */
export async function cartTokenSession(db: Queryable, token: string | null, now = Date.now()): Promise<string | null> {
  const parts = (token ?? "").split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return null;
  const [header, payload, signed] = parts as [string, string, string];
  const expected = hmac(await storedSecret(db, "cart_token_secret"), `${header}.${payload}`);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { user_id?: unknown; exp?: unknown; iss?: unknown };
    if (typeof claims.exp !== "number" || claims.exp <= now / 1000 || claims.iss !== ISSUER) return null;
    return typeof claims.user_id === "string" && claims.user_id ? claims.user_id : null;
  } catch {
    return null;
  }
}

const tick = (now: number) => Math.ceil(now / 1000 / NONCE_TICK_SECONDS);

async function nonceAt(db: Queryable, userId: number, at: number): Promise<string> {
  return hmac(await storedSecret(db, "store_api_nonce_secret"), `${at}|wc_store_api|${userId}`)
    .toString("hex")
    .slice(-12, -2);
}

/** The `wc_store_api` nonce for the user (0: a guest). */
export function storeApiNonce(db: Queryable, userId: number, now = Date.now()): Promise<string> {
  return nonceAt(db, userId, tick(now));
}

/** Whether `nonce` is the user's for this half-day or the one before. */
export async function validStoreApiNonce(db: Queryable, userId: number, nonce: string, now = Date.now()): Promise<boolean> {
  const current = tick(now);
  for (const at of [current, current - 1]) if ((await nonceAt(db, userId, at)) === nonce) return true;
  return false;
}
