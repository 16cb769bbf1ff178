/**
 * The header's menu data: top-level categories, the top categories with their sub-categories, and
 * the mega-menus' shapes, colours and features (the home page's shape slider reads the shapes too). None of it depends on the shopper but their
 * language, so it is kept in memory for five minutes per language (docs/decisions/061): a page
 * costs no extra round trip for its menus, while cart and wishlist counts stay per shopper.
 */
import { logApiError, type CommerceClient } from "~/lib/api/client.server";
import type { ShopMenuQuery } from "~/lib/api/generated/graphql";
import { isAbsent } from "~/lib/api/index-routes.server";
import type { ItemOf } from "~/lib/api/result-types";
import { TtlCache } from "~/lib/cache.server";
import { ShopMenuDocument } from "./queries.server";
import { FEATURED_CATEGORIES } from "./rules";
import type { MenuCategory, MenuData, MenuFilterOption } from "./types";

/** Five minutes, like the product's catalog cache: a renamed category shows within that time. */
export const MENU_CACHE_TTL_MS = 5 * 60_000;

interface RestOption {
  name?: unknown;
  filter?: unknown;
  image?: unknown;
  color?: unknown;
  url?: unknown;
}

export const EMPTY_MENU: MenuData = { categories: null, topCategories: [], shapes: [], colors: [], features: [] };

/** One entry per language; a store has a handful. */
const cache = new TtlCache<MenuData>({ ttlMs: MENU_CACHE_TTL_MS, maxEntries: 20 });

/** A menu that only partly loaded: shown for this page, never cached. */
class IncompleteMenu extends Error {
  constructor(readonly menu: MenuData) {
    super("Menu data incomplete");
  }
}

/** The menu data in `language` (the shopper's active one), from the cache or the API. Never throws. */
export async function loadMenuData(api: CommerceClient, language: string): Promise<MenuData> {
  try {
    return await cache.getOrLoad(language || "default", async () => {
      const { menu, complete } = await fetchMenuData(api);
      if (!complete) throw new IncompleteMenu(menu);
      return menu;
    });
  } catch (error) {
    if (error instanceof IncompleteMenu) return error.menu;
    logApiError("ShopMenu", error);
    return EMPTY_MENU;
  }
}

/** For tests: forget what was cached. */
export function clearMenuCache(): void {
  cache.clear();
}

/** One GraphQL operation and the three REST lists, in parallel. Whatever failed stays empty and is not cached. */
async function fetchMenuData(api: CommerceClient): Promise<{ menu: MenuData; complete: boolean }> {
  // A store without the route (its answer is not the extension's, decisions 165 and 225) has no such
  // list: that is its complete answer, cached like any other, not a failure to log and ask again.
  const list = (route: string) =>
    api.rest<unknown>(route).catch((error: unknown) => {
      if (isAbsent(error)) return [];
      throw error;
    });
  const [categories, shapes, colors, features] = await Promise.allSettled([
    api.requestPartial(ShopMenuDocument),
    list("api/shapes"),
    list("api/colors"),
    list("api/features"),
  ]);
  const failures = [categories, shapes, colors, features].filter((result) => result.status === "rejected");
  for (const failure of failures) logApiError("menu data", (failure as PromiseRejectedResult).reason);
  const data = categories.status === "fulfilled" ? categories.value.data : {};
  const complete = failures.length === 0 && categories.status === "fulfilled" && categories.value.errors.length === 0;
  return {
    complete,
    menu: {
      categories: data.categories?.content ? toCategories(data.categories.content) : null,
      topCategories: toTopCategories(data.top?.content),
      shapes: shapes.status === "fulfilled" ? toOptions(shapes.value) : [],
      colors: colors.status === "fulfilled" ? toOptions(colors.value) : [],
      features: features.status === "fulfilled" ? toOptions(features.value) : [],
    },
  };
}

type CategoryNode = ItemOf<NonNullable<ShopMenuQuery["categories"]>["content"]>;
type TopCategoryNode = ItemOf<NonNullable<ShopMenuQuery["top"]>["content"]>;

const categoryOf = (node: CategoryNode | TopCategoryNode | null): MenuCategory | null =>
  node?.id && node.name ? { id: node.id, name: node.name, url: node.url || `/store/category/${node.id}` } : null;

function toCategories(nodes: readonly (CategoryNode | null)[] | null | undefined): MenuCategory[] {
  return (nodes ?? []).flatMap((node) => categoryOf(node) ?? []);
}

/**
 * The top-menu categories; the featured ones (the mega-menus) with their sub-categories, by name
 * and address, and their picture. Nothing else reads them, and every page's data carries them.
 */
function toTopCategories(nodes: readonly (TopCategoryNode | null)[] | null | undefined): MenuCategory[] {
  return (nodes ?? [])
    .flatMap((node) => {
      const category = categoryOf(node);
      return category ? [{ category, node }] : [];
    })
    .map(({ category, node }, index) =>
      index < FEATURED_CATEGORIES
        ? { ...category, children: toCategories(node?.categories).map(({ name, url }) => ({ name, url })), image: node?.image || null }
        : category,
    );
}

/** The REST lists as docs/product describes them (name, filter, and image or color); malformed entries are skipped. */
export function toOptions(value: unknown): MenuFilterOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: RestOption | null) => {
    const name = typeof entry?.name === "string" ? entry.name.trim() : "";
    const filter = typeof entry?.filter === "string" || typeof entry?.filter === "number" ? String(entry.filter) : "";
    if (!name || !filter) return [];
    return [
      {
        name,
        filter,
        ...(typeof entry?.image === "string" && entry.image ? { image: entry.image } : {}),
        ...(typeof entry?.color === "string" && entry.color ? { color: entry.color } : {}),
        ...(typeof entry?.url === "string" && entry.url ? { url: entry.url } : {}),
      },
    ];
  });
}
