/**
 * What store categories and blog categories share: the same contract shape (Category and
 * categoryBlog), children loaded in one query per level, meta with a title fallback, url patterns.
 */
import type { Row } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import type { Resolvers } from "@commerce/graphql/types";
import { batchLoad, groupBy } from "./batch";
import { applyLimit, pagedList } from "./lists";
import { containsPattern, orderBy, SqlParams, textSortKey } from "./sql";
import { itemUrl } from "./url";

/** The contract's Meta of a row with meta columns: the title falls back to the item's name. */
export function metaOf(row: { meta_title?: string; meta_description?: string; meta_keyword?: string }, name: string) {
  return { title: row.meta_title || name, description: row.meta_description ?? "", keyword: row.meta_keyword ?? "" };
}

export type CategoryTable = "category" | "blog_category";

/** Only enabled store categories show; blog categories have no status. */
export const visibleCategory = (table: CategoryTable, alias: string) => (table === "category" ? `${alias}.status` : "true");

/** Sort keys of category lists; children lists use sort_order (the id breaks ties everywhere). */
export const categorySorts = (alias: string) => ({
  sort_order: `${alias}.sort_order`,
  name: textSortKey(`${alias}.name`),
  id: `${alias}.id`,
});

/** Field resolvers of Category / categoryBlog over rows of `table`. */
export function categoryFields(table: CategoryTable, fallbackPattern: string): Resolvers[string] {
  const children = (context: ApiContext, parentId: number) =>
    batchLoad(context, `${table}.children`, parentId, async (parentIds) => {
      const { rows } = await context.db.query(
        `select c.* from ${table} c where c.parent_id = any($1::int[]) and ${visibleCategory(table, "c")} order by c.sort_order, c.id`,
        [parentIds],
      );
      return groupBy(rows, "parent_id");
    });

  return {
    id: (c: Row) => String(c.id),
    parent_id: (c: Row) => String(c.parent_id),
    imageLazy: (c: Row) => c.image,
    meta: (c: Row) => metaOf(c, c.name),
    url: (c: Row, args: { url?: string | null }) => itemUrl(c.keyword, c.id, args.url, fallbackPattern),
    categories: async (c: Row, args: { limit?: number | null }, context) => applyLimit((await children(context, c.id)) ?? [], args.limit),
  };
}

export interface CategoryListArgs {
  filter?: string | null;
  order?: string | null;
  page?: number | null;
  parent?: number | null;
  search?: string | null;
  size?: number | null;
  sort?: string | null;
  top?: boolean | null;
}

/**
 * categoriesList and categoriesBlogList: `parent` -1 means any level; `search` (or `filter`, which
 * OpenCart's module treats as a name filter too) matches the name; `top` keeps the menu's categories.
 */
export function listCategories(context: ApiContext, table: CategoryTable, args: CategoryListArgs) {
  const params = new SqlParams();
  const where = [visibleCategory(table, "c")];
  if (args.parent != null && args.parent >= 0) where.push(`c.parent_id = ${params.add(args.parent)}`);
  if (args.top && table === "category") where.push("c.top");
  const search = (args.search || args.filter || "").trim();
  if (search) where.push(`c.name ilike ${params.add(containsPattern(search))}`);
  return pagedList(
    context.db,
    { from: `${table} c`, where, params, orderBy: orderBy(categorySorts("c"), args.sort, args.order, "sort_order", "c.id") },
    args,
  );
}
