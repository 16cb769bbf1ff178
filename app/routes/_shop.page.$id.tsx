import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InformationPage, informationPageHandle } from "~/components/content/InformationPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { loadInformationPage } from "~/lib/content/information-page.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { informationPageMeta } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";

/** An information page by id (/page/{id}, docs/product/shell-and-navigation.md#routes); the store's keyword works too. */
export async function loader(args: LoaderFunctionArgs) {
  const page = { ...(await loadInformationPage(args.context.shopper.api, args.params.id ?? "")), path: new URL(args.request.url).pathname };
  return { ...page, head: informationPageMeta(await metaContext(args, informationPageHandle.breadcrumb(page)), page) };
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

export const handle = { ...informationPageHandle, cacheKind: "content" } satisfies RouteHandle;

export default function InformationPageRoute() {
  const page = useLoaderData<typeof loader>();
  return <InformationPage title={page.title} html={page.html} />;
}

export const ErrorBoundary = RouteErrorScreen;
