/**
 * Small helpers for building parameterised SQL: user input only ever travels as a bind parameter;
 * what is spliced into the text (column expressions, directions) comes from whitelists here.
 */

/** Collects bind parameters and hands back their placeholders ($1, $2, …). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export type SortDirection = "ASC" | "DESC";

/** The contract's `order` argument: DESC when asked for (any case), ASC for anything else. */
export function sortDirection(order: string | null | undefined): SortDirection {
  return String(order ?? "")
    .trim()
    .toUpperCase() === "DESC"
    ? "DESC"
    : "ASC";
}

/**
 * The whitelisted sort key named by `sort`, or `fallback` for anything unknown.
 * OpenCart-style prefixed names (`p.price`, `pd.name`) are accepted too.
 */
export function sortKey<K extends string>(sort: string | null | undefined, keys: readonly K[], fallback: K): K {
  const key = String(sort ?? "")
    .trim()
    .replace(/^[a-z]+\./i, "")
    .toLowerCase();
  return (keys as readonly string[]).includes(key) ? (key as K) : fallback;
}

/** `order by` text for a whitelisted sort, its direction and a unique tie-break column (same direction). */
export function orderBy<K extends string>(
  sorts: Record<K, string>,
  sort: string | null | undefined,
  order: string | null | undefined,
  fallback: K,
  tieBreak: string,
): string {
  const direction = sortDirection(order);
  const expression = sorts[sortKey(sort, Object.keys(sorts) as K[], fallback)];
  return `${expression} ${direction}, ${tieBreak} ${direction}`;
}

/**
 * Case-insensitive text ordering that is the same on every database: the code-point order of the
 * lower-cased text. A plain `order by name` follows the server's locale, which differs between
 * PGlite (C) and a PostgreSQL server (usually en_US).
 */
export function textSortKey(expression: string): string {
  return `lower(${expression}) collate "C"`;
}

/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A positive integer id from a contract argument (ids arrive as String, Int or ID), else null. */
export function parseId(value: unknown): number | null {
  const text = String(value ?? "").trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** Comma-separated ids ("12, 14,x") to the valid positive integers among them. */
export function parseIdList(value: unknown): number[] {
  return String(value ?? "")
    .split(",")
    .map(parseId)
    .filter((id): id is number => id != null);
}

/**
 * SQL for the ids of a category and all its enabled descendants, for `in (…)`.
 * `union` (not `union all`) stops on a cycle in bad data instead of recursing forever.
 */
export function categoryTreeIds(table: "category" | "blog_category", rootParam: string): string {
  const enabled = table === "category" ? "and c.status" : "";
  return `with recursive tree(id) as (
      select ${rootParam}::int
      union
      select c.id from ${table} c join tree on c.parent_id = tree.id where true ${enabled}
    ) select id from tree`;
}
