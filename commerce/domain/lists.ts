/**
 * Paged lists of the contract (categories, brands, pages, posts, countries, zones): one count query
 * and one page query over the same parameterised `from … where`, folded into the list envelope.
 */
import type { Queryable } from "@commerce/db/index";
import { limitOffset, toPage, type Page, type PageRequest } from "./paging";
import { parseId, type SqlParams } from "./sql";

/** The arguments every paged list of the contract takes. */
export interface ListArgs extends PageRequest {
  order?: string | null;
  search?: string | null;
  sort?: string | null;
}

export interface ListQuery {
  /** `from` clause, with its alias, e.g. `category c`. */
  from: string;
  /** Conditions joined with `and`; their parameters are already in `params`. */
  where: string[];
  params: SqlParams;
  /** A whitelisted `order by` list; callers end it with a unique column so pages never overlap. */
  orderBy: string;
  /** Columns to select; defaults to every column of the first alias. */
  select?: string;
}

export async function pagedList<T extends object>(db: Queryable, query: ListQuery, request: PageRequest): Promise<Page<T>> {
  const where = query.where.length ? `where ${query.where.join(" and ")}` : "";
  const filterValues = [...query.params.values];
  const { limit, offset } = limitOffset(request);
  const paging = limit == null ? "" : `limit ${query.params.add(limit)} offset ${query.params.add(offset)}`;
  const alias = query.from.trim().split(/\s+/).pop();
  const [count, page] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total from ${query.from} ${where}`, filterValues),
    db.query<T>(
      `select ${query.select ?? `${alias}.*`} from ${query.from} ${where} order by ${query.orderBy} ${paging}`,
      query.params.values,
    ),
  ]);
  return toPage(page.rows, count.rows[0]?.total ?? 0, request);
}

/** A contract `limit` argument as a cap: a positive number, or null (no cap) for -1, 0 or null. */
export function limitCap(limit: number | null | undefined): number | null {
  return limit != null && limit > 0 ? Math.floor(limit) : null;
}

export function applyLimit<T>(items: readonly T[], limit: number | null | undefined): T[] {
  const cap = limitCap(limit);
  return cap == null ? [...items] : items.slice(0, cap);
}

/**
 * One row by numeric id or by SEO keyword (links such as /common/page/privacy carry either).
 * `from` (with alias) and `visible` are fixed SQL from the caller; the id or keyword is a parameter.
 */
export async function findByIdOrKeyword<T extends object>(
  db: Queryable,
  from: string,
  idOrKeyword: unknown,
  visible = "true",
): Promise<T | null> {
  const alias = from.trim().split(/\s+/).pop();
  const id = parseId(idOrKeyword);
  const keyword = String(idOrKeyword ?? "").trim();
  if (!id && !keyword) return null;
  const { rows } = await db.query<T>(
    `select ${alias}.* from ${from} where ${visible} and ${id ? `${alias}.id = $1` : `${alias}.keyword = $1`} limit 1`,
    [id ?? keyword],
  );
  return rows[0] ?? null;
}
