import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogSearchPage } from "~/components/blog/BlogSearchPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { loadBlogSearch } from "~/lib/blog/blog-search.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { journalTitle } from "~/lib/store-config";

/** Blog search results for the route's slug, `?page=` for the page. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadBlogSearch(context.shopper.api, params.slug ?? "", new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: journalTitle(data?.keyword ? `Posts about “${data.keyword}”` : "All posts") },
  { name: "robots", content: "noindex" },
];

export const handle: BreadcrumbHandle<{ keyword: string }> & RouteHandle = {
  cacheKind: "content",
  breadcrumb: ({ keyword }) => [
    { label: "Blog search", to: "/blog/search" },
    ...(keyword ? [{ label: keyword, to: `/blog/search/${encodeURIComponent(keyword)}` }] : []),
  ],
};

export default function BlogSearchRoute() {
  const data = useLoaderData<typeof loader>();
  return <BlogSearchPage data={data} />;
}

export const ErrorBoundary = RouteErrorScreen;
