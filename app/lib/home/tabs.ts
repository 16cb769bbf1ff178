/**
 * 'Selected for you' (spec: five tabs, each the 15 newest products of a configured category).
 * The chosen tab lives in the address query (`?tab=most-popular`), so without JavaScript every tab
 * is a link the server renders; with JavaScript the tabs fetch their products in place.
 */
import { homeTabs } from "@config/store";

/** Spec: "Home tab grid 15 products". */
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

const toHomeTab = (tab: (typeof homeTabs)[number]): HomeTab => ({
  slug: tabSlug(tab.label),
  label: tab.label,
  categoryId: String(tab.categoryId),
});

const [firstTab, ...moreTabs] = homeTabs;
/** The tabs in order; the first is the one shown without `?tab=`. */
export const HOME_TABS: readonly [HomeTab, ...HomeTab[]] = [toHomeTab(firstTab), ...moreTabs.map(toHomeTab)];

/** The tab a `?tab=` value names; the first tab for a missing or unknown value. */
export function resolveHomeTab(value: string | null | undefined, tabs: readonly [HomeTab, ...HomeTab[]] = HOME_TABS): HomeTab {
  return tabs.find((tab) => tab.slug === value?.trim().toLowerCase()) ?? tabs[0];
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
