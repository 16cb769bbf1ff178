import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { publicOrigin } from "~/lib/seo/origin.server";
import { parseChild } from "~/lib/seo/sitemap";
import { childSitemapResponse } from "~/lib/seo/sitemap.server";

export const handle = { cacheKind: "sitemap" } satisfies RouteHandle;

/** A child sitemap: /sitemaps/products-{n}.xml, categories.xml, brands.xml, pages.xml, posts.xml. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const child = parseChild(params.name ?? "");
  if (!child) throw new Response("Not Found", { status: 404 });
  return childSitemapResponse(publicOrigin(request), child);
}
