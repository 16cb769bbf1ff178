import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { publicOrigin } from "~/lib/seo/origin.server";
import { robotsTxt } from "~/lib/seo/sitemap.server";

export const handle = { cacheKind: "sitemap" } satisfies RouteHandle;

/** robots.txt as a route, so it can name the sitemap at its absolute address. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
