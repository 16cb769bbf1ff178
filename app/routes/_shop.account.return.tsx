import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { ReturnPage } from "~/components/returns/ReturnPage";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { passRetryAfter } from "~/lib/http.server";
import { RETURN_PATH } from "~/lib/returns/return-form";
import { loadReturnPage, returnAction } from "~/lib/returns/return-page.server";
import { pageTitle } from "~/lib/store-config";

/** The product return request, for guests and customers alike; `?order_id=` fills in the order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadReturnPage(context.shopper, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return returnAction(context.shopper, request);
}

export const meta: MetaFunction = () => [
  { title: pageTitle("Request a return") },
  { name: "description", content: "Return a pair within 14 days of delivery." },
  { name: "robots", content: "noindex" },
];

export const handle: BreadcrumbHandle<unknown> & RouteHandle = {
  cacheKind: "personal",
  breadcrumb: () => [{ label: "Returns", to: RETURN_PATH }],
};

export default function ReturnRoute() {
  const data = useLoaderData<typeof loader>();
  return <ReturnPage data={data} />;
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
