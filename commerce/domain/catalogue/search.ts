/**
 * productsList: the contract's arguments and the store's extensions turned into two parameterised
 * queries, a count and a page. Both filter and sort on the product table, whose indexes cover the
 * sorts (rating is kept on the product by a trigger); a category's products come from
 * category_product (the category and its descendants, kept by triggers), and a plain category's
 * count from the catalogue summary, the current special and effective price from columns kept on
 * the product (decision 126). Only the page's rows are then read from product_listing, which is
 * what every Product field resolves from.
 */
import type { Database, Queryable } from "@commerce/db/index";
import { limitOffset, toPage, type Page } from "@commerce/domain/paging";
import { containsPattern, parseId, parseIdList, sortDirection, sortKey, SqlParams, textSortKey } from "@commerce/domain/sql";
import type { ProductRow } from "./products";
import { ensureSpecialsCurrent } from "./specials";
import { SUMMARY_FRESH, WHOLE_CATALOGUE } from "./summary";

export interface RangeBound {
  id: string;
  value: number;
}

export interface ProductListArgs {
  category_id?: string | null;
  filter?: string | null;
  ids?: (number | null)[] | null;
  manufacturer_id?: string | null;
  order?: string | null;
  page?: number | null;
  search?: string | null;
  size?: number | null;
  sort?: string | null;
  special?: boolean | null;
  /** Extension: only the products the store features. */
  featured?: boolean | null;
  min_price?: number | null;
  max_price?: number | null;
  min_filters?: (RangeBound | null)[] | null;
  max_filters?: (RangeBound | null)[] | null;
}

/** A SQL fragment on alias `pl` (the product table). */
interface Fragment {
  sql: string;
}

/** Whitelisted sort keys of productsList. */
const productSorts = {
  sort_order: { sql: "pl.sort_order" },
  id: { sql: "pl.id" },
  name: { sql: textSortKey("pl.name") },
  model: { sql: textSortKey("pl.model") },
  date_added: { sql: "pl.date_added" },
  price: { sql: "pl.effective_price" },
  rating: { sql: "pl.rating" },
} satisfies Record<string, Fragment>;
const productSortKeys = Object.keys(productSorts) as (keyof typeof productSorts)[];

/**
 * The brands whose name matches a search, read first: as constants in the product query they keep
 * its estimate true, so the planner still picks the trigram indexes.
 */
async function matchingBrands(db: Queryable, search: string | null | undefined): Promise<number[]> {
  const text = (search ?? "").trim();
  if (!text) return [];
  const { rows } = await db.query<{ id: number }>(`select id from manufacturer where name ilike $1`, [containsPattern(text)]);
  return rows.map((row) => row.id);
}

function productConditions(args: ProductListArgs, params: SqlParams, brands: number[]): Fragment[] {
  const conditions: Fragment[] = [{ sql: "pl.status" }];
  const add = (sql: string) => conditions.push({ sql });

  const categoryId = parseId(args.category_id);
  if (categoryId) add(`pl.id in (select cp.product_id from category_product cp where cp.category_id = ${params.add(categoryId)})`);

  const manufacturerId = parseId(args.manufacturer_id);
  if (manufacturerId) add(`pl.manufacturer_id = ${params.add(manufacturerId)}`);

  const search = (args.search ?? "").trim();
  if (search) {
    const pattern = params.add(containsPattern(search));
    // Each column is an ILIKE its trigram index answers (db/migrate.ts).
    const byBrand = brands.length ? ` or pl.manufacturer_id = any(${params.add(brands)}::int[])` : "";
    add(
      `(pl.name ilike ${pattern} or pl.model ilike ${pattern} or pl.sku ilike ${pattern} or pl.short_description ilike ${pattern}${byBrand})`,
    );
  }

  if (args.special) add("pl.special_price is not null");
  if (args.featured) add("pl.featured");

  const ids = (args.ids ?? []).filter((id): id is number => Number.isInteger(id) && id! > 0);
  if (ids.length) add(`pl.id = any(${params.add(ids)}::int[])`);

  if (args.min_price != null && Number.isFinite(args.min_price)) add(`pl.effective_price >= ${params.add(args.min_price)}`);
  if (args.max_price != null && Number.isFinite(args.max_price)) add(`pl.effective_price <= ${params.add(args.max_price)}`);

  const filterIds = parseIdList(args.filter);
  if (filterIds.length) {
    // A product matches when it has one of the chosen options in every group they belong to.
    // Unknown option ids belong to no group and are ignored.
    const chosen = params.add(filterIds);
    add(`pl.id in (select pf.product_id from product_filter pf join filter f on f.id = pf.filter_id
        where pf.filter_id = any(${chosen}::int[]) group by pf.product_id
        having count(distinct f.filter_group_id) = (select count(distinct g.filter_group_id) from filter g where g.id = any(${chosen}::int[])))`);
  }

  for (const [groupId, bounds] of rangeBoundsByGroup(args)) {
    const limits = [
      bounds.min != null ? `f.numeric_value >= ${params.add(bounds.min)}` : "",
      bounds.max != null ? `f.numeric_value <= ${params.add(bounds.max)}` : "",
    ].filter(Boolean);
    add(`pl.id in (select pf.product_id from product_filter pf join filter f on f.id = pf.filter_id
        where f.filter_group_id = ${params.add(groupId)} and ${limits.join(" and ")})`);
  }
  return conditions;
}

/** min_filters and max_filters merged per filter group, so one of a product's values must lie within both bounds. */
function rangeBoundsByGroup(args: ProductListArgs): Map<number, { min?: number; max?: number }> {
  const groups = new Map<number, { min?: number; max?: number }>();
  const collect = (bounds: ProductListArgs["min_filters"], side: "min" | "max") => {
    for (const bound of bounds ?? []) {
      const groupId = parseId(bound?.id);
      if (!groupId || bound == null || !Number.isFinite(bound.value)) continue;
      groups.set(groupId, { ...groups.get(groupId), [side]: bound.value });
    }
  };
  collect(args.min_filters, "min");
  collect(args.max_filters, "max");
  return groups;
}

/** `product pl where <conditions>`. */
function fromWhere(conditions: Fragment[]): string {
  return `product pl where ${conditions.map((c) => c.sql).join(" and ")}`;
}

/**
 * The count: a listing of a whole category (or of the catalogue) reads it from the catalogue
 * summary while that is fresh; anything narrower counts its rows. (coalesce runs the count only
 * when the summary has no answer.)
 */
function countSql(args: ProductListArgs, conditions: Fragment[]): string {
  const counted = `select count(*)::int from ${fromWhere(conditions)}`;
  const categoryId = parseId(args.category_id);
  const plain = conditions.length === (categoryId ? 2 : 1);
  if (!plain) return `select (${counted}) as total`;
  return `select coalesce(
      (select s.products from category_summary s where s.category_id = ${categoryId ? "$1" : WHOLE_CATALOGUE} and ${SUMMARY_FRESH}),
      (${counted})) as total`;
}

/**
 * One page of products. `count: false` skips counting them (a home carousel asks for no totals);
 * the envelope's totals then describe only this page.
 */
export async function searchProducts(db: Database, args: ProductListArgs, { count = true } = {}): Promise<Page<ProductRow>> {
  const params = new SqlParams();
  const [brands] = await Promise.all([matchingBrands(db, args.search), ensureSpecialsCurrent(db)]);
  const conditions = productConditions(args, params, brands);
  const filterValues = [...params.values];

  const sort = productSorts[sortKey(args.sort, productSortKeys, "sort_order")];
  const direction = sortDirection(args.order);
  const request = { page: args.page, size: args.size };
  const { limit, offset } = limitOffset(request);
  const paging = limit == null ? "" : `limit ${params.add(limit)} offset ${params.add(offset)}`;

  // The page's ids in order (the id breaks ties, so pages never overlap), then their listing rows.
  const pageSql = `select pl.* from (
      select pl.id, ${sort.sql} as sort_value from ${fromWhere(conditions)}
      order by sort_value ${direction}, pl.id ${direction} ${paging}
    ) chosen join product_listing pl on pl.id = chosen.id
    order by chosen.sort_value ${direction}, chosen.id ${direction}`;

  const [total, page] = await Promise.all([
    count ? db.query<{ total: number }>(countSql(args, conditions), filterValues) : null,
    db.query<ProductRow>(pageSql, params.values),
  ]);
  return toPage(page.rows, total ? (total.rows[0]?.total ?? 0) : offset + page.rows.length, request);
}
