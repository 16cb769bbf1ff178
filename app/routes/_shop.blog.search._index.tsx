/**
 * /blog/search: every post, newest first. The search box without JavaScript is a GET form that
 * lands here with ?search=, sent on to /blog/search/{keyword}.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { loadBlogSearch } from "~/lib/blog/blog-search.server";
import { blogSearchPath } from "~/lib/blog/posts";

export { default, ErrorBoundary, handle, meta } from "./_shop.blog.search.$slug";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const keyword = url.searchParams.get("search");
  if (keyword != null) throw redirect(blogSearchPath(keyword));
  return loadBlogSearch(context.shopper.api, "", url);
}
