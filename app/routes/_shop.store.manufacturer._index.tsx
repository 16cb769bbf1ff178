import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandList } from "~/components/brands/BrandList";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { loadBrandList, type BrandListData } from "~/lib/catalog/brand-list.server";
import { BRANDS_CRUMB } from "~/lib/catalog/page-meta";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { brandIndexMeta } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";

/** The brand list, `/store/manufacturer` (docs/product/catalog.md: brand list). */
export async function loader(args: LoaderFunctionArgs) {
  const list = await loadBrandList(args.context);
  return { ...list, head: brandIndexMeta(await metaContext(args, [BRANDS_CRUMB])) };
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

export const handle: BreadcrumbHandle<BrandListData> & RouteHandle = { cacheKind: "listing", breadcrumb: () => [BRANDS_CRUMB] };

export default function BrandListRoute() {
  return <BrandList groups={useLoaderData<typeof loader>().groups} />;
}

export const ErrorBoundary = RouteErrorScreen;
