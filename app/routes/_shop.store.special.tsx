import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { ListingPage } from "~/components/listing/ListingPage";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { listingModeAction } from "~/lib/catalog/listing-mode.server";
import { SPECIAL_PATH, SPECIAL_TITLE } from "~/lib/catalog/page-meta";
import { loadSpecialPage, type ListingPageData } from "~/lib/catalog/paged-listing.server";
import { EMPTY_CATEGORY_TEXT } from "~/lib/catalog/texts";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { specialMeta } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext, withHead } from "~/lib/seo/meta.server";

/** The products on special, `/store/special` (docs/product/catalog.md: special list). */
export async function loader(args: LoaderFunctionArgs) {
  const answer = await loadSpecialPage(args.context, args.request);
  return withHead(answer, specialMeta(await metaContext(args, specialCrumbs(answer.data))));
}

/** The grid/list toggle's form post. */
export function action(args: ActionFunctionArgs) {
  return listingModeAction(args, SPECIAL_PATH);
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

function specialCrumbs(page: { path: string }) {
  return [{ label: SPECIAL_TITLE, to: page.path }];
}

export const handle: BreadcrumbHandle<ListingPageData> & RouteHandle = { cacheKind: "listing", breadcrumb: specialCrumbs };

export default function SpecialRoute() {
  return (
    <ListingPage title={SPECIAL_TITLE} page={useLoaderData<typeof loader>()} emptyText={EMPTY_CATEGORY_TEXT} modeAction={SPECIAL_PATH} />
  );
}

export const ErrorBoundary = RouteErrorScreen;
