import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { errorTitle, RouteErrorScreen } from "~/components/ErrorScreen";
import { ManufacturerPage } from "~/components/listing/ManufacturerPage";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { listingModeAction } from "~/lib/catalog/listing-mode.server";
import { loadManufacturerPage, type ManufacturerPageData } from "~/lib/catalog/listing-page.server";
import { manufacturerCrumbs } from "~/lib/catalog/page-meta";
import { manufacturerMeta, privateMeta } from "~/lib/seo/pages";

/** A brand's products, `/store/manufacturer/{id}` (spec: brand detail). */
export function loader({ params, context, request }: LoaderFunctionArgs) {
  return loadManufacturerPage(context, params.id ?? "", request);
}

/** The grid/list toggle's form post (also used from the brand's keyword URL). */
export function action(args: ActionFunctionArgs) {
  return listingModeAction(args, `/store/manufacturer/${args.params.id ?? ""}`);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? manufacturerMeta(args, args.data) : privateMeta(errorTitle(args.error));

export const handle: BreadcrumbHandle<ManufacturerPageData> = { breadcrumb: manufacturerCrumbs };

export default function ManufacturerRoute() {
  return <ManufacturerPage page={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorScreen;
