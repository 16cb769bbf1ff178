import { lazyComponent as lazyView } from "~/components/lazy-component";
import { blogCategoryHandle, blogPostHandle } from "~/lib/blog/page-handles";
import type { Crumb } from "~/lib/breadcrumbs";
import { categoryCrumbs, manufacturerCrumbs } from "~/lib/catalog/page-meta";
import type { KeywordViewKind } from "~/lib/content/keyword-pages";
import type { KeywordPageData } from "~/lib/pages/keyword-kinds.server";
import { productPageHandle } from "~/lib/product/page-handle";

const views = {
  product: lazyView(() => import("~/components/product-page/ProductPage").then((module) => module.ProductPage)),
  page: lazyView(() => import("~/components/content/InformationPage").then((module) => module.InformationPage)),
  post: lazyView(() => import("~/components/blog/BlogPostPage").then((module) => module.BlogPostPage)),
  blogCategory: lazyView(() => import("~/components/blog/BlogCategoryPage").then((module) => module.BlogCategoryPage)),
  category: lazyView(() => import("~/components/catalog/CategoryPage").then((module) => module.CategoryPage)),
  manufacturer: lazyView(() => import("~/components/listing/ManufacturerPage").then((module) => module.ManufacturerPage)),
} satisfies Record<KeywordViewKind, { preload: () => Promise<unknown> }>;

type DataOf<K extends KeywordViewKind> = Extract<KeywordPageData, { kind: K }>["data"];

interface KeywordView<K extends KeywordViewKind> {
  crumbs: (data: DataOf<K>) => Crumb[] | null;
  render: (data: DataOf<K>) => JSX.Element;
}

/**
 * The browser's half of each kind of keyword page (the server's, its loader and head, is
 * `keywordKinds` in lib/pages/keyword-kinds.server.ts): its breadcrumb and its view, each view in
 * its own chunk (docs/decisions/151): a product page reached by its keyword loads the product
 * page's code and styles, not the blog's or a listing's. A view is loaded before it renders: by
 * the loader on the server, by entry.client before hydration (the server names it in the head), by
 * the route's client loader on navigation. So it renders synchronously everywhere and hydration
 * finds the same markup (`lazyComponent`).
 */
export const keywordViews: { [K in KeywordViewKind]: KeywordView<K> } = {
  product: {
    crumbs: productPageHandle.breadcrumb,
    render: (data) => <views.product.View key={data.product.id} data={data} />,
  },
  page: {
    crumbs: (page) => [{ label: page.title, to: page.path }],
    render: (page) => <views.page.View title={page.title} html={page.html} />,
  },
  post: {
    crumbs: blogPostHandle.breadcrumb,
    render: (data) => <views.post.View key={data.post.id} data={data} />,
  },
  blogCategory: {
    crumbs: blogCategoryHandle.breadcrumb,
    render: (data) => <views.blogCategory.View data={data} />,
  },
  category: { crumbs: categoryCrumbs, render: (page) => <views.category.View page={page} /> },
  manufacturer: { crumbs: manufacturerCrumbs, render: (page) => <views.manufacturer.View page={page} /> },
};

export const preloadKeywordView = async (kind: KeywordViewKind): Promise<void> => {
  await views[kind].preload();
};

/** A keyword page's breadcrumb, by its kind. */
export const keywordCrumbs = (page: KeywordPageData): Crumb[] | null =>
  (keywordViews[page.kind] as KeywordView<KeywordViewKind>).crumbs(page.data as never);

/** A keyword page's view, by its kind. */
export const KeywordView = ({ page }: { page: KeywordPageData }) =>
  (keywordViews[page.kind] as KeywordView<KeywordViewKind>).render(page.data as never);
