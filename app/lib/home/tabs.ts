/**
 * 'Selected for you' (docs/product/catalog.md: five tabs, each the 15 newest products of a configured category).
 * The chosen tab lives in the address query (`?tab=most-popular`), so without JavaScript every tab
 * is a link the server renders; with JavaScript the tabs fetch their products in place.
 * A tab whose category the store lacks is left out (decision 229).
 */
import type { CategoryKey, CategoryLinks } from "~/lib/category-ids";

/** docs/product/catalog.md: "Home tab grid 15 products". */
export const HOME_TAB_SIZE = 15;
/** The section's anchor: a tab link without JavaScript lands back on the tabs, not at the top. */
export const HOME_TABS_ANCHOR = "selected-for-you";

export interface HomeTab {
  slug: string;
  label: string;
  categoryId: string;
}

/** "Most popular" → "most-popular". */
export function tabSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The five tabs in order, by the configured category each shows. */
const TAB_CATEGORIES: readonly { label: string; key: CategoryKey }[] = [
  { label: "New arrivals", key: "newArrivals" },
  { label: "Most popular", key: "mostPopular" },
  { label: "Sunglasses", key: "sunglasses" },
  { label: "Eyeglasses", key: "eyeglasses" },
  { label: "Final sale", key: "finalSale" },
];

/** The tabs in order, those whose category the store has; the first is the one shown without `?tab=`. */
export function homeTabsFor(links: CategoryLinks): HomeTab[] {
  return TAB_CATEGORIES.flatMap(({ label, key }) => {
    const id = links[key];
    return id === undefined ? [] : [{ slug: tabSlug(label), label, categoryId: String(id) }];
  });
}

/** The tab a `?tab=` value names; the first tab for a missing or unknown value; null without tabs. */
export function resolveHomeTab(value: string | null | undefined, tabs: readonly HomeTab[]): HomeTab | null {
  return tabs.find((tab) => tab.slug === value?.trim().toLowerCase()) ?? tabs[0] ?? null;
}

/** A tab's link for browsers without JavaScript. */
export function homeTabHref(tab: HomeTab): string {
  return `/?${new URLSearchParams({ tab: tab.slug })}#${HOME_TABS_ANCHOR}`;
}

/** Where a tab's 'See more' leads: its category. */
export function homeTabCategoryHref(tab: HomeTab): string {
  return `/store/category/${tab.categoryId}`;
}

/** The tab products' data request (resources.home-tab). */
export function homeTabDataHref(tab: HomeTab): string {
  return `/resources/home-tab?${new URLSearchParams({ tab: tab.slug })}`;
}
