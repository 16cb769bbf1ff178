/**
 * One database interface for both back ends: PGlite (embedded, the default) and any PostgreSQL
 * server (DATABASE_URL). Both run the same SQL. Every query names the shape of its rows; numeric
 * and bigint columns come back as strings from both drivers, so a row type says `string` for them
 * unless the SQL casts (`::int`, `::float8`). Everything above this folder reaches the database
 * only through `Queryable`, so the driver can later move off the main thread unnoticed.
 */
import { mkdirSync } from "node:fs";
import type { Pool } from "pg";
import { lockDataDir } from "./data-dir-lock";

/** What an untyped row reads as: every column is `unknown` until the query names its row type. */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one statement; `T` is the row type (the columns the SQL selects or returns). */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs fn in one transaction; concurrent transactions serialise on the rows they lock. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests restore it with loadDataDir). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PostgreSQL only: statements that the server cancels (`pg_cancel_backend`) when `signal` aborts
   * while they run. PGlite cannot stop a statement it has started.
   */
  cancellable?(signal: AbortSignal): Queryable;
  /**
   * Loads once per database and process what changes only with the store's settings (languages):
   * the promise is kept, so parallel callers share one query; a failed load is forgotten.
   */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** What one request's statements cost: how many ran, and how long at least one was running (ms). */
export interface SqlMeter {
  statements: number;
  ms: number;
}

export interface OpenDatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data directory dump (tar) to start from, much faster than migrating and seeding. */
  loadDataDir?: Blob | File;
  /** PostgreSQL schema to use (created when missing): lets tests share one server database. */
  schema?: string;
  /**
   * PostgreSQL: the longest one statement may run (ms) on every pooled connection; none when omitted.
   * Migrations and the seed lift it inside their own transactions (`withoutStatementTimeout`).
   */
  statementTimeoutMs?: number;
}

/** A per-database memo for Database.memo. */
function memoFor(): Database["memo"] {
  const kept = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>) => {
    let promise = kept.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      kept.set(key, promise);
      promise.catch(() => kept.delete(key));
    }
    return promise;
  };
}

/** A driver's query function, whose rows the caller types. */
type DriverQuery = (sql: string, params: unknown[]) => Promise<{ rows: object[] }>;

/** The typed `query` over a driver's: the driver hands back plain objects, the caller names their shape. */
function queryWith(run: DriverQuery): Queryable["query"] {
  return async <T extends object>(sql: string, params: readonly unknown[] = []) => ({ rows: (await run(sql, [...params])).rows as T[] });
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options.schema, options.statementTimeoutMs) : openPglite(options);
}

/**
 * Bytes (bytea) in and out of PGlite without a string per byte: its own serialiser and parser
 * build one, about a third of a CPU-second per megabyte on the API's one thread (an uploaded file,
 * docs/decisions/271-uploads-off-the-api-thread.md). A parameter handed over as bytes is sent in
 * PostgreSQL's binary format, which for bytea is the bytes themselves (PGlite's protocol writer
 * sends any ArrayBuffer view so, whatever its serialiser is typed to return); answers come as
 * hex text, read by Buffer's native decoder. tests/api/uploads.test.ts reads a stored file back.
 */
const BYTEA_OID = 17;
const BYTEA_AS_BYTES = { [BYTEA_OID]: (bytes: Uint8Array) => bytes as unknown as string };
const BYTEA_FROM_HEX = { [BYTEA_OID]: (text: string): Uint8Array => Buffer.from(text.slice(2), "hex") };

async function openPglite({ dataDir, loadDataDir }: OpenDatabaseOptions): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  type PGlite = InstanceType<typeof PGlite>;
  // Trigram indexes make product search an index read (db/migrate.ts ensureSearchIndexes).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One writer per folder: a second shop on it stops here (docs/decisions/331-one-writer-per-data-folder.md).
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm }, serializers: BYTEA_AS_BYTES, parsers: BYTEA_FROM_HEX });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // A backup's tarball carries the lock of the shop it was taken from: this process's, again.
  if (loadDataDir) lock?.renew();
  // PGlite has a single connection: its transaction() holds it exclusively, so writers never interleave.
  return {
    kind: "pglite",
    query: queryWith((sql, params) => db.query<object>(sql, params)),
    transaction: (fn) => db.transaction((tx) => fn({ query: queryWith((sql, params) => tx.query<object>(sql, params)) })),
    close: () => db.close().finally(() => lock?.release()),
    dumpDataDir: () => db.dumpDataDir("gzip"),
    memo: memoFor(),
  };
}

async function openPostgres(url: string, schema?: string, statementTimeoutMs?: number): Promise<Database> {
  const { default: pg } = await import("pg");
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`create schema if not exists "${schema.replace(/"/g, "")}"`);
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Sent at connect, so every pooled connection has it: no request holds a connection for long.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    ...(schema ? { options: `-c search_path="${schema.replace(/"/g, "")}"` } : {}),
  });
  // An idle client whose server went away (a PostgreSQL restart) reports here; unhandled, the
  // error would end the process. Queries meanwhile fail (a 503) and the pool connects afresh.
  pool.on("error", (error) => console.error(`[database] PostgreSQL connection lost: ${error.message}`));
  return {
    kind: "postgres",
    query: queryWith((sql, params) => pool.query(sql, params)),
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client is not the pool's to watch: its server going away (a restart, a
      // failover) must fail this transaction, not end the process; a broken client is discarded.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        console.error(`[database] PostgreSQL connection lost in a transaction: ${error.message}`);
      };
      client.on("error", onError);
      try {
        await client.query("begin");
        const result = await fn({ query: queryWith((sql, params) => client.query(sql, params)) });
        await client.query("commit");
        return result;
      } catch (error) {
        broken ??= isConnectionLoss(error) ? (error as Error) : undefined;
        if (!broken) await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.off("error", onError);
        client.release(broken ?? false);
      }
    },
    close: () => pool.end(),
    memo: memoFor(),
    cancellable: (signal) => ({ query: queryWith((sql, params) => cancellableQuery(pool, sql, params, signal)) }),
  };
}

/**
 * One statement on its own connection; if `signal` aborts while it runs, the server is asked to
 * cancel it, and that connection is closed rather than reused (a late cancel must not reach the
 * next statement someone else runs on it).
 */
async function cancellableQuery(pool: Pool, sql: string, params: unknown[], signal: AbortSignal) {
  signal.throwIfAborted();
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.on("error", onError);
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
    // The backend's process id: pg keeps it on the client, its types do not say so.
    const backend = (client as unknown as { processID: number }).processID;
    pool.query("select pg_cancel_backend($1)", [backend]).catch(() => {});
  };
  signal.addEventListener("abort", cancel, { once: true });
  try {
    return await client.query(sql, params);
  } catch (error) {
    if (cancelled) throw new CallerGone("The caller went away: its statement was cancelled", { cause: error });
    broken ??= isConnectionLoss(error) ? (error as Error) : undefined;
    throw error;
  } finally {
    signal.removeEventListener("abort", cancel);
    client.off("error", onError);
    client.release(cancelled || (broken ?? false));
  }
}

/**
 * The server ended the connection (admin shutdown, crash, network): the client cannot be reused.
 * SQLSTATE class 57P (operator intervention) and 08 (connection exception), or no SQLSTATE at all
 * with a socket-level message.
 */
function isConnectionLoss(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") return code.startsWith("57P") || code.startsWith("08") || code === "ECONNRESET" || code === "EPIPE";
  return error instanceof Error && /Connection terminated|connection closed|not queryable/i.test(error.message);
}

/** The request's caller went away: the work left for it is not done (docs/decisions/276-query-cost-per-address-and-abandoned-work.md). */
export class CallerGone extends Error {}

/**
 * Counts and times every statement run through `queryable` into `meter` (overlapping statements
 * count their time once); once `signal` aborts, a statement not yet started is not run.
 */
function meteredQueryable(
  queryable: Queryable,
  meter: SqlMeter,
  clock: { running: number; since: number },
  signal?: AbortSignal,
): Queryable {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      if (signal?.aborted) throw new CallerGone("The caller went away: its next statement is not run");
      if (clock.running++ === 0) clock.since = performance.now();
      try {
        return await queryable.query<T>(sql, params);
      } finally {
        meter.statements += 1;
        if (--clock.running === 0) meter.ms += performance.now() - clock.since;
      }
    },
  };
}

/**
 * The database as one request sees it: the same connections, every statement (also in transactions)
 * counted in `meter`. When `signal` aborts (the caller went away), no further statement runs
 * (PGlite: its one connection is free for others at once), and on PostgreSQL a statement outside a
 * transaction that is still running is cancelled by the server; a transaction's statement finishes,
 * and the next one is not run (the transaction rolls back).
 */
export function metered(db: Database, meter: SqlMeter, signal?: AbortSignal): Database {
  const clock = { running: 0, since: 0 };
  const direct = signal && db.cancellable ? db.cancellable(signal) : db;
  return {
    ...db,
    query: meteredQueryable(direct, meter, clock, signal).query,
    transaction: (fn) => db.transaction((tx) => fn(meteredQueryable(tx, meter, clock, signal))),
  };
}

/** Inside a transaction: lets long maintenance work (migrations, the seed) run past the statement timeout. */
export async function withoutStatementTimeout(db: Database, tx: Queryable): Promise<void> {
  if (db.kind === "postgres") await tx.query("set local statement_timeout = 0");
}

/** The first row of a statement that always yields one (`insert … returning`, `count(*)`); a missing row is a bug. */
export function firstRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("The statement returned no row");
  return row;
}

/** Why withinTime gave up. */
export class StatementTimeout extends Error {}

/**
 * Runs `fn` with a time limit of `ms`. On PostgreSQL in a transaction with `statement_timeout`, so
 * the server cancels a statement that runs long. PGlite runs one statement at a time on this thread
 * and cannot cancel it: the caller only stops waiting (for statements queued behind others), so what
 * runs there must itself be bounded.
 */
export async function withinTime<T>(db: Database, ms: number, fn: (q: Queryable) => Promise<T>): Promise<T> {
  if (db.kind === "postgres") {
    return db.transaction(async (tx) => {
      await tx.query(`set local statement_timeout = ${Math.max(1, Math.round(ms))}`);
      return fn(tx);
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StatementTimeout(`No answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([fn(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
