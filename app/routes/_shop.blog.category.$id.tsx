import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogCategoryPage } from "~/components/blog/BlogCategoryPage";
import { errorTitle, RouteErrorScreen } from "~/components/ErrorScreen";
import { loadBlogCategoryPage } from "~/lib/blog/blog-category.server";
import { blogCategoryHandle } from "~/lib/blog/page-handles";
import { blogCategoryMeta, privateMeta } from "~/lib/seo/pages";

/** A blog category by id or keyword, `?page=` for the page of posts. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadBlogCategoryPage(context.shopper.api, params.id ?? "", new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? blogCategoryMeta(args, args.data) : privateMeta(errorTitle(args.error));

export const handle = blogCategoryHandle;

export default function BlogCategoryRoute() {
  const data = useLoaderData<typeof loader>();
  return <BlogCategoryPage data={data} />;
}

export const ErrorBoundary = RouteErrorScreen;
