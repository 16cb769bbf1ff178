import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryPage } from "~/components/catalog/CategoryPage";
import { errorTitle, RouteErrorScreen } from "~/components/ErrorScreen";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { loadCategoryPage, type CategoryPageData } from "~/lib/catalog/category-page.server";
import { categoryCrumbs } from "~/lib/catalog/page-meta";
import { categoryPageMeta, privateMeta } from "~/lib/seo/pages";

/** All products, `/store/category` (the product modules' 'shop all'): the catalog without a category. */
export function loader({ context, request }: LoaderFunctionArgs) {
  return loadCategoryPage(context, null, request);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? categoryPageMeta(args, args.data) : privateMeta(errorTitle(args.error));

export const handle: BreadcrumbHandle<CategoryPageData> = { breadcrumb: categoryCrumbs };

export default function AllProductsRoute() {
  return <CategoryPage page={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorScreen;
