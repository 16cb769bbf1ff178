/**
 * The product's fixed categories (new arrivals, most popular, sunglasses, eyeglasses, final sale, the
 * header search's results, the hero's Shop Now) as settings of the storefront, and the links to
 * them (docs/decisions/229-category-ids-as-settings.md). Pure and client-safe: the server reads
 * the setting (STORE_CATEGORY_IDS, app/lib/env.server.ts) and checks it against the store's
 * categories (catalog/category-links.server.ts); pages get the ids the store has through their loaders.
 */
import { categoryIds as demoCategoryIds } from "@config/store";
import { keyValueEntries } from "./key-value-list";

export const CATEGORY_KEYS = ["newArrivals", "mostPopular", "sunglasses", "eyeglasses", "finalSale", "searchResults", "shopNow"] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
export type CategoryIds = Record<CategoryKey, number>;

/**
 * The configured ids the store has, by key: a key is absent when the store lacks its category, and
 * nothing then links to it (no home tab, no menu or footer link, the header search goes to /search).
 */
export type CategoryLinks = Partial<CategoryIds>;

/** The demo catalogue's ids (config/store.ts, shared with the embedded API's seed): the defaults. */
export const DEFAULT_CATEGORY_IDS: CategoryIds = { ...demoCategoryIds };

const isKey = (key: string): key is CategoryKey => (CATEGORY_KEYS as readonly string[]).includes(key);

/**
 * `newArrivals=12,mostPopular=13,…` → the ids, each key missing from the text keeping its default.
 * Throws an Error naming what is wrong (an unknown key, a value that is not a whole number from 1,
 * a key given twice, an entry without "="): the server refuses to start with it.
 */
export function parseCategoryIds(text: string | undefined): CategoryIds {
  const ids: CategoryIds = { ...DEFAULT_CATEGORY_IDS };
  const seen = new Set<string>();
  for (const { key, value } of keyValueEntries(text, "key=id (e.g. sunglasses=20)")) {
    if (!isKey(key)) throw new Error(`unknown key "${key}" (known: ${CATEGORY_KEYS.join(", ")})`);
    if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
      throw new Error(`${key}: "${value}" is not a category id (a whole number from 1)`);
    }
    if (seen.has(key)) throw new Error(`${key} is given twice`);
    seen.add(key);
    ids[key] = Number(value);
  }
  return ids;
}

/** The configured ids the store has; all of them when the store's list is not known (not loaded). */
export function linkedCategories(configured: CategoryIds, existing: ReadonlySet<string> | null): CategoryLinks {
  if (!existing) return { ...configured };
  return Object.fromEntries(CATEGORY_KEYS.flatMap((key) => (existing.has(String(configured[key])) ? [[key, configured[key]]] : [])));
}

export const categoryHref = (id: number | string) => `/store/category/${id}`;

/** A configured category's link, or null when the store lacks it. */
export function categoryLink(links: CategoryLinks, key: CategoryKey): string | null {
  const id = links[key];
  return id === undefined ? null : categoryHref(id);
}
