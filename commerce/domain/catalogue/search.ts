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
import { fitConditionSql, fitDistanceSql, isFrameFit, type FrameFit } from "./frame-fit";
import { KeptListings, listingGeneration } from "./kept-listings";
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
  /** Extension: frames that fit like this one (frame-fit.ts). */
  fit?: FrameFit | null;
}

/** What a condition narrows by: the kept structures below answer some combinations without the product table. */
type ConditionKind = "listed" | "category" | "search" | "special" | "price" | "options" | "other";

/** A SQL fragment on alias `pl` (the product table). */
interface Fragment {
  sql: string;
  kind?: ConditionKind;
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
 * A search text as plain words, lower-cased: quotes and other punctuation are spaces, except a
 * hyphen, dot, slash or apostrophe inside a word ("cat-eye", "1.5", "men's"). Quoting a word
 * (`"round"`) or ending it with a comma must not make it match nothing.
 */
export function searchWords(search: string | null | undefined): string {
  return (search ?? "")
    .toLowerCase()
    .replace(/[-'./\u2019](?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[-'./\u2019]|[^\p{L}\p{N}\s\-'./\u2019]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .join(" ");
}

/**
 * The words of a search (searchWords), each without a simple plural's ending ("aviators" → "aviator",
 * "lenses" → "lens", "accessories" → "accessor"): a word matches anywhere in a column, so the stem
 * finds singular and plural alike. At most eight, which bounds the query.
 */
export function searchTerms(search: string | null | undefined): string[] {
  const words = searchWords(search).split(" ").filter(Boolean);
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
  { column: "name", weight: 8 },
  { column: "model", weight: 4 },
  { column: "sku", weight: 4 },
  // The product's tags (OpenCart keeps them with the meta keywords): shape, kind, colour, brand.
  { column: "meta_keyword", weight: 2 },
  { column: "short_description", weight: 1 },
] as const;

/**
 * How a column is matched against a term's pattern: ILIKE on the product table, or LIKE on the
 * search table's lower-cased copy (migration 008) with the pattern lower-cased by the same lower():
 * PostgreSQL's ILIKE is exactly that comparison.
 */
type ColumnMatch = (column: string, pattern: string) => string;
const onProduct: ColumnMatch = (column, pattern) => `pl.${column} ilike ${pattern}`;
const onSearchTable: ColumnMatch = (column, pattern) => `ps.${column} like lower(${pattern})`;
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
function relevanceSql(search: string, terms: SearchTerm[], params: SqlParams, match: ColumnMatch, alias: string): string {
  const perTerm = terms.flatMap(({ pattern, brands }) => [
    ...searchColumns.map(({ column, weight }) => `(case when ${match(column, pattern)} then ${weight} else 0 end)`),
    ...(brands ? [`(case when ${alias}.manufacturer_id = any(${brands}::int[]) then ${BRAND_WEIGHT} else 0 end)`] : []),
  ]);
  const phrase =
    terms.length > 1 ? [`(case when ${match("name", params.add(containsPattern(search)))} then ${PHRASE_WEIGHT} else 0 end)`] : [];
  return [...perTerm, ...phrase].join(" + ");
}

/** A term's condition: in some searched column, or naming the product's brand. */
function termConditionSql({ brands }: SearchTerm, alias: string, inSomeColumn: string): string {
  return `(${inSomeColumn}${brands ? ` or ${alias}.manufacturer_id = any(${brands}::int[])` : ""})`;
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
  const conditions: Fragment[] = [{ sql: "pl.status", kind: "listed" }];
  const add = (sql: string, kind: ConditionKind = "other") => conditions.push({ sql, kind });

  const categoryId = parseId(args.category_id);
  if (categoryId)
    add(`pl.id in (select cp.product_id from category_product cp where cp.category_id = ${params.add(categoryId)})`, "category");

  const manufacturerId = parseId(args.manufacturer_id);
  if (manufacturerId) add(`pl.manufacturer_id = ${params.add(manufacturerId)}`);

  const terms = searchTermParams(search.terms, search.brands, params);
  // Every term somewhere (any order, any column); each column is an ILIKE its trigram index answers
  // (db/migrate.ts), so the planner ANDs the indexes' matches.
  for (const term of terms) {
    add(termConditionSql(term, "pl", searchColumns.map(({ column }) => onProduct(column, term.pattern)).join(" or ")), "search");
  }

  if (args.special) add("pl.special_price is not null", "special");
  if (args.featured) add("pl.featured");

  const ids = (args.ids ?? []).filter((id): id is number => Number.isInteger(id) && id! > 0);
  if (ids.length) add(`pl.id = any(${params.add(ids)}::int[])`);

  if (args.min_price != null && Number.isFinite(args.min_price)) add(`pl.effective_price >= ${params.add(args.min_price)}`, "price");
  if (args.max_price != null && Number.isFinite(args.max_price)) add(`pl.effective_price <= ${params.add(args.max_price)}`, "price");

  // A product matches when it has one of the chosen options in every group they belong to.
  for (const options of optionGroups) {
    add(`pl.id in (select pf.product_id from product_filter pf where pf.filter_id = any(${params.add(options)}::int[]))`, "options");
  }

  for (const [groupId, bounds] of rangeBoundsByGroup(args)) {
    const limits = [
      bounds.min != null ? `f.numeric_value >= ${params.add(bounds.min)}` : "",
      bounds.max != null ? `f.numeric_value <= ${params.add(bounds.max)}` : "",
    ].filter(Boolean);
    add(`pl.id in (select pf.product_id from product_filter pf join filter f on f.id = pf.filter_id
        where f.filter_group_id = ${params.add(groupId)} and ${limits.join(" and ")})`);
  }
  if (isFrameFit(args.fit)) add(fitConditionSql(args.fit, params, "pl"));
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

/** True when every condition is of one of `kinds` (and, with `required`, one is of that kind). */
function onlyOf(conditions: Fragment[], kinds: ConditionKind[], required?: ConditionKind): boolean {
  return conditions.every((c) => kinds.includes(c.kind ?? "other")) && (!required || conditions.some((c) => c.kind === required));
}

/**
 * The listings a narrow structure of migration 008 answers without the wide product table: a search
 * alone (the search table), a category narrowed by options and perhaps a price range (the
 * category's own entries, which carry each product's price and options).
 */
type NarrowListing = "search" | "category-options" | null;

function narrowListing(conditions: Fragment[]): NarrowListing {
  if (onlyOf(conditions, ["listed", "search"], "search")) return "search";
  if (onlyOf(conditions, ["listed", "category", "price", "options"], "options") && conditions.some((c) => c.kind === "category")) {
    return "category-options";
  }
  return null;
}

/** The search table's rows matching every term (migration 008), on alias `ps`. */
function searchTableWhere(terms: SearchTerm[]): string {
  return ["ps.listed", ...terms.map((term) => termConditionSql(term, "ps", `ps.document like lower(${term.pattern})`))].join(" and ");
}

/** A category's listed entries in the price range having an option of every chosen group (migration 008), on alias `cp`. */
function categoryOptionsWhere(args: ProductListArgs, optionGroups: number[][], params: SqlParams): string {
  const where = [`cp.category_id = ${params.add(parseId(args.category_id))}`, "cp.listed"];
  if (args.min_price != null && Number.isFinite(args.min_price)) where.push(`cp.effective_price >= ${params.add(args.min_price)}`);
  if (args.max_price != null && Number.isFinite(args.max_price)) where.push(`cp.effective_price <= ${params.add(args.max_price)}`);
  for (const options of optionGroups) where.push(`cp.filter_ids && ${params.add(options)}::int[]`);
  return where.join(" and ");
}

/**
 * The count over the product table. A listing of a whole category (or of the catalogue), or of its
 * specials, reads it from the catalogue summary while that is fresh (coalesce runs the count only
 * when the summary has no answer); anything else counts its rows.
 */
function productCountSql(args: ProductListArgs, conditions: Fragment[]): string {
  const counted = `select count(*)::int from ${fromWhere(conditions)}`;
  const summarised = onlyOf(conditions, ["listed", "category"])
    ? "s.products"
    : onlyOf(conditions, ["listed", "category", "special"])
      ? "s.specials"
      : null;
  if (!summarised) return `select (${counted}) as total`;
  return `select coalesce(
      (select ${summarised} from category_summary s where s.category_id = ${parseId(args.category_id) ? "$1" : WHOLE_CATALOGUE} and ${SUMMARY_FRESH}),
      (${counted})) as total`;
}

/** A statement and its parameters. */
interface Statement {
  sql: string;
  values: unknown[];
}

/** What a listing asks the database: its count (when wanted) and the ids of one page in order, with their sort value. */
interface ListingPlan {
  count: Statement | null;
  /** `select id, sort_value[, relevance][, matches]`; `matches` (every row's count of all matches) stands in for the count. */
  chosen: Statement;
  /** The page's order starts with its relevance (a search in a default order). */
  ranked: boolean;
  countedWithPage: boolean;
}

interface ListingInput {
  args: ProductListArgs;
  search: { text: string; terms: string[]; brands: number[][] };
  optionGroups: number[][];
  key: keyof typeof productSorts;
  direction: string;
  limit: number | null;
  offset: number;
  count: boolean;
}

function listingPlan(input: ListingInput): ListingPlan {
  const { args, search, optionGroups, key, direction, limit, offset, count } = input;
  const params = new SqlParams();
  const { conditions, terms } = productConditions(args, params, search, optionGroups);
  // Without a limit the rows' order is the outer query's (a page's join, a kept answer's array_agg):
  // an inner one would only make the planner walk an order index through every entry.
  const paging = (into: SqlParams, order: string) =>
    limit == null ? "" : `order by ${order} limit ${into.add(limit)} offset ${into.add(offset)}`;
  // A search in a default order (the store's or by id) lists the most relevant first; an order the
  // shopper chose (price, name, …) is kept as asked. A fit search in a default order lists the
  // nearest first: its relevance is the distance, negated (docs/decisions/248-frame-fit-search.md).
  const defaultOrder = key === "sort_order" || key === "id";
  const fitted = isFrameFit(args.fit) && defaultOrder;
  const ranked = (terms.length > 0 || fitted) && defaultOrder;
  const narrow = narrowListing(conditions);

  if (narrow === "search") {
    // The narrow search table alone: its matches' relevance from their lower-cased columns; ranked,
    // the page's query also counts every match (one scan of the matches instead of two).
    const own = new SqlParams();
    const ownTerms = searchTermParams(search.terms, search.brands, own);
    const countSql = `select count(*)::int as total from product_search ps where ${searchTableWhere(ownTerms)}`;
    const countValues = [...own.values];
    if (ranked) {
      const relevance = relevanceSql(search.text, ownTerms, own, onSearchTable, "ps");
      const sortValue = key === "id" ? "ps.product_id" : "ps.sort_order";
      return {
        count: count ? { sql: countSql, values: countValues } : null,
        chosen: {
          // offset 0 keeps the relevance inside: the count's window then holds three numbers per match, not its text.
          sql: `select id, sort_value, relevance${count ? ", count(*) over ()::int as matches" : ""} from (
              select ps.product_id as id, ${sortValue} as sort_value, ${relevance} as relevance
                from product_search ps where ${searchTableWhere(ownTerms)} offset 0) matched
            ${paging(own, `relevance desc, sort_value ${direction}, id ${direction}`)}`,
          values: own.values,
        },
        ranked,
        countedWithPage: count,
      };
    }
    return { count: count ? { sql: countSql, values: countValues } : null, chosen: productChosen(), ranked, countedWithPage: false };
  }

  if (narrow === "category-options") {
    const own = new SqlParams();
    const where = categoryOptionsWhere(args, optionGroups, own);
    const countValues = [...own.values];
    const countStatement = count
      ? { sql: `select count(*)::int as total from category_product cp where ${where}`, values: countValues }
      : null;
    // In the default order the page walks the category's own order (migration 007's index).
    const chosen =
      key === "sort_order"
        ? {
            sql: `select cp.product_id as id, cp.sort_order as sort_value from category_product cp where ${where}
              ${paging(own, `cp.sort_order ${direction}, cp.product_id ${direction}`)}`,
            values: own.values,
          }
        : productChosen();
    return { count: countStatement, chosen, ranked: false, countedWithPage: false };
  }

  const countStatement = count ? { sql: productCountSql(args, conditions), values: [...params.values] } : null;
  // A whole category in its default order walks that category's own entries (migration 007), so a
  // deep page skips index entries, not a join of the category with the whole catalogue's order.
  // The category id is the first parameter (productConditions adds it first).
  if (key === "sort_order" && onlyOf(conditions, ["listed", "category"], "category")) {
    return {
      count: countStatement,
      chosen: {
        sql: `select cp.product_id as id, cp.sort_order as sort_value from category_product cp where cp.category_id = $1 and cp.listed
          ${paging(params, `cp.sort_order ${direction}, cp.product_id ${direction}`)}`,
        values: params.values,
      },
      ranked: false,
      countedWithPage: false,
    };
  }
  return { count: countStatement, chosen: productChosen(), ranked, countedWithPage: false };

  /** The page from the product table: its conditions, sort and (for a ranked search) relevance. */
  function productChosen(): Statement {
    const relevance = !ranked
      ? ""
      : fitted
        ? `, -(${fitDistanceSql(args.fit!, params, "pl")}) as relevance`
        : `, ${relevanceSql(search.text, terms, params, onProduct, "pl")} as relevance`;
    return {
      sql: `select pl.id, ${productSorts[key].sql} as sort_value${relevance} from ${fromWhere(conditions)}
        ${paging(params, `${ranked ? "relevance desc, " : ""}sort_value ${direction}, pl.id ${direction}`)}`,
      values: params.values,
    };
  }
}

/**
 * Whether a listing is kept (decision 205): one whose cost grows with its matches (a search, options,
 * a price or range filter), where reading every match once costs about what one page does. A plain
 * listing's page, however deep, walks an order index (migrations 007, 008) for less than that; a
 * list of given ids is as narrow as its ids.
 */
function worthKeeping({ args, limit, search, optionGroups }: ListingInput): boolean {
  if (limit == null || args.ids?.length) return false;
  const priced = finiteOrNull(args.min_price) != null || finiteOrNull(args.max_price) != null;
  return search.terms.length > 0 || optionGroups.length > 0 || priced || rangeBoundsByGroup(args).size > 0 || isFrameFit(args.fit);
}

/** A price bound as the conditions read it: a finite number, or none. */
const finiteOrNull = (value: number | null | undefined) => (value != null && Number.isFinite(value) ? value : null);

/** Everything a listing's matches and order depend on; the page is not part of it. */
function keptListingKey({ args, search, optionGroups, key, direction }: ListingInput): string {
  return JSON.stringify([
    parseId(args.category_id),
    parseId(args.manufacturer_id),
    search.text.toLowerCase(),
    search.brands,
    Boolean(args.special),
    Boolean(args.featured),
    finiteOrNull(args.min_price),
    finiteOrNull(args.max_price),
    optionGroups,
    [...rangeBoundsByGroup(args)],
    isFrameFit(args.fit) ? [args.fit.lens_width, args.fit.bridge, args.fit.temple] : null,
    key,
    direction,
  ]);
}

/** `order by` of a chosen statement's rows, on alias `chosen`. */
function chosenOrder(plan: ListingPlan, direction: string): string {
  return `${plan.ranked ? "chosen.relevance desc, " : ""}chosen.sort_value ${direction}, chosen.id ${direction}`;
}

/** One page of a kept listing: every match's id in order (kept, or read once), then the page's rows. */
async function keptListingPage(db: Database, input: ListingInput): Promise<{ rows: ProductRow[]; total: number }> {
  const kept = await db.memo("kept-listings", async () => new KeptListings());
  const generation = await listingGeneration(db);
  const ids = await kept.ids(keptListingKey(input), generation, async () => {
    const plan = listingPlan({ ...input, limit: null, offset: 0, count: false });
    const { rows } = await db.query<{ ids: number[] | null }>(
      `select array_agg(chosen.id order by ${chosenOrder(plan, input.direction)}) as ids from (${plan.chosen.sql}) chosen`,
      plan.chosen.values,
    );
    return rows[0]?.ids ?? [];
  });
  const pageIds = Array.from(ids.subarray(input.offset, input.offset + (input.limit ?? ids.length)));
  if (!pageIds.length) return { rows: [], total: ids.length };
  const page = await db.query<ProductRow>(
    `select pl.* from unnest($1::int[]) with ordinality as chosen(id, position)
      join product_listing pl on pl.id = chosen.id order by chosen.position`,
    [pageIds],
  );
  return { rows: page.rows, total: ids.length };
}

/**
 * One page of products. `count: false` skips counting them (a home carousel asks for no totals);
 * the envelope's totals then describe only this page. `keep: false` reads a listing that would be
 * kept the long way (tests compare the two).
 */
export async function searchProducts(db: Database, args: ProductListArgs, { count = true, keep = true } = {}): Promise<Page<ProductRow>> {
  // The words alone: the phrase bonus and the kept listings' key then ignore quotes and punctuation too.
  const text = searchWords(args.search);
  const terms = searchTerms(text);
  const request = { page: args.page, size: args.size };
  // Punctuation alone is a search for no word: it matches nothing (not the whole catalogue).
  if (!terms.length && args.search?.trim()) return toPage([], 0, request);
  const [brands, optionGroups] = await Promise.all([
    matchingBrands(db, terms),
    chosenOptionsByGroup(db, args.filter),
    ensureSpecialsCurrent(db),
  ]);
  const key = sortKey(args.sort, productSortKeys, "sort_order");
  const direction = sortDirection(args.order);
  const { limit, offset } = limitOffset(request);
  const input: ListingInput = { args, search: { text, terms, brands }, optionGroups, key, direction, limit, offset, count };
  if (keep && worthKeeping(input)) {
    const { rows, total } = await keptListingPage(db, input);
    return toPage(rows, count ? total : offset + rows.length, request);
  }
  const plan = listingPlan(input);

  // The page's ids in order (the id breaks ties, so pages never overlap), then their listing rows.
  const pageSql = `select pl.*${plan.countedWithPage ? ", chosen.matches" : ""} from (${plan.chosen.sql}) chosen
    join product_listing pl on pl.id = chosen.id
    order by ${chosenOrder(plan, direction)}`;
  const [counted, page] = await Promise.all([
    plan.count && !plan.countedWithPage ? db.query<{ total: number }>(plan.count.sql, plan.count.values) : null,
    db.query<ProductRow & { matches?: number }>(pageSql, plan.chosen.values),
  ]);
  let total = counted ? (counted.rows[0]?.total ?? 0) : offset + page.rows.length;
  if (plan.countedWithPage) {
    // A page past the last match has no row to carry the count: then it is asked for alone.
    const first = page.rows[0];
    if (first) total = Number(first.matches);
    else if (offset > 0 && plan.count) total = (await db.query<{ total: number }>(plan.count.sql, plan.count.values)).rows[0]?.total ?? 0;
    else total = 0;
  }
  const rows = plan.countedWithPage ? page.rows.map(({ matches: _, ...row }) => row) : page.rows;
  return toPage(rows, total, request);
}
