import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { publicOrigin } from "~/lib/seo/origin.server";
import { sitemapIndexResponse } from "~/lib/seo/sitemap.server";

export const handle = { cacheKind: "sitemap" } satisfies RouteHandle;

/** The sitemap index: the product sitemaps (50,000 products each) and the other children. */
export function loader({ request }: LoaderFunctionArgs) {
  return sitemapIndexResponse(publicOrigin(request));
}
