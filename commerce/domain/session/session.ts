/**
 * The API's own visitor session, as on a real OpenCart store: an opaque id in the OCSESSID cookie.
 * A row is written only when the visitor changes something, so crawlers leave no trace. The id
 * changes at login and logout, and a session idle for longer than the idle limit is gone
 * (docs/decisions/131-session-rotation-and-expiry.md).
 */
import { randomBytes } from "node:crypto";
import { firstRow, type Queryable } from "@commerce/db/index";
import type { CheckoutState } from "./checkout-state";

export const SESSION_COOKIE = "OCSESSID";
const SESSION_ID = /^[a-f0-9]{32}$/;
const COLUMNS = "id, customer_id, currency, language, coupon_code, compare, checkout";
/** Reads move a session's last activity (updated_at) forward at most this often, so browsing writes little. */
const TOUCH_INTERVAL = "1 hour";
/** How long a session may sit unused by default (API_SESSION_IDLE_DAYS). */
export const DEFAULT_SESSION_IDLE_DAYS = 30;

const newSessionId = () => randomBytes(16).toString("hex");

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

/** A row as get() reads it: with whether it expired and whether its last use should move forward. */
type FlaggedRow = SessionRow & { expired: boolean; stale: boolean };

export interface SessionOptions {
  /** Days of inactivity after which the session is gone. */
  idleDays?: number;
  /** The visitor came over HTTPS: the cookie gets `Secure`. */
  secure?: boolean;
}

export class ApiSession {
  private currentId: string;
  /** True when the request carried no usable session id: the response must set the cookie. */
  readonly isNew: boolean;
  /** True once login or logout gave the session a new id: the response must set the cookie. */
  rotated = false;
  /** The row's query, kept as a promise so parallel resolvers of one request share one read. */
  private cached?: Promise<SessionRow>;
  /** Whether this request has checked the row for expiry (and touched its last activity). */
  private checked = false;
  private readonly idleDays: number;
  private readonly secure: boolean;

  constructor(
    private db: Queryable,
    cookieHeader: string | null,
    { idleDays = DEFAULT_SESSION_IDLE_DAYS, secure = false }: SessionOptions = {},
  ) {
    const sent = readCookie(cookieHeader, SESSION_COOKIE);
    this.isNew = !sent || !SESSION_ID.test(sent);
    this.currentId = sent && !this.isNew ? sent : newSessionId();
    this.idleDays = idleDays;
    this.secure = secure;
  }

  get id(): string {
    return this.currentId;
  }

  /** The session's row, or the defaults when nothing has been stored yet (or it expired). */
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
    const { rows } = await db.query<FlaggedRow>(
      `select ${COLUMNS}, updated_at < now() - make_interval(days => $2::int) as expired,
              updated_at < now() - interval '${TOUCH_INTERVAL}' as stale
         from session where id = $1`,
      [this.id, this.idleDays],
    );
    let found: FlaggedRow | undefined = rows[0];
    if (found?.expired) {
      // Idle too long: the row and its guest cart go, and the id reads as a new, empty session.
      await removeExpiredSessions(db, this.idleDays, this.id);
      found = undefined;
    } else if (found?.stale && !this.checked) {
      this.checked = true;
      await db.query(`update session set updated_at = now() where id = $1`, [this.id]);
    }
    this.checked = true;
    return found ? withoutFlags(found) : defaults(this.id);
  }

  /** Ensures the row exists; inside a transaction it also locks it, so writers to one session queue up. */
  async lock(tx: Queryable): Promise<SessionRow> {
    if (!this.checked) await this.get(tx);
    await tx.query(`insert into session (id) values ($1) on conflict (id) do nothing`, [this.id]);
    const { rows } = await tx.query<SessionRow>(`select ${COLUMNS} from session where id = $1 for update`, [this.id]);
    this.cached = undefined;
    return firstRow(rows);
  }

  async update(fields: Partial<Omit<SessionRow, "id">>, db: Queryable = this.db): Promise<void> {
    const entries = Object.entries(fields);
    if (!entries.length) return;
    // An expired row must not come back to life with its old login through the upsert below.
    if (!this.checked) await this.get(db);
    const columns = entries.map(([k]) => k);
    const values = entries.map(([k, v]) => (k === "compare" || k === "checkout" ? JSON.stringify(v) : v));
    await db.query(
      `insert into session (id, ${columns.join(", ")}) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(", ")})
       on conflict (id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(", ")}, updated_at = now()`,
      [this.id, ...values],
    );
    this.cached = undefined;
  }

  /**
   * Gives the session a new id inside the caller's transaction (login, logout), keeping its row and
   * any guest cart and wishlist rows: a session id known before login is worthless after it.
   */
  async rotate(tx: Queryable): Promise<void> {
    const next = newSessionId();
    await tx.query(`update session set id = $2, updated_at = now() where id = $1`, [this.id, next]);
    for (const table of ["cart", "wishlist"]) {
      await tx.query(`update ${table} set owner = $2 where owner = $1`, [`s:${this.id}`, `s:${next}`]);
    }
    this.currentId = next;
    this.rotated = true;
    this.cached = undefined;
  }

  /** Who owns cart and wishlist rows: the customer once logged in, else this session. */
  async owner(db: Queryable = this.db): Promise<string> {
    const row = await this.get(db);
    return ownerOf(row);
  }

  /** `Secure` when the visitor came over HTTPS (the API's process sees the scheme the storefront forwarded). */
  cookie(): string {
    return `${SESSION_COOKIE}=${this.id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * this.idleDays}${this.secure ? "; Secure" : ""}`;
  }
}

/**
 * Deletes sessions idle for more than `idleDays` (only `onlyId` when given) with their guest cart
 * and wishlist rows; a customer's rows stay with the customer. A guest's cart or wishlist is kept
 * without a session row (adding to it writes none), so the clean-up also removes guest rows older
 * than the limit whose session has no row. Returns how many sessions went.
 */
export async function removeExpiredSessions(db: Queryable, idleDays: number, onlyId?: string): Promise<number> {
  const orphan = (table: string) => `delete from ${table} t
      where t.owner in (select owner from gone)
         or ($2::text is null and t.owner like 's:%' and t.created_at < now() - make_interval(days => $1::int)
             and not exists (select 1 from session s where s.id = substr(t.owner, 3)))`;
  const { rows } = await db.query<{ removed: number }>(
    `with gone as (
       delete from session where updated_at < now() - make_interval(days => $1::int) and ($2::text is null or id = $2)
       returning 's:' || id as owner
     ), carts as (${orphan("cart")}), wishes as (${orphan("wishlist")})
     select count(*)::int as removed from gone`,
    [idleDays, onlyId ?? null],
  );
  return firstRow(rows).removed;
}

function withoutFlags({ expired: _expired, stale: _stale, ...row }: FlaggedRow): SessionRow {
  return row;
}

export function ownerOf(row: Pick<SessionRow, "id" | "customer_id">): string {
  return row.customer_id ? `c:${row.customer_id}` : `s:${row.id}`;
}

function defaults(id: string): SessionRow {
  return { id, customer_id: null, currency: "USD", language: "en-gb", coupon_code: null, compare: [], checkout: {} };
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}
