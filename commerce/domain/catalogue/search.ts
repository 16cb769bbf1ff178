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
 * The words of a search, lower-cased, each without a simple plural's ending ("aviators" → "aviator",
 * "lenses" → "lens", "accessories" → "accessor"): a word matches anywhere in a column, so the stem
 * finds singular and plural alike. At most eight, which bounds the query.
 */
export function searchTerms(search: string | null | undefined): string[] {
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const stem = (word: string) => {
    if (word.length > 4 && word.endsWith("ies")) return word.slice(0, -3);
    if (word.length > 4 && /(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
    if (word.length > 3 && /[^s]s$/.test(word)) return word.slice(0, -1);
    return word;
  };
  return [...new Set(words.map(stem))].slice(0, 8);
}

/**
 * The brands whose name matches each search term, read first: as constants in the product query they
 * keep its estimate true, so the planner still picks the trigram indexes.
 */
async function matchingBrands(db: Queryable, terms: string[]): Promise<number[][]> {
  return Promise.all(
    terms.map(async (term) => {
      const { rows } = await db.query<{ id: number }>(`select id from manufacturer where name ilike $1`, [containsPattern(term)]);
      return rows.map((row) => row.id);
    }),
  );
}

/** Where a search term is looked for, and what a match there adds to a product's relevance. */
const searchColumns = [
  { sql: "pl.name", weight: 8 },
  { sql: "pl.model", weight: 4 },
  { sql: "pl.sku", weight: 4 },
  // The product's tags (OpenCart keeps them with the meta keywords): shape, kind, colour, brand.
  { sql: "pl.meta_keyword", weight: 2 },
  { sql: "pl.short_description", weight: 1 },
] as const;
const BRAND_WEIGHT = 4;
/** The whole phrase in the name ranks a product above one that has its words apart. */
const PHRASE_WEIGHT = 16;

/** A search's terms as bind parameters, with the brands each one names. */
interface SearchTerm {
  pattern: string;
  brands: string | null;
}

function searchTermParams(terms: string[], brands: number[][], params: SqlParams): SearchTerm[] {
  return terms.map((term, i) => ({
    pattern: params.add(containsPattern(term)),
    brands: brands[i]?.length ? params.add(brands[i]) : null,
  }));
}

/**
 * The relevance of a product to a search: per term, the weights of the columns it matches in, and
 * a bonus for the whole phrase in the name.
 */
function relevanceSql(search: string, terms: SearchTerm[], params: SqlParams): string {
  const perTerm = terms.flatMap(({ pattern, brands }) => [
    ...searchColumns.map((column) => `(case when ${column.sql} ilike ${pattern} then ${column.weight} else 0 end)`),
    ...(brands ? [`(case when pl.manufacturer_id = any(${brands}::int[]) then ${BRAND_WEIGHT} else 0 end)`] : []),
  ]);
  const phrase =
    terms.length > 1 ? [`(case when pl.name ilike ${params.add(containsPattern(search))} then ${PHRASE_WEIGHT} else 0 end)`] : [];
  return [...perTerm, ...phrase].join(" + ");
}

/**
 * The chosen filter options by filter group (unknown ids belong to none and are dropped; when none
 * is known, one empty group, which nothing matches, as before), read
 * first for the same reason as the brands: one plain semi-join per group, which the planner answers
 * from product_filter's index, instead of grouping every matching row per product.
 */
async function chosenOptionsByGroup(db: Queryable, filter: string | null | undefined): Promise<number[][]> {
  const ids = parseIdList(filter);
  if (!ids.length) return [];
  const { rows } = await db.query<{ options: number[] }>(
    `select array_agg(id order by id) as options from filter where id = any($1::int[]) group by filter_group_id order by filter_group_id`,
    [ids],
  );
  return rows.length ? rows.map((row) => row.options) : [[]];
}

/** The search the conditions look for: its terms and the brands each one names. */
interface SearchInput {
  terms: string[];
  brands: number[][];
}

function productConditions(
  args: ProductListArgs,
  params: SqlParams,
  search: SearchInput,
  optionGroups: number[][],
): { conditions: Fragment[]; terms: SearchTerm[] } {
  const conditions: Fragment[] = [{ sql: "pl.status" }];
  const add = (sql: string) => conditions.push({ sql });

  const categoryId = parseId(args.category_id);
  if (categoryId) add(`pl.id in (select cp.product_id from category_product cp where cp.category_id = ${params.add(categoryId)})`);

  const manufacturerId = parseId(args.manufacturer_id);
  if (manufacturerId) add(`pl.manufacturer_id = ${params.add(manufacturerId)}`);

  const terms = searchTermParams(search.terms, search.brands, params);
  // Every term somewhere (any order, any column); each column is an ILIKE its trigram index answers
  // (db/migrate.ts), so the planner ANDs the indexes' matches.
  for (const { pattern, brands } of terms) {
    const byBrand = brands ? ` or pl.manufacturer_id = any(${brands}::int[])` : "";
    add(`(${searchColumns.map((column) => `${column.sql} ilike ${pattern}`).join(" or ")}${byBrand})`);
  }

  if (args.special) add("pl.special_price is not null");
  if (args.featured) add("pl.featured");

  const ids = (args.ids ?? []).filter((id): id is number => Number.isInteger(id) && id! > 0);
  if (ids.length) add(`pl.id = any(${params.add(ids)}::int[])`);

  if (args.min_price != null && Number.isFinite(args.min_price)) add(`pl.effective_price >= ${params.add(args.min_price)}`);
  if (args.max_price != null && Number.isFinite(args.max_price)) add(`pl.effective_price <= ${params.add(args.max_price)}`);

  // A product matches when it has one of the chosen options in every group they belong to.
  for (const options of optionGroups) {
    add(`pl.id in (select pf.product_id from product_filter pf where pf.filter_id = any(${params.add(options)}::int[]))`);
  }

  for (const [groupId, bounds] of rangeBoundsByGroup(args)) {
    const limits = [
      bounds.min != null ? `f.numeric_value >= ${params.add(bounds.min)}` : "",
      bounds.max != null ? `f.numeric_value <= ${params.add(bounds.max)}` : "",
    ].filter(Boolean);
    add(`pl.id in (select pf.product_id from product_filter pf join filter f on f.id = pf.filter_id
        where f.filter_group_id = ${params.add(groupId)} and ${limits.join(" and ")})`);
  }
  return { conditions, terms };
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
  const searchText = (args.search ?? "").trim();
  const terms = searchTerms(searchText);
  const [brands, optionGroups] = await Promise.all([
    matchingBrands(db, terms),
    chosenOptionsByGroup(db, args.filter),
    ensureSpecialsCurrent(db),
  ]);
  const { conditions, terms: termParams } = productConditions(args, params, { terms, brands }, optionGroups);
  const filterValues = [...params.values];

  const key = sortKey(args.sort, productSortKeys, "sort_order");
  const sort = productSorts[key];
  const direction = sortDirection(args.order);
  // A search in a default order (the store's or by id) lists the most relevant first; an order the
  // shopper chose (price, name, …) is kept as asked.
  const ranked = termParams.length > 0 && (key === "sort_order" || key === "id");
  const relevance = ranked ? `, ${relevanceSql(searchText, termParams, params)} as relevance` : "";
  const byRelevance = ranked ? "relevance desc, " : "";
  const request = { page: args.page, size: args.size };
  const { limit, offset } = limitOffset(request);
  const paging = limit == null ? "" : `limit ${params.add(limit)} offset ${params.add(offset)}`;

  // A whole category in its default order walks that category's own entries (migration 007), so a
  // deep page skips index entries, not a join of the category with the whole catalogue's order.
  // The category id is the first parameter (productConditions adds it first).
  const categoryWalk = parseId(args.category_id) != null && conditions.length === 2 && key === "sort_order";
  const chosenSql = categoryWalk
    ? `select cp.product_id as id, cp.sort_order as sort_value from category_product cp where cp.category_id = $1 and cp.listed
      order by cp.sort_order ${direction}, cp.product_id ${direction} ${paging}`
    : `select pl.id, ${sort.sql} as sort_value${relevance} from ${fromWhere(conditions)}
      order by ${byRelevance}sort_value ${direction}, pl.id ${direction} ${paging}`;
  // The page's ids in order (the id breaks ties, so pages never overlap), then their listing rows.
  const pageSql = `select pl.* from (${chosenSql}) chosen join product_listing pl on pl.id = chosen.id
    order by ${ranked ? "chosen." : ""}${byRelevance}chosen.sort_value ${direction}, chosen.id ${direction}`;

  const [total, page] = await Promise.all([
    count ? db.query<{ total: number }>(countSql(args, conditions), filterValues) : null,
    db.query<ProductRow>(pageSql, params.values),
  ]);
  return toPage(page.rows, total ? (total.rows[0]?.total ?? 0) : offset + page.rows.length, request);
}
