import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InformationPage, informationPageHandle } from "~/components/content/InformationPage";
import { errorTitle, RouteErrorScreen } from "~/components/ErrorScreen";
import { loadInformationPage } from "~/lib/content/information-page.server";
import { informationPageMeta, privateMeta } from "~/lib/seo/pages";

/** An information page by id (the shopping document's /page/{id}); the store's keyword works too. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = await loadInformationPage(context.shopper.api, params.id ?? "");
  return { ...page, path: new URL(request.url).pathname };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? informationPageMeta(args, args.data) : privateMeta(errorTitle(args.error));

export const handle = informationPageHandle;

export default function InformationPageRoute() {
  const page = useLoaderData<typeof loader>();
  return <InformationPage title={page.title} html={page.html} />;
}

export const ErrorBoundary = RouteErrorScreen;
