/**
 * What each kind of keyword page needs on the server (docs/decisions/080, 151): the store's
 * `searchUrl` type it answers to, how long caches may keep it, its loader and its head. The
 * browser's half, each kind's crumbs and view, is `keywordViews` (components/keyword-page/views.tsx);
 * both are keyed by `KeywordViewKind`, so a new kind fails the type check until both know it.
 * Two tables, not one, because a table holding loaders cannot reach the browser bundle.
 */
import type { AppLoadContext, MetaDescriptor } from "@remix-run/node";
import { loadBlogCategoryPage } from "~/lib/blog/blog-category.server";
import { loadBlogPost, withReviewed } from "~/lib/blog/blog-post.server";
import { loadCategoryPage } from "~/lib/catalog/category-page.server";
import { loadManufacturerPage } from "~/lib/catalog/paged-listing.server";
import { loadInformationPage } from "~/lib/content/information-page.server";
import type { KeywordViewKind } from "~/lib/content/keyword-pages";
import { resolveKeywordUrl } from "~/lib/content/keyword-url.server";
import type { PageKind } from "~/lib/document/cache-policy.server";
import { describePage } from "~/lib/document/request-context.server";
import { notFound } from "~/lib/http.server";
import { loadProductPage } from "~/lib/product/product-page.server";
import type { MetaContext } from "~/lib/seo/meta.server";
import { blogCategoryMeta, blogPostMeta, categoryPageMeta, informationPageMeta, manufacturerMeta, productMeta } from "./page-heads.server";

interface KeywordKind<Data> {
  /** The `type` the store's `searchUrl` names. */
  storeType: string;
  cacheKind: PageKind;
  load: (context: AppLoadContext, id: string, request: Request) => Promise<Data>;
  /** The status its page answers with, when not 200 (a listing's address it could not fully use). */

  head: (context: MetaContext, data: Data) => MetaDescriptor[];
}

const kind = <Data>(definition: KeywordKind<Data>) => definition;

export const keywordKinds = {
  product: kind({
    storeType: "product",
    cacheKind: "product",
    load: (context, id, request) => loadProductPage(context, id, new URL(request.url)),
    head: productMeta,
  }),
  page: kind({
    storeType: "page",
    cacheKind: "content",
    load: async (context, id, request) => ({
      ...(await loadInformationPage(context.shopper.api, id)),
      path: new URL(request.url).pathname,
    }),
    head: informationPageMeta,
  }),
  post: kind({
    storeType: "blog-post",
    cacheKind: "content",
    load: async (context, id, request) =>
      await withReviewed(context.shopper, await loadBlogPost(context.shopper.api, id, new URL(request.url))),
    head: blogPostMeta,
  }),
  blogCategory: kind({
    storeType: "blog-category",
    cacheKind: "content",
    load: (context, id, request) => loadBlogCategoryPage(context.shopper.api, id, new URL(request.url)),
    head: blogCategoryMeta,
  }),
  category: kind({
    storeType: "category",
    cacheKind: "listing",
    load: async (context, id, request) => {
      const answer = await loadCategoryPage(context, id, request);
      // An address it could not fully use is a 400 here as at the id route.
      return { ...answer.data, status: answer.init?.status };
    },
    head: categoryPageMeta,
  }),
  manufacturer: kind({
    storeType: "manufacturer",
    cacheKind: "listing",
    load: async (context, id, request) => (await loadManufacturerPage(context, id, request)).data,
    head: manufacturerMeta,
  }),
} satisfies Record<KeywordViewKind, Pick<KeywordKind<unknown>, "storeType" | "cacheKind">>;

/** A keyword page's data: its kind and what that kind's loader returned. */
export type KeywordPageData = {
  [K in KeywordViewKind]: { kind: K; data: Awaited<ReturnType<(typeof keywordKinds)[K]["load"]>> };
}[KeywordViewKind];

/** The kind a resolved keyword is, if the storefront renders it. */
export function keywordKindOf(storeType: string | undefined): KeywordViewKind | undefined {
  return (Object.keys(keywordKinds) as KeywordViewKind[]).find((name) => keywordKinds[name].storeType === storeType);
}

/** The status a keyword page answers with: its loader's, else 200. */
export function keywordPageStatus(page: KeywordPageData): number {
  return "status" in page.data && typeof page.data.status === "number" ? page.data.status : 200;
}

/** The page a keyword URL names, loaded as its id route loads it; 'Page not found' otherwise. */
export async function loadKeywordPage(context: AppLoadContext, request: Request): Promise<KeywordPageData> {
  const resolved = await resolveKeywordUrl(context, new URL(request.url).pathname);
  const kind = keywordKindOf(resolved?.type);
  if (!resolved || !kind) notFound();
  describePage(context, keywordKinds[kind].cacheKind);
  const load = keywordKinds[kind].load as KeywordKind<unknown>["load"];
  return { kind, data: await load(context, resolved.id, request) } as KeywordPageData;
}

/** The head of a keyword page, as its id route builds it (decision 199). */
export function keywordPageHead(context: MetaContext, page: KeywordPageData): MetaDescriptor[] {
  const head = keywordKinds[page.kind].head as KeywordKind<unknown>["head"];
  return head(context, page.data);
}
