import { lazyComponent as lazyView } from "~/components/lazy-component";
import type { KeywordViewKind } from "~/lib/content/keyword-pages";

/**
 * The views a keyword URL can render, each in its own chunk (docs/decisions/151): a product page
 * reached by its keyword loads the product page's code and styles, not the blog's or a listing's.
 * A view is loaded before it renders: by the loader on the server, by entry.client before
 * hydration (the server names it in the head), by the route's client loader on navigation. So it
 * renders synchronously everywhere and hydration finds the same markup (`lazyComponent`).
 */
export const keywordViews = {
  product: lazyView(() => import("~/components/product-page/ProductPage").then((module) => module.ProductPage)),
  page: lazyView(() => import("~/components/content/InformationPage").then((module) => module.InformationPage)),
  post: lazyView(() => import("~/components/blog/BlogPostPage").then((module) => module.BlogPostPage)),
  blogCategory: lazyView(() => import("~/components/blog/BlogCategoryPage").then((module) => module.BlogCategoryPage)),
  category: lazyView(() => import("~/components/catalog/CategoryPage").then((module) => module.CategoryPage)),
  manufacturer: lazyView(() => import("~/components/listing/ManufacturerPage").then((module) => module.ManufacturerPage)),
} satisfies Record<KeywordViewKind, { preload: () => Promise<unknown> }>;

export const preloadKeywordView = async (kind: KeywordViewKind): Promise<void> => {
  await keywordViews[kind].preload();
};
