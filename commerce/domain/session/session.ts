/**
 * The API's own visitor session, as on a real OpenCart store: an opaque id in the OCSESSID cookie.
 * A row is written only when the visitor changes something, so crawlers leave no trace.
 */
import { randomBytes } from "node:crypto";
import { firstRow, type Queryable } from "@commerce/db/index";
import type { CheckoutState } from "./checkout-state";

export const SESSION_COOKIE = "OCSESSID";
const SESSION_ID = /^[a-f0-9]{32}$/;

export interface SessionRow {
  id: string;
  customer_id: number | null;
  currency: string;
  language: string;
  coupon_code: string | null;
  /** Product ids, oldest first (jsonb). */
  compare: number[];
  /** What checkout has gathered so far (jsonb). */
  checkout: CheckoutState;
}

export class ApiSession {
  readonly id: string;
  /** True when the request carried no usable session id: the response must set the cookie. */
  readonly isNew: boolean;
  /** The row's query, kept as a promise so parallel resolvers of one request share one read. */
  private cached?: Promise<SessionRow>;

  constructor(
    private db: Queryable,
    cookieHeader: string | null,
  ) {
    const sent = readCookie(cookieHeader, SESSION_COOKIE);
    this.isNew = !sent || !SESSION_ID.test(sent);
    this.id = sent && !this.isNew ? sent : randomBytes(16).toString("hex");
  }

  /** The session's row, or the defaults when nothing has been stored yet. */
  get(db: Queryable = this.db): Promise<SessionRow> {
    // Inside a transaction the row is read afresh; outside, once per request.
    if (db !== this.db) return this.read(db);
    if (!this.cached) {
      const pending = this.read(db);
      this.cached = pending;
      pending.catch(() => {
        if (this.cached === pending) this.cached = undefined;
      });
    }
    return this.cached;
  }

  private async read(db: Queryable): Promise<SessionRow> {
    const { rows } = await db.query<SessionRow>(
      `select id, customer_id, currency, language, coupon_code, compare, checkout from session where id = $1`,
      [this.id],
    );
    return rows[0] ?? defaults(this.id);
  }

  /** Ensures the row exists; inside a transaction it also locks it, so writers to one session queue up. */
  async lock(tx: Queryable): Promise<SessionRow> {
    await tx.query(`insert into session (id) values ($1) on conflict (id) do nothing`, [this.id]);
    const { rows } = await tx.query<SessionRow>(
      `select id, customer_id, currency, language, coupon_code, compare, checkout from session where id = $1 for update`,
      [this.id],
    );
    this.cached = undefined;
    return firstRow(rows);
  }

  async update(fields: Partial<Omit<SessionRow, "id">>, db: Queryable = this.db): Promise<void> {
    const entries = Object.entries(fields);
    if (!entries.length) return;
    const columns = entries.map(([k]) => k);
    const values = entries.map(([k, v]) => (k === "compare" || k === "checkout" ? JSON.stringify(v) : v));
    await db.query(
      `insert into session (id, ${columns.join(", ")}) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(", ")})
       on conflict (id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(", ")}, updated_at = now()`,
      [this.id, ...values],
    );
    this.cached = undefined;
  }

  /** Who owns cart and wishlist rows: the customer once logged in, else this session. */
  async owner(db: Queryable = this.db): Promise<string> {
    const row = await this.get(db);
    return ownerOf(row);
  }

  cookie(): string {
    return `${SESSION_COOKIE}=${this.id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * 30}`;
  }
}

export function ownerOf(row: Pick<SessionRow, "id" | "customer_id">): string {
  return row.customer_id ? `c:${row.customer_id}` : `s:${row.id}`;
}

function defaults(id: string): SessionRow {
  return { id, customer_id: null, currency: "USD", language: "en-us", coupon_code: null, compare: [], checkout: {} };
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}
