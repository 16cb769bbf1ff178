import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ComparePage } from "~/components/compare/ComparePage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { handleCompareAction, loadCompare } from "~/lib/compare/compare.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { throwApiFailure } from "~/lib/http.server";
import { pageTitle } from "~/lib/store-config";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => [{ title: pageTitle("Product Compare") }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { products: await loadCompare(context.shopper).catch(throwApiFailure) };
}

/** Add (from tiles and the product page) and DELETE. */
export async function action({ request, context }: ActionFunctionArgs) {
  return handleCompareAction(request, context.shopper);
}

export default function CompareRoute() {
  const { products } = useLoaderData<typeof loader>();
  return <ComparePage products={products} />;
}

export const ErrorBoundary = RouteErrorScreen;
