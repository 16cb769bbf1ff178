/**
 * The catalog's two values in the browser's local storage (docs/product/catalog.md): the range selections under
 * `chosenFilters`, and the phone column count. The address stays the source of truth: the stored
 * ranges only mirror it (and a typed bound not yet applied), and 'Reset filters' clears them.
 * Every access is guarded: storage may be missing, full or blocked.
 */
import type { CatalogQuery } from "./category-query";
import type { BoundRange } from "./price-range";

export const CHOSEN_FILTERS_KEY = "chosenFilters";
export const MOBILE_COLUMNS_KEY = "mobileColumns";

export type MobileColumns = 1 | 2;
export const DEFAULT_MOBILE_COLUMNS: MobileColumns = 2;

/** One saved range: the price (`price`) or a range filter group (`range:{groupId}`). */
export interface StoredRange extends BoundRange {
  key: string;
}

export interface StoredChosenFilters {
  /** The catalog they belong to (its pathname). */
  path: string;
  ranges: StoredRange[];
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const store = storage();
    if (value == null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Full or blocked storage: the address still holds everything.
  }
}

/** The range selections of a catalog state, as they are stored. */
export function chosenRangesOf(query: CatalogQuery): StoredRange[] {
  const ranges: StoredRange[] = [];
  if (query.price.min != null || query.price.max != null) ranges.push({ key: "price", ...query.price });
  for (const [groupId, range] of Object.entries(query.ranges)) ranges.push({ key: `range:${groupId}`, ...range });
  return ranges;
}

export function readChosenFilters(): StoredChosenFilters | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(CHOSEN_FILTERS_KEY) ?? "null") as StoredChosenFilters | null;
    return parsed && typeof parsed.path === "string" && Array.isArray(parsed.ranges) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveChosenFilters(value: StoredChosenFilters): void {
  write(CHOSEN_FILTERS_KEY, value.ranges.length ? JSON.stringify(value) : null);
}

/** One typed bound, saved before it is applied (the product's range push). */
export function saveChosenRange(path: string, range: StoredRange): void {
  const current = readChosenFilters();
  const ranges = (current?.path === path ? current.ranges : []).filter((saved) => saved.key !== range.key);
  saveChosenFilters({ path, ranges: range.min == null && range.max == null ? ranges : [...ranges, range] });
}

export function clearChosenFilters(): void {
  write(CHOSEN_FILTERS_KEY, null);
}

export function readMobileColumns(): MobileColumns {
  try {
    return storage()?.getItem(MOBILE_COLUMNS_KEY) === "1" ? 1 : DEFAULT_MOBILE_COLUMNS;
  } catch {
    return DEFAULT_MOBILE_COLUMNS;
  }
}

export function saveMobileColumns(columns: MobileColumns): void {
  write(MOBILE_COLUMNS_KEY, String(columns));
}
