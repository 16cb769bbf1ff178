import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { ProductErrorScreen } from "~/components/ErrorScreen";
import { keywordViews, preloadKeywordView } from "~/components/keyword-page/views";
import { loadBlogCategoryPage } from "~/lib/blog/blog-category.server";
import { blogPostAction, loadBlogPost } from "~/lib/blog/blog-post.server";
import { blogCategoryHandle, blogPostHandle } from "~/lib/blog/page-handles";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { PageKind } from "~/lib/cache-policy.server";
import { loadCategoryPage } from "~/lib/catalog/category-page.server";
import { loadManufacturerPage } from "~/lib/catalog/listing-page.server";
import { categoryCrumbs, manufacturerCrumbs } from "~/lib/catalog/page-meta";
import { loadInformationPage } from "~/lib/content/information-page.server";
import { resolveKeywordUrl } from "~/lib/content/keyword-url.server";
import { errorTitle } from "~/lib/error-texts";
import { notFound, passRetryAfter } from "~/lib/http.server";
import { productPageHandle } from "~/lib/product/page-handle";
import { productPageAction } from "~/lib/product/product-actions.server";
import { loadProductPage } from "~/lib/product/product-page.server";
import { describePage } from "~/lib/request-context.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";
import {
  blogCategoryMeta,
  blogPostMeta,
  categoryPageMeta,
  informationPageMeta,
  manufacturerMeta,
  productMeta,
} from "~/lib/seo/pages.server";

/** How long caches may keep each kind of page reached by keyword. */
const KEYWORD_PAGE_KINDS: Partial<Record<string, PageKind>> = {
  product: "product",
  page: "content",
  "blog-post": "content",
  "blog-category": "content",
  category: "listing",
  manufacturer: "listing",
};

/**
 * Any path no other route claims is an SEO keyword URL of the store (products, categories, brands,
 * information pages such as the footer's /privacy, blog posts and blog categories): resolved with
 * `searchUrl` and rendered here, in place, by the same loader and view as the item's id route
 * (docs/decisions/080). Anything else is 'Page not found' (404).
 */
export async function loader(args: LoaderFunctionArgs) {
  const data = await loadKeywordPage(args);
  // Rendered on the server right after: its view must be in (decision 151).
  await preloadKeywordView(data.kind);
  return { ...data, head: await keywordPageHead(args, data) };
}

/** The head of the page the keyword resolved to, as its id route builds it (decision 199). */
async function keywordPageHead(args: LoaderFunctionArgs, data: Awaited<ReturnType<typeof loadKeywordPage>>) {
  const context = await metaContext(args, keywordCrumbs(data));
  switch (data.kind) {
    case "product":
      return productMeta(context, data.product);
    case "page":
      return informationPageMeta(context, data.page);
    case "post":
      return blogPostMeta(context, data.post);
    case "blogCategory":
      return blogCategoryMeta(context, data.blogCategory);
    case "category":
      return categoryPageMeta(context, data.category);
    case "manufacturer":
      return manufacturerMeta(context, data.manufacturer);
  }
}

async function loadKeywordPage({ request, context }: LoaderFunctionArgs) {
  const { api } = context.shopper;
  const url = new URL(request.url);
  const resolved = await resolveKeywordUrl(context, url.pathname);
  const kind = resolved ? KEYWORD_PAGE_KINDS[resolved.type] : undefined;
  if (kind) describePage(context, kind);
  switch (resolved?.type) {
    case "product":
      return { kind: "product" as const, product: await loadProductPage(context, resolved.id, url) };
    case "page":
      return { kind: "page" as const, page: { ...(await loadInformationPage(api, resolved.id)), path: url.pathname } };
    case "blog-post":
      return { kind: "post" as const, post: await loadBlogPost(api, resolved.id, url) };
    case "blog-category":
      return { kind: "blogCategory" as const, blogCategory: await loadBlogCategoryPage(api, resolved.id, url) };
    case "category":
      return { kind: "category" as const, category: (await loadCategoryPage(context, resolved.id, request)).data };
    case "manufacturer":
      return { kind: "manufacturer" as const, manufacturer: (await loadManufacturerPage(context, resolved.id, request)).data };
  }
  notFound();
}

/** On navigation, the resolved kind's view is fetched with the data, so it never renders a fallback. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await preloadKeywordView(data.kind);
  return data;
}

/** The forms of the views rendered here post to their own URL: add to cart and reviews. */
export async function action({ request, context }: ActionFunctionArgs) {
  const resolved = await resolveKeywordUrl(context, new URL(request.url).pathname);
  if (resolved?.type === "product") return productPageAction(context.shopper, request, resolved.id);
  if (resolved?.type === "blog-post") return blogPostAction(context.shopper, request, resolved.id);
  notFound();
}

type KeywordPageData = Awaited<ReturnType<typeof loadKeywordPage>>;

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

function keywordCrumbs(data: KeywordPageData) {
  switch (data.kind) {
    case "product":
      return productPageHandle.breadcrumb(data.product);
    case "page":
      return [{ label: data.page.title, to: data.page.path }];
    case "post":
      return blogPostHandle.breadcrumb(data.post);
    case "blogCategory":
      return blogCategoryHandle.breadcrumb(data.blogCategory);
    case "category":
      return categoryCrumbs(data.category);
    case "manufacturer":
      return manufacturerCrumbs(data.manufacturer);
  }
}

export const handle: BreadcrumbHandle<KeywordPageData> = { breadcrumb: keywordCrumbs };

export default function KeywordPage() {
  const data = useLoaderData<typeof loader>();
  switch (data.kind) {
    case "product":
      return <keywordViews.product.View key={data.product.product.id} data={data.product} />;
    case "page":
      return <keywordViews.page.View title={data.page.title} html={data.page.html} />;
    case "post":
      return <keywordViews.post.View key={data.post.post.id} data={data.post} />;
    case "blogCategory":
      return <keywordViews.blogCategory.View data={data.blogCategory} />;
    case "category":
      return <keywordViews.category.View page={data.category} />;
    case "manufacturer":
      return <keywordViews.manufacturer.View page={data.manufacturer} />;
  }
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export function ErrorBoundary() {
  return <ProductErrorScreen />;
}
