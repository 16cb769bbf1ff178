import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { ManufacturerPage } from "~/components/listing/ManufacturerPage";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { listingModeAction } from "~/lib/catalog/listing-mode.server";
import { manufacturerCrumbs } from "~/lib/catalog/page-meta";
import { loadManufacturerPage, type ManufacturerPageData } from "~/lib/catalog/paged-listing.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { manufacturerMeta } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext, withHead } from "~/lib/seo/meta.server";

/** A brand's products, `/store/manufacturer/{id}` (docs/product/catalog.md: brand detail). */
export async function loader(args: LoaderFunctionArgs) {
  const answer = await loadManufacturerPage(args.context, args.params.id ?? "", args.request);
  return withHead(answer, manufacturerMeta(await metaContext(args, manufacturerCrumbs(answer.data)), answer.data));
}

/** The grid/list toggle's form post (also used from the brand's keyword URL). */
export function action(args: ActionFunctionArgs) {
  return listingModeAction(args, `/store/manufacturer/${args.params.id ?? ""}`);
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

export const handle: BreadcrumbHandle<ManufacturerPageData> & RouteHandle = { cacheKind: "listing", breadcrumb: manufacturerCrumbs };

export default function ManufacturerRoute() {
  return <ManufacturerPage page={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorScreen;
