/**
 * Sign-in by bearer token, as VueFront CMS Connect on WordPress does it (the `wordpress` profile,
 * docs/decisions/228-wordpress-profile.md): `accountLogin` hands out an HS256 JWT and leaves the
 * cookie session alone; a request is signed in only while it carries the token. The token cannot be
 * revoked (7 days). Unlike the plugin, whose key is a constant in its source, the key here is made
 * once per database and kept in `setting`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database, Queryable } from "@commerce/db/index";
import { storedSecret } from "@commerce/domain/secrets";
import { ApiSession, type SessionOptions, type SessionRow } from "@commerce/domain/session/session";
import { findCustomer, mergeGuestRows } from "./customers";

const SECRET_KEY = "bearer_token_secret";
/** The plugin's lifetime for its tokens. */
const TOKEN_SECONDS = 7 * 24 * 60 * 60;

/** The database's key for this, created on first use. */
function tokenSecret(db: Queryable): Promise<string> {
  return storedSecret(db, SECRET_KEY);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const signature = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest();

/** A token for the customer, shaped as the plugin's (`{iss, iat, nbf, exp, data: {user: {id}}}`). */
export async function issueBearerToken(db: Queryable, customerId: number, issuer: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const body = `${base64url({ typ: "JWT", alg: "HS256" })}.${base64url({ iss: issuer, iat, nbf: iat, exp: iat + TOKEN_SECONDS, data: { user: { id: String(customerId) } } })}`;
  return `${body}.${signature(await tokenSecret(db), body).toString("base64url")}`;
}

/** The customer id a token was issued for, or null when it is malformed, forged, not yet valid or expired. */
export async function bearerCustomerId(db: Queryable, token: string, now = Date.now()): Promise<number | null> {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return null;
  const [header, payload, signed] = parts as [string, string, string];
  const expected = signature(await tokenSecret(db), `${header}.${payload}`);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      nbf?: unknown;
      exp?: unknown;
      data?: { user?: { id?: unknown } };
    };
    const seconds = now / 1000;
    if (typeof claims.exp !== "number" || claims.exp <= seconds) return null;
    if (typeof claims.nbf === "number" && claims.nbf > seconds + 60) return null;
    const id = Number(claims.data?.user?.id);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The token of an `Authorization` value (`Bearer <token>`, the scheme in any case), else null. */
export function bearerTokenOf(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1] ?? null;
}

/**
 * A session whose customer is the bearer token's, whatever the row says: without a valid token the
 * request is a guest's, with one it is the customer's, cookie or no cookie. As WooCommerce moves a
 * guest's session to the user on the first signed-in request, the first request with a token on a
 * session moves that session's guest cart and wishlist to the customer (the row keeps whom it moved
 * them to, so this happens once).
 */
export class BearerSession extends ApiSession {
  private customer?: Promise<number | null>;

  constructor(
    private readonly database: Database,
    cookieHeader: string | null,
    private readonly token: string | null,
    options: SessionOptions = {},
  ) {
    super(database, cookieHeader, options);
  }

  /**
   * The signed-in customer's id for this request, or null. Call it once before anything else runs
   * (the handler does): its first answer may write in a transaction of its own, which must not wait
   * behind one that asks for it (PGlite has one connection).
   */
  customerId(): Promise<number | null> {
    if (!this.customer) {
      const pending = this.resolveCustomer();
      this.customer = pending;
      pending.catch(() => {
        if (this.customer === pending) this.customer = undefined;
      });
    }
    return this.customer;
  }

  private async resolveCustomer(): Promise<number | null> {
    if (!this.token) return null;
    const id = await bearerCustomerId(this.database, this.token);
    if (!id || !(await findCustomer(this.database, id))) return null;
    if (!this.isNew) {
      // super.get: the row as stored (its customer_id is whom the guest rows went to).
      const row = await super.get();
      if (row.customer_id !== id) {
        await this.database.transaction(async (tx) => {
          await super.lock(tx);
          await mergeGuestRows(tx, this.id, id);
          await this.update({ customer_id: id }, tx);
        });
      }
    }
    return id;
  }

  override async get(db?: Queryable): Promise<SessionRow> {
    const [row, customerId] = await Promise.all([super.get(db), this.customerId()]);
    return { ...row, customer_id: customerId };
  }

  override async lock(tx: Queryable): Promise<SessionRow> {
    const customerId = await this.customerId();
    return { ...(await super.lock(tx)), customer_id: customerId };
  }
}
