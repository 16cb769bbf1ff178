import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { withoutStatementTimeout, type Database } from "./index";

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** Applies every migration not yet applied, in file-name order, each in its own transaction. */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.query(`create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())`);
  const applied = new Set((await db.query<{ name: string }>("select name from schema_migration")).rows.map((r) => r.name));
  const pending = readdirSync(dir)
    .filter((f) => f.endsWith(".sql") && !applied.has(f))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(dir, name), "utf8");
    await db.transaction(async (tx) => {
      // Several processes may start at once against one server: the lock makes the second wait.
      if (db.kind === "postgres") await tx.query("select pg_advisory_xact_lock(424242)");
      await withoutStatementTimeout(db, tx);
      const again = await tx.query("select 1 from schema_migration where name = $1", [name]);
      if (again.rows.length) return;
      await execScript(tx, sql);
      await tx.query("insert into schema_migration (name) values ($1)", [name]);
    });
  }
  return pending;
}

/** Runs a multi-statement script: split on semicolons at line ends, outside of comments and of $$-quoted bodies. */
async function execScript(tx: { query(sql: string): Promise<unknown> }, sql: string) {
  const statements: string[] = [];
  let current = "";
  sql.split("$$").forEach((part, index) => {
    if (index % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(/;\s*$/m);
    current += pieces.shift() ?? "";
    for (const piece of pieces) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  for (const statement of statements.map((s) => s.replace(/^\s*--.*$/gm, "").trim()).filter(Boolean)) await tx.query(statement);
}

/**
 * Trigram indexes for product search (ILIKE '%text%' reads them instead of every product), when the
 * pg_trgm extension can be had: PGlite loads it (db/index.ts); a server needs it installed. Without
 * it search still works, by scanning. Idempotent, run after the migrations at every start.
 */
export async function ensureSearchIndexes(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await withoutStatementTimeout(db, tx);
    if (db.kind === "postgres") await tx.query("select pg_advisory_xact_lock(424244)");
    let schema = (
      await tx.query<{ schema: string }>(
        `select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
      )
    ).rows[0]?.schema;
    if (!schema) {
      // In public, not in a tests' schema that is dropped with its data: one extension serves every schema.
      const available = await tx.query(`select 1 from pg_available_extensions where name = 'pg_trgm'`);
      if (!available.rows.length) return false;
      await tx.query("savepoint trigram");
      try {
        await tx.query("create extension if not exists pg_trgm schema public");
        schema = "public";
      } catch {
        await tx.query("rollback to savepoint trigram");
        return false;
      }
    }
    const ops = `"${schema.replace(/"/g, "")}".gin_trgm_ops`;
    for (const column of ["name", "model", "sku", "short_description", "meta_keyword"]) {
      await tx.query(`create index if not exists product_${column}_trigram on product using gin (${column} ${ops})`);
    }
    // A search with no other condition reads the narrow search table (migration 008, decision 191).
    await tx.query(`create index if not exists product_search_document_trigram on product_search using gin (document ${ops})`);
    return true;
  });
}
