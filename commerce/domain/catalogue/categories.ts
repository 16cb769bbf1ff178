/**
 * Store categories and blog categories: the same shape in two tables, listed and paged alike,
 * children loaded in one query per level. Only enabled store categories show; blog categories
 * have no status.
 */
import type { Queryable } from "@commerce/db/index";
import { groupBy } from "@commerce/domain/batch";
import { findByIdOrKeyword, pagedList, type ListArgs } from "@commerce/domain/lists";
import type { Page } from "@commerce/domain/paging";
import { containsPattern, orderBy, SqlParams, textSortKey } from "@commerce/domain/sql";

export type CategoryTable = "category" | "blog_category";

/** A row of either category table (`top` and `status` only on store categories). */
export interface CategoryRow {
  id: number;
  parent_id: number;
  name: string;
  description: string;
  image: string;
  keyword: string | null;
  sort_order: number;
  top?: boolean;
  status?: boolean;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
}

const visibleCategory = (table: CategoryTable, alias: string) => (table === "category" ? `${alias}.status` : "true");

/** Sort keys of category lists; children lists use sort_order (the id breaks ties everywhere). */
const categorySorts = (alias: string) => ({
  sort_order: `${alias}.sort_order`,
  name: textSortKey(`${alias}.name`),
  id: `${alias}.id`,
});

export interface CategoryListArgs extends ListArgs {
  filter?: string | null;
  parent?: number | null;
  top?: boolean | null;
}

/** A visible category by id or SEO keyword. */
export function findCategory(db: Queryable, table: CategoryTable, idOrKeyword: unknown): Promise<CategoryRow | null> {
  return findByIdOrKeyword<CategoryRow>(db, `${table} c`, idOrKeyword, visibleCategory(table, "c"));
}

/** The visible children of the given categories, keyed by parent id, in menu order. */
export async function loadChildCategories(
  db: Queryable,
  table: CategoryTable,
  parentIds: readonly number[],
): Promise<Map<number, CategoryRow[]>> {
  const { rows } = await db.query<CategoryRow>(
    `select c.* from ${table} c where c.parent_id = any($1::int[]) and ${visibleCategory(table, "c")} order by c.sort_order, c.id`,
    [parentIds],
  );
  return groupBy(rows, "parent_id");
}

/**
 * categoriesList and categoriesBlogList: `parent` -1 means any level; `search` (or `filter`, which
 * OpenCart's module treats as a name filter too) matches the name; `top` keeps the menu's categories.
 */
export function listCategories(db: Queryable, table: CategoryTable, args: CategoryListArgs): Promise<Page<CategoryRow>> {
  const params = new SqlParams();
  const where = [visibleCategory(table, "c")];
  if (args.parent != null && args.parent >= 0) where.push(`c.parent_id = ${params.add(args.parent)}`);
  if (args.top && table === "category") where.push("c.top");
  const search = (args.search || args.filter || "").trim();
  if (search) where.push(`c.name ilike ${params.add(containsPattern(search))}`);
  return pagedList<CategoryRow>(
    db,
    { from: `${table} c`, where, params, orderBy: orderBy(categorySorts("c"), args.sort, args.order, "sort_order", "c.id") },
    args,
  );
}
