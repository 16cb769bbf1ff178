import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogCategoryPage } from "~/components/blog/BlogCategoryPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { loadBlogCategoryPage } from "~/lib/blog/blog-category.server";
import { blogCategoryHandle } from "~/lib/blog/page-handles";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { blogCategoryMeta } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";

/** A blog category by id or keyword, `?page=` for the page of posts. */
export async function loader(args: LoaderFunctionArgs) {
  const data = await loadBlogCategoryPage(args.context.shopper.api, args.params.id ?? "", new URL(args.request.url));
  return { ...data, head: blogCategoryMeta(await metaContext(args, blogCategoryHandle.breadcrumb(data)), data) };
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

export const handle = { ...blogCategoryHandle, cacheKind: "content" } satisfies RouteHandle;

export default function BlogCategoryRoute() {
  const data = useLoaderData<typeof loader>();
  return <BlogCategoryPage data={data} />;
}

export const ErrorBoundary = RouteErrorScreen;
