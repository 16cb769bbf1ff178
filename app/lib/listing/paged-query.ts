/**
 * Paged listings (brand page, special products): `sort`, `order`, `size` and `page` live in the
 * address query; the display mode (grid or list) in a cookie named `mode` (docs/product/catalog.md).
 *
 * - Changing sort or size keeps the other and drops the page.
 * - Changing page keeps sort and size, on a brand page too (docs/product keeps only the page there:
 *   docs/decisions/172-brand-paging-keeps-sort-and-size.md).
 * Pure: shared by loaders, components and unit tests.
 */
import { DEFAULT_SORT, isDefaultSort, sortOptionFromValue, sortOptionOf, toApiSort, type SortChoice } from "./sort";

export const LISTING_SIZES = [15, 25, 50, 75, 100] as const;
export const DEFAULT_LISTING_SIZE = 15;
export const DEFAULT_PAGE = 1;

export type ListingMode = "grid" | "list";
export const DEFAULT_MODE: ListingMode = "grid";
export const MODE_COOKIE = "mode";

export interface ListingQuery extends SortChoice {
  page: number;
  size: number;
}

export const DEFAULT_LISTING_QUERY: ListingQuery = { ...DEFAULT_SORT, page: DEFAULT_PAGE, size: DEFAULT_LISTING_SIZE };

/** Whose rules the page links follow. */

/**
 * Anything unusable falls back to its default: a size not offered, a page that is not a positive
 * whole number. `sort` may also hold a select's "field|direction" value (the plain sort form).
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const rawSort = params.get("sort") ?? "";
  const { sort, order } = rawSort.includes("|") ? sortOptionFromValue(rawSort) : sortOptionOf(rawSort, params.get("order"));
  const size = Number((params.get("size") ?? "").trim());
  const pageText = (params.get("page") ?? "").trim();
  const page = /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : DEFAULT_PAGE;
  return {
    sort,
    order,
    size: (LISTING_SIZES as readonly number[]).includes(size) ? size : DEFAULT_LISTING_SIZE,
    page: Math.min(page, 100_000),
  };
}

export function serializeListingQuery(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (!isDefaultSort(query)) {
    params.set("sort", query.sort);
    params.set("order", query.order);
  }
  if (query.size !== DEFAULT_LISTING_SIZE) params.set("size", String(query.size));
  if (query.page !== DEFAULT_PAGE) params.set("page", String(query.page));
  return params;
}

const withQuery = (pathname: string, params: URLSearchParams) => {
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
};

export function listingHref(pathname: string, query: ListingQuery): string {
  return withQuery(pathname, serializeListingQuery(query));
}

/** A new sort or size keeps the other and drops the page. */
export function withSortAndSize(query: ListingQuery, changes: Partial<Pick<ListingQuery, "sort" | "order" | "size">>): ListingQuery {
  return { ...query, ...changes, page: DEFAULT_PAGE };
}

/** Where a page link leads: the shopper's sort and size stay, on brand pages as on specials (decision 172). */
export function pageHref(pathname: string, query: ListingQuery, page: number): string {
  return listingHref(pathname, { ...query, page });
}

export function parseMode(value: string | null | undefined): ListingMode {
  return value === "list" ? "list" : DEFAULT_MODE;
}

/** The `mode` cookie's value in a Cookie header (grid when absent or unknown). */
export function modeFromCookieHeader(header: string | null | undefined): ListingMode {
  for (const part of (header ?? "").split(";")) {
    const [name = "", ...value] = part.split("=");
    if (name.trim() === MODE_COOKIE) return parseMode(decodeURIComponent(value.join("=").trim()));
  }
  return DEFAULT_MODE;
}

export function toListingArgs(query: ListingQuery) {
  return { ...toApiSort(query), page: query.page, size: query.size };
}

/**
 * The page numbers a pagination bar shows: always the first and last, the current one with
 * `around` neighbours on each side, and null where a run is left out (an ellipsis).
 */
export function paginationItems(current: number, totalPages: number, around = 1): (number | null)[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const pages = new Set([1, totalPages]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= totalPages) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous != null && page - previous === 2) items.push(previous + 1);
    else if (previous != null && page - previous > 2) items.push(null);
    items.push(page);
  });
  return items;
}
