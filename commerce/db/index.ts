/**
 * One database interface for both back ends: PGlite (embedded, the default) and any PostgreSQL
 * server (DATABASE_URL). Both run the same SQL; numeric and bigint columns come back as strings
 * from both, so callers cast in SQL (`::int`) or parse numerics with Number().
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the drivers hand back untyped rows; each query names its row type */
import { mkdirSync } from "node:fs";

export type Row = Record<string, any>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs fn in one transaction; concurrent transactions serialise on the rows they lock. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests restore it with loadDataDir). */
  dumpDataDir?(): Promise<Blob>;
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
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options);
}

async function openPglite({ dataDir, loadDataDir }: OpenDatabaseOptions): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, loadDataDir });
  // PGlite has a single connection: its transaction() holds it exclusively, so writers never interleave.
  return {
    kind: "pglite",
    query: async (sql, params) => ({ rows: (await db.query<any>(sql, params as any[])).rows }),
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: async (sql, params) => ({ rows: (await tx.query<any>(sql, params as any[])).rows }) })),
    close: () => db.close(),
    dumpDataDir: () => db.dumpDataDir("gzip"),
  };
}

async function openPostgres(url: string, schema?: string): Promise<Database> {
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
    ...(schema ? { options: `-c search_path="${schema.replace(/"/g, "")}"` } : {}),
  });
  return {
    kind: "postgres",
    query: async (sql, params) => ({ rows: (await pool.query(sql, params as any[])).rows }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({ query: async (sql, params) => ({ rows: (await client.query(sql, params as any[])).rows }) });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
