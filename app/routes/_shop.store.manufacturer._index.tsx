import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandList } from "~/components/brands/BrandList";
import { errorTitle, RouteErrorScreen } from "~/components/ErrorScreen";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { loadBrandList, type BrandListData } from "~/lib/catalog/brand-list.server";
import { BRAND_LIST_TITLE, BRANDS_CRUMB } from "~/lib/catalog/page-meta";
import { seoMeta } from "~/lib/seo/meta";
import { privateMeta } from "~/lib/seo/pages";
import { pageTitle, storeName } from "~/lib/store-config";

/** The brand list, `/store/manufacturer` (spec: brand list). */
export function loader({ context }: LoaderFunctionArgs) {
  return loadBrandList(context);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? seoMeta(args, {
        type: "brand-index",
        title: pageTitle(BRAND_LIST_TITLE),
        description: `Every eyewear brand ${storeName} carries, from A to Z.`,
        path: "/store/manufacturer",
      })
    : privateMeta(errorTitle(args.error));

export const handle: BreadcrumbHandle<BrandListData> = { breadcrumb: () => [BRANDS_CRUMB] };

export default function BrandListRoute() {
  return <BrandList groups={useLoaderData<typeof loader>().groups} />;
}

export const ErrorBoundary = RouteErrorScreen;
