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

/** Runs a multi-statement script: split on semicolons at line ends, outside of comments. */
async function execScript(tx: { query(sql: string): Promise<unknown> }, sql: string) {
  const statements = sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
  for (const statement of statements) await tx.query(statement);
}
