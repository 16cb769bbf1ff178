import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogPostPage } from "~/components/blog/BlogPostPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { blogPostAction, blogPostId, loadBlogPost, withReviewed } from "~/lib/blog/blog-post.server";
import { blogPostHandle } from "~/lib/blog/page-handles";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { passRetryAfter } from "~/lib/http.server";
import { blogPostMeta } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";

/** A blog post by id or keyword. */
export async function loader(args: LoaderFunctionArgs) {
  const data = await withReviewed(
    args.context.shopper,
    await loadBlogPost(args.context.shopper.api, args.params.id ?? "", new URL(args.request.url)),
  );
  return { ...data, head: blogPostMeta(await metaContext(args, blogPostHandle.breadcrumb(data)), data) };
}

/** The review form. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  return blogPostAction(context.shopper, request, await blogPostId(context.shopper.api, params.id ?? ""));
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

export const handle = { ...blogPostHandle, cacheKind: "content" } satisfies RouteHandle;

export default function BlogPostRoute() {
  const data = useLoaderData<typeof loader>();
  return <BlogPostPage key={data.post.id} data={data} />;
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
