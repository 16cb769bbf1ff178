import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryPage } from "~/components/catalog/CategoryPage";
import { errorTitle, RouteErrorScreen } from "~/components/ErrorScreen";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { loadCategoryPage, type CategoryPageData } from "~/lib/catalog/category-page.server";
import { categoryCrumbs } from "~/lib/catalog/page-meta";
import { categoryPageMeta, privateMeta } from "~/lib/seo/pages";

/** The category catalog, `/store/category/{id}` (spec: category catalog; state in the query). */
export function loader({ params, context, request }: LoaderFunctionArgs) {
  return loadCategoryPage(context, params.id ?? null, request);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? categoryPageMeta(args, args.data) : privateMeta(errorTitle(args.error));

export const handle: BreadcrumbHandle<CategoryPageData> = { breadcrumb: categoryCrumbs };

export default function CategoryRoute() {
  return <CategoryPage page={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorScreen;
