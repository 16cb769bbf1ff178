/**
 * The header menus' rules from docs/product (sections 2, 4 and 9), pure so they are unit-tested and
 * render the same on the server and in the browser.
 */

/** docs/product/shell-and-navigation.md: the first three top categories get mega-menus (the fourth is 'Final Sale'). */
export const FEATURED_CATEGORIES = 3;
/** docs/product/shell-and-navigation.md: "Shapes menu shows first 6". */
export const POPULAR_SHAPES = 6;
/** docs/product/shell-and-navigation.md: "menu column size defaults to 6 items per column". */
export const MENU_COLUMN_SIZE = 6;
/** docs/product/shell-and-navigation.md: switching between open mega-menu panels is delayed 500 ms. */
export const MENU_SWITCH_DELAY_MS = 500;
/** docs/product/shell-and-navigation.md: leaving the menu closes its panel after 100 ms unless the pointer is back over it. */
export const MENU_CLOSE_DELAY_MS = 100;

/**
 * Columns of a mobile submenu (docs/product/shell-and-navigation.md): one for up to 5 children, two for more than 5 and up to 10,
 * three for more than 10.
 */
export function submenuColumnCount(children: number): 1 | 2 | 3 {
  if (children > 10) return 3;
  if (children > 5) return 2;
  return 1;
}

/** Splits a mega-menu column's entries into sub-columns of at most `size` entries. */
export function chunkColumns<T>(items: readonly T[], size: number = MENU_COLUMN_SIZE): T[][] {
  if (size < 1) throw new RangeError("A menu column holds at least one entry");
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) columns.push(items.slice(start, start + size));
  return columns;
}

/**
 * Where a shape, colour or feature entry of a category's mega-menu leads: the category filtered by
 * that option, with the catalog's `filters` query parameter (comma-separated filter option ids).
 */
export function filteredCategoryHref(categoryId: string | number, filter: string | number): string {
  return `/store/category/${encodeURIComponent(String(categoryId))}?filters=${encodeURIComponent(String(filter))}`;
}

export interface SplitCategories<T> {
  /** The first three top categories: mega-menus on desktop, accordions on phones. */
  featured: T[];
  /** The fourth, shown as the 'Final Sale' link. */
  finalSale: T | null;
}

/** docs/product/shell-and-navigation.md: of the first four top categories, the first three get mega-menus and the fourth is 'Final Sale'. */
export function splitTopCategories<T>(categories: readonly T[] | null | undefined): SplitCategories<T> {
  const list = categories ?? [];
  return { featured: list.slice(0, FEATURED_CATEGORIES), finalSale: list[FEATURED_CATEGORIES] ?? null };
}

/** docs/product/shell-and-navigation.md: the currency (or language) switcher shows only when the store offers more than one. */
export function showSwitcher(options: readonly unknown[] | null | undefined): boolean {
  return (options?.length ?? 0) > 1;
}
