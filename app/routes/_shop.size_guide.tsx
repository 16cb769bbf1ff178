import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { SizeGuide } from "~/components/frame-size/SizeGuide";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { SIZE_GUIDE_PATH } from "~/lib/listing/size-guide";
import { sizeGuideMeta } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";

const crumbs = [{ label: "Size guide", to: SIZE_GUIDE_PATH }];

/**
 * The size guide, the storefront's own page with drawings, in place of the store's prose page of
 * the same keyword (docs/decisions/248-frame-fit-search.md).
 */
export async function loader(args: LoaderFunctionArgs) {
  return { head: sizeGuideMeta(await metaContext(args, crumbs)) };
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

export const handle: BreadcrumbHandle<unknown> & RouteHandle = { cacheKind: "content", breadcrumb: () => crumbs };

export default function SizeGuideRoute() {
  return <SizeGuide />;
}

export const ErrorBoundary = RouteErrorScreen;
