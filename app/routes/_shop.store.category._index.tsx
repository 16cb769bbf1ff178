import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryPage } from "~/components/catalog/CategoryPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { loadCategoryPage, type CategoryPageData } from "~/lib/catalog/category-page.server";
import { categoryCrumbs } from "~/lib/catalog/page-meta";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { categoryPageMeta } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext, withHead } from "~/lib/seo/meta.server";

/** All products, `/store/category` (the product modules' 'shop all'): the catalog without a category. */
export async function loader(args: LoaderFunctionArgs) {
  const answer = await loadCategoryPage(args.context, null, args.request);
  return withHead(answer, categoryPageMeta(await metaContext(args, categoryCrumbs(answer.data)), answer.data));
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

export const handle: BreadcrumbHandle<CategoryPageData> & RouteHandle = { cacheKind: "listing", breadcrumb: categoryCrumbs };

export default function AllProductsRoute() {
  return <CategoryPage page={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorScreen;
