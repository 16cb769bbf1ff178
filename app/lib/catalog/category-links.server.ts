/**
 * Which of the configured categories (STORE_CATEGORY_IDS) the store has, so that nothing links to a
 * category it lacks: a 404 behind a home tab, a footer link or the header search (decision 229).
 * The store's category ids (asked with its other basics, decision 370), kept for five minutes like the menus (decision 061); an
 * answer that failed or listed nothing is not cached, and meanwhile every configured id is linked:
 * a store that cannot say is not taken to have no categories.
 */
import { logApiError, type CommerceClient } from "~/lib/api/client.server";
import { resetStoreBasics, storeBasic } from "~/lib/api/store-basics.server";
import { TtlCache } from "~/lib/cache.server";
import { linkedCategories, type CategoryIds, type CategoryLinks } from "~/lib/category-ids";
import { getEnv } from "~/lib/env.server";
import { MENU_CACHE_TTL_MS } from "~/lib/menu/menu-data.server";

const cache = new TtlCache<ReadonlySet<string> | null>({ ttlMs: MENU_CACHE_TTL_MS, maxEntries: 1 });

/** The configured ids (the setting, else config/store.ts's). */
export const configuredCategoryIds = (): CategoryIds => getEnv().categoryIds;

/** The store's category ids, or null when they could not be read. Never throws. */
async function storeCategoryIds(api: CommerceClient): Promise<ReadonlySet<string> | null> {
  try {
    return await cache.getOrLoad(
      "all",
      async () => {
        const categoriesList = await storeBasic(api, "categoriesList");
        const ids = (categoriesList?.content ?? []).flatMap((category) => (category?.id ? [category.id] : []));
        return ids.length ? new Set(ids) : null;
      },
      (ids) => ids !== null,
    );
  } catch (error) {
    logApiError("StoreBasics categoriesList", error);
    return null;
  }
}

/** The configured categories the store has, by key (what pages may link to). */
export async function loadCategoryLinks(api: CommerceClient, configured: CategoryIds = configuredCategoryIds()): Promise<CategoryLinks> {
  return linkedCategories(configured, await storeCategoryIds(api));
}

/** For tests: forget what was cached. */
export function clearCategoryLinksCache(): void {
  resetStoreBasics();
  cache.clear();
}
