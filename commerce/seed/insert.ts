/**
 * Batched inserts for seeding: one statement per few thousand rows, each column sent as one array
 * parameter and spread with unnest(). Far faster than row-by-row inserts on PGlite, and free of
 * PostgreSQL's 65,535-parameter limit.
 */
import type { Queryable } from "@commerce/db/index";

/**
 * Column types; `days` is a whole number of days from today, stored as a date (so validity
 * periods of coupons and specials stay relative to the real current date).
 */
export type ColumnType = "int" | "text" | "numeric" | "boolean" | "jsonb" | "timestamptz" | "days";

const arrayType: Record<ColumnType, string> = {
  int: "int[]",
  text: "text[]",
  numeric: "numeric[]",
  boolean: "boolean[]",
  jsonb: "jsonb[]",
  timestamptz: "timestamptz[]",
  days: "int[]",
};

const BATCH_ROWS = 5000;

/** Inserts rows (objects keyed by column name; missing values become null) in batches. */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: Readonly<Record<string, ColumnType>>,
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
): Promise<void> {
  const entries = Object.entries(columns);
  const names = entries.map(([name]) => name);
  const quoted = names.map((name) => `"${name}"`);
  const select = entries.map(([name, type]) => (type === "days" ? `current_date + u."${name}"` : `u."${name}"`));
  const sql =
    `insert into "${table}" (${quoted.join(", ")}) ` +
    `select ${select.join(", ")} from unnest(${entries.map(([, type], i) => `$${i + 1}::${arrayType[type]}`).join(", ")}) as u(${quoted.join(", ")})`;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const params = names.map((name) =>
      batch.map((row) => {
        const value = row[name];
        if (value === undefined || value === null) return null;
        if (columns[name] === "jsonb") return JSON.stringify(value);
        if (value instanceof Date) return value.toISOString();
        return value;
      }),
    );
    await db.query(sql, params);
  }
}

/** After inserting explicit ids, moves each serial sequence past the largest id. */
export async function resetSequences(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.query(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`);
  }
}

/** Hands out consecutive ids for one table while its rows are built. */
export class IdSequence {
  private last: number;
  constructor(start = 0) {
    this.last = start;
  }
  next(): number {
    return ++this.last;
  }
  get current(): number {
    return this.last;
  }
}
