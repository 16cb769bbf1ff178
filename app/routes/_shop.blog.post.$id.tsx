import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogPostPage } from "~/components/blog/BlogPostPage";
import { errorTitle, RouteErrorScreen } from "~/components/ErrorScreen";
import { blogPostAction, blogPostId, loadBlogPost } from "~/lib/blog/blog-post.server";
import { blogPostHandle } from "~/lib/blog/page-handles";
import { passRetryAfter } from "~/lib/http.server";
import { blogPostMeta, privateMeta } from "~/lib/seo/pages";

/** A blog post by id or keyword. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadBlogPost(context.shopper.api, params.id ?? "", new URL(request.url));
}

/** The review form. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  return blogPostAction(context.shopper, request, await blogPostId(context.shopper.api, params.id ?? ""));
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? blogPostMeta(args, args.data) : privateMeta(errorTitle(args.error));

export const handle = blogPostHandle;

export default function BlogPostRoute() {
  const data = useLoaderData<typeof loader>();
  return <BlogPostPage key={data.post.id} data={data} />;
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
