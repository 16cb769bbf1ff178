import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { errorTitle, RouteErrorScreen } from "~/components/ErrorScreen";
import { ListingPage } from "~/components/listing/ListingPage";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { listingModeAction } from "~/lib/catalog/listing-mode.server";
import { loadSpecialPage, type ListingPageData } from "~/lib/catalog/listing-page.server";
import { SPECIAL_DESCRIPTION, SPECIAL_PATH, SPECIAL_TITLE } from "~/lib/catalog/page-meta";
import { EMPTY_CATEGORY_TEXT } from "~/lib/catalog/texts";
import { seoMeta } from "~/lib/seo/meta";
import { privateMeta } from "~/lib/seo/pages";
import { pageTitle } from "~/lib/store-config";

/** The products on special, `/store/special` (spec: special list). */
export function loader({ context, request }: LoaderFunctionArgs) {
  return loadSpecialPage(context, request);
}

/** The grid/list toggle's form post. */
export function action(args: ActionFunctionArgs) {
  return listingModeAction(args, SPECIAL_PATH);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? seoMeta(args, { type: "special", title: pageTitle(SPECIAL_TITLE), description: SPECIAL_DESCRIPTION, path: SPECIAL_PATH })
    : privateMeta(errorTitle(args.error));

export const handle: BreadcrumbHandle<ListingPageData> = {
  breadcrumb: (page) => [{ label: SPECIAL_TITLE, to: page.path }],
};

export default function SpecialRoute() {
  return (
    <ListingPage title={SPECIAL_TITLE} page={useLoaderData<typeof loader>()} emptyText={EMPTY_CATEGORY_TEXT} modeAction={SPECIAL_PATH} />
  );
}

export const ErrorBoundary = RouteErrorScreen;
