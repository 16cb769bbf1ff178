/**
 * The category catalog's state lives in the address query, with the product's parameter names:
 * `filters` (comma-separated filter option ids), `min_price`, `max_price`,
 * `min_filters_{groupId}`, `max_filters_{groupId}`, `sort`, `order`, `size`, `search`, and `fit`
 * ("Fits like my pair", a frame size such as 50-20-145: docs/decisions/248-frame-fit-search.md).
 *
 * `parseCatalogQuery` reads any query (typed by hand, produced by the filter panel's plain GET form,
 * or by the enhanced panel) into one normalised state; `serializeCatalogQuery` writes the one
 * canonical query for a state (fixed order, defaults left out), so equal states have equal URLs and
 * equal cache keys. Pure: the server, the browser and the unit tests share it.
 */
import { normalizeKeyword, storeSearchText } from "~/lib/search/search";
import { FIT_PARAM, formatFrameSize, parseFrameSize, toFitArgument, type FrameSize } from "./frame-size";
import { formatBound, normalizeRange, parseBound, type Bound, type BoundRange } from "./price-range";
import { DEFAULT_SORT, isDefaultSort, sortOptionOf, toApiSort, type SortChoice, type SortField, type SortOrder } from "./sort";

/** Catalog page size at first, and what each Load More adds (docs/product/texts-and-constants.md#numbers). */
export const CATALOG_PAGE_SIZE = 20;
export const LOAD_MORE_STEP = 20;
/** Filters apply this long after the panel closes: reopening it at once keeps editing instead (docs/product/texts-and-constants.md#numbers). */
export const FILTER_APPLY_DEBOUNCE_MS = 650;
/** A hand-typed size beyond this is capped: one page never renders thousands of tiles. */
export const MAX_CATALOG_SIZE = 500;

export interface CatalogQuery extends SortChoice {
  /** Chosen filter option ids (checkbox and radio groups), unique, in ascending order. */
  filters: string[];
  price: BoundRange;
  /** Bounds on range filter groups, by filter group id. */
  ranges: Record<string, BoundRange>;
  size: number;
  /** The trimmed keyword; "" means no search. */
  search: string;
  /** "Fits like my pair": the shopper's frame size, null for none. */
  fit: FrameSize | null;
}

/** What the address said that could not be used; the page says so (400) and ignores it. */
export type QueryProblem = "price" | "fit";

export interface ParsedCatalogQuery {
  query: CatalogQuery;
  problems: QueryProblem[];
  /**
   * True when the address is not written the canonical way because a plain (JavaScript-free) form
   * produced it: repeated `filters`, radio fields, empty inputs. The page then redirects to the
   * canonical address, so what the shopper shares is the product's format.
   */
  fromForm: boolean;
  /** The frame size as typed, kept for the field when it could not be read. */
  fitText: string;
  /** Why the typed frame size was refused, "" when it was not. */
  fitMessage: string;
}

export const EMPTY_RANGE: BoundRange = { min: null, max: null };

export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  filters: [],
  price: EMPTY_RANGE,
  ranges: {},
  ...DEFAULT_SORT,
  size: CATALOG_PAGE_SIZE,
  search: "",
  fit: null,
};

/** The plain filter form names a radio group's inputs `radio_{groupId}` (one choice per group). */
export const RADIO_FIELD_PREFIX = "radio_";
const MIN_RANGE = /^min_filters_(\d+)$/;
const MAX_RANGE = /^max_filters_(\d+)$/;
const ID = /^\d+$/;

export function parseCatalogQuery(params: URLSearchParams): ParsedCatalogQuery {
  const problems: QueryProblem[] = [];
  let fromForm = false;

  // Filter option ids: comma-separated, repeated (plain form checkboxes) or from radio fields.
  const rawFilters = params.getAll("filters");
  if (rawFilters.length > 1) fromForm = true;
  const ids = new Set<string>();
  const addIds = (value: string) => {
    for (const part of value.split(",")) {
      const id = part.trim();
      if (ID.test(id) && Number(id) > 0) ids.add(String(Number(id)));
    }
  };
  rawFilters.forEach(addIds);

  const ranges: Record<string, BoundRange> = {};
  for (const [key, value] of params) {
    if (value.trim() === "") {
      fromForm = true;
      continue;
    }
    if (key.startsWith(RADIO_FIELD_PREFIX)) {
      fromForm = true;
      addIds(value);
      continue;
    }
    const range = MIN_RANGE.exec(key) ?? MAX_RANGE.exec(key);
    if (!range) continue;
    const bound = parseBound(value);
    // A range bound is only ever picked from the panel's own values: junk is ignored.
    if (bound === "invalid" || bound == null) continue;
    const groupId = String(Number(range[1]));
    const side = key.startsWith("min") ? "min" : "max";
    ranges[groupId] = { ...(ranges[groupId] ?? EMPTY_RANGE), [side]: bound };
  }
  for (const [groupId, range] of Object.entries(ranges)) ranges[groupId] = normalizeRange(range);

  const readPrice = (name: string): Bound => {
    const bound = parseBound(params.get(name));
    if (bound === "invalid") {
      if (!problems.includes("price")) problems.push("price");
      return null;
    }
    return bound;
  };
  const price = normalizeRange({ min: readPrice("min_price"), max: readPrice("max_price") });

  const { sort, order } = sortOptionOf(params.get("sort"), params.get("order"));

  const fitText = (params.get(FIT_PARAM) ?? "").trim();
  const fitRead = fitText ? parseFrameSize(fitText) : null;
  if (fitRead && !fitRead.ok) problems.push("fit");
  const fit = fitRead?.ok ? fitRead.size : null;
  // Typed as "50 20 145": the canonical address writes it with dashes.
  if (fit && formatFrameSize(fit) !== fitText) fromForm = true;

  return {
    query: {
      filters: [...ids].sort((a, b) => Number(a) - Number(b)),
      price,
      ranges,
      sort,
      order,
      size: parseSize(params.get("size")),
      search: normalizeKeyword(params.get("search")),
      fit,
    },
    problems,
    fromForm,
    fitText,
    fitMessage: fitRead && !fitRead.ok ? fitRead.message : "",
  };
}

/**
 * A size that is not a positive whole number falls back to the first page's size; any other is a
 * size Load More reaches (a multiple of its step, up to MAX_CATALOG_SIZE), rounded up: the sizes are
 * few, so they cannot split the page cache (docs/decisions/274-listing-addresses-one-cache-entry.md).
 */
export function parseSize(value: string | null | undefined): number {
  const text = (value ?? "").trim();
  if (!ID.test(text)) return CATALOG_PAGE_SIZE;
  const size = Number(text);
  if (size < 1) return CATALOG_PAGE_SIZE;
  return Math.min(Math.ceil(size / LOAD_MORE_STEP) * LOAD_MORE_STEP, MAX_CATALOG_SIZE);
}

/** The canonical query of a state: fixed order, defaults and empty values left out. */
export function serializeCatalogQuery(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.filters.length) params.set("filters", query.filters.join(","));
  if (query.price.min != null) params.set("min_price", formatBound(query.price.min));
  if (query.price.max != null) params.set("max_price", formatBound(query.price.max));
  for (const [groupId, { min, max }] of Object.entries(query.ranges).sort(([a], [b]) => Number(a) - Number(b))) {
    if (min != null) params.set(`min_filters_${groupId}`, formatBound(min));
    if (max != null) params.set(`max_filters_${groupId}`, formatBound(max));
  }
  if (query.fit) params.set(FIT_PARAM, formatFrameSize(query.fit));
  if (!isDefaultSort(query)) {
    params.set("sort", query.sort);
    params.set("order", query.order);
  }
  if (query.size !== CATALOG_PAGE_SIZE) params.set("size", String(query.size));
  return params;
}

/**
 * A query string with the product's commas left readable (`filters=1,3`, not `filters=1%2C3`): a
 * comma is a legal character in a query and means the same either way.
 */
export function queryString(params: URLSearchParams): string {
  return [...params].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%2C/g, ",")}`).join("&");
}

/** `pathname` plus the canonical query ("?…" only when there is one). */
export function catalogHref(pathname: string, query: CatalogQuery): string {
  const search = catalogQueryKey(query);
  return search ? `${pathname}?${search}` : pathname;
}

/** The canonical query string alone (the cache key's part and the form's React key). */
export function catalogQueryKey(query: CatalogQuery): string {
  return queryString(serializeCatalogQuery(query));
}

// ---- transitions (each a new state; filter changes start again from the first page size) ----

const refiltered = (query: CatalogQuery, changes: Partial<CatalogQuery>): CatalogQuery => ({
  ...query,
  ...changes,
  size: CATALOG_PAGE_SIZE,
});

export function withFilterToggled(query: CatalogQuery, filterId: string): CatalogQuery {
  const filters = query.filters.includes(filterId)
    ? query.filters.filter((id) => id !== filterId)
    : [...query.filters, filterId].sort((a, b) => Number(a) - Number(b));
  return refiltered(query, { filters });
}

export function withoutFilter(query: CatalogQuery, filterId: string): CatalogQuery {
  return refiltered(query, { filters: query.filters.filter((id) => id !== filterId) });
}

export function withoutPrice(query: CatalogQuery): CatalogQuery {
  return refiltered(query, { price: EMPTY_RANGE });
}

export function withoutRange(query: CatalogQuery, groupId: string): CatalogQuery {
  const { [groupId]: _removed, ...ranges } = query.ranges;
  return refiltered(query, { ranges });
}

/** 'Reset filters': every filter, price and range bound and the fit search go; the keyword and the sort stay. */
export function withoutAnyFilter(query: CatalogQuery): CatalogQuery {
  return refiltered(query, { filters: [], price: EMPTY_RANGE, ranges: {}, fit: null });
}

export function withoutFit(query: CatalogQuery): CatalogQuery {
  return refiltered(query, { fit: null });
}

export function hasAnyFilter(query: CatalogQuery): boolean {
  return (
    query.filters.length > 0 ||
    query.price.min != null ||
    query.price.max != null ||
    query.fit != null ||
    Object.values(query.ranges).some((range) => range.min != null || range.max != null)
  );
}

/** A new sort keeps the filters and the size (docs/product/catalog.md: changing sort keeps the other). */
export function withSort(query: CatalogQuery, choice: SortChoice): CatalogQuery {
  return { ...query, sort: choice.sort, order: choice.order };
}

/** Load More: LOAD_MORE_STEP more, never a step beyond what exists nor beyond MAX_CATALOG_SIZE (sizes stay multiples of the step). */
export function withMore(query: CatalogQuery, total: number): CatalogQuery {
  const enough = Math.ceil(Math.max(total, CATALOG_PAGE_SIZE) / LOAD_MORE_STEP) * LOAD_MORE_STEP;
  return { ...query, size: Math.min(query.size + LOAD_MORE_STEP, enough, MAX_CATALOG_SIZE) };
}

export function canLoadMore(query: CatalogQuery, total: number): boolean {
  return query.size < total && query.size < MAX_CATALOG_SIZE;
}

/** The filters the panel's form holds (a FormData of its fields), applied to the current state. */
export function queryFromPanel(current: CatalogQuery, form: URLSearchParams): CatalogQuery {
  const { query } = parseCatalogQuery(form);
  return refiltered(current, { filters: query.filters, price: query.price, ranges: query.ranges });
}

// ---- the productsList arguments ----

export interface ProductsListFilterArgs {
  filter: string;
  min_price: number | null;
  max_price: number | null;
  min_filters: { id: string; value: number }[];
  max_filters: { id: string; value: number }[];
  search: string;
  fit: { lens_width: number; bridge: number; temple: number } | null;
  sort: SortField;
  order: SortOrder;
  size: number;
  page: number;
}

export function toProductsListArgs(query: CatalogQuery): ProductsListFilterArgs {
  const bounds = (side: "min" | "max") =>
    Object.entries(query.ranges).flatMap(([id, range]) => (range[side] != null ? [{ id, value: range[side]! }] : []));
  return {
    filter: query.filters.join(","),
    min_price: query.price.min,
    max_price: query.price.max,
    min_filters: bounds("min"),
    max_filters: bounds("max"),
    search: query.search && storeSearchText(query.search),
    fit: query.fit && toFitArgument(query.fit),
    ...toApiSort(query),
    size: query.size,
    page: 1,
  };
}

/**
 * What a navigation from `current` to `next` does to the list while it loads: Load More ("more":
 * the tiles stay, a loader replaces the button), anything else that changes the list ("reload":
 * skeletons), or nothing ("none").
 */
export function pendingChange(current: CatalogQuery, next: CatalogQuery): "more" | "reload" | "none" {
  if (catalogQueryKey(next) === catalogQueryKey(current)) return "none";
  if (next.size > current.size && catalogQueryKey({ ...next, size: current.size }) === catalogQueryKey(current)) return "more";
  return "reload";
}
