import { data as answerWith, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { ProductErrorScreen } from "~/components/ErrorScreen";
import { keywordCrumbs, KeywordView, preloadKeywordView } from "~/components/keyword-page/views";
import { blogPostAction } from "~/lib/blog/blog-post.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { resolveKeywordUrl } from "~/lib/content/keyword-url.server";
import { errorTitle } from "~/lib/error-texts";
import { notFound, passRetryAfter } from "~/lib/http.server";
import { type KeywordPageData, keywordPageHead, keywordPageStatus, loadKeywordPage } from "~/lib/pages/keyword-kinds.server";
import { productPageAction } from "~/lib/product/product-actions.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";

/**
 * Any path no other route claims is an SEO keyword URL of the store (products, categories, brands,
 * information pages such as the footer's /privacy, blog posts and blog categories): resolved with
 * `searchUrl` and rendered here, in place, by the same loader and view as the item's id route
 * (docs/decisions/080). Each kind's server half is `keywordKinds`, its browser half `keywordViews`.
 * Anything else is 'Page not found' (404).
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await loadKeywordPage(args.context, args.request);
  // Rendered on the server right after: its view must be in (decision 151).
  await preloadKeywordView(page.kind);
  const answer = { ...page, head: keywordPageHead(await metaContext(args, keywordCrumbs(page)), page) };
  const status = keywordPageStatus(page);
  return status === 200 ? answer : answerWith(answer, { status });
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
  if (resolved?.type === "product") return productPageAction(context, request, resolved.id);
  if (resolved?.type === "blog-post") return blogPostAction(context.shopper, request, resolved.id);
  notFound();
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

// No `cacheKind`: a keyword may name any kind of page, and the loader says which (`describePage`).
export const handle: BreadcrumbHandle<KeywordPageData> = { breadcrumb: keywordCrumbs };

export default function KeywordPage() {
  const page = useLoaderData<typeof loader>() as KeywordPageData;
  return <KeywordView page={page} />;
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export function ErrorBoundary() {
  return <ProductErrorScreen />;
}
