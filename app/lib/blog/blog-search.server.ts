/** Blog search (account document, section 2: a route with the slug): a page of posts whose name or summary match. */
import type { CommerceClient } from "~/lib/api/client.server";
import { graphql } from "~/lib/api/operation";
import { throwApiFailure } from "~/lib/http.server";
import { pageNumber } from "~/lib/page-number";
import { BLOG_PAGE_SIZE, PostCardFields, toPostList, type PostListResult } from "./posts";
import type { BlogSearchPageData } from "./types";

const BlogSearchQuery = graphql<{ postsList: PostListResult | null }, { search: string; page: number; size: number }>(
  `
    query BlogSearch($search: String, $page: Int, $size: Int) {
      postsList(search: $search, page: $page, size: $size, sort: "date_published", order: "DESC") {
        number
        totalPages
        totalElements
        content {
          ...PostCardFields
        }
      }
    }
  `,
  [PostCardFields],
);

export async function loadBlogSearch(api: CommerceClient, keyword: string, url: URL): Promise<BlogSearchPageData> {
  const page = pageNumber(url.searchParams.get("page"));
  const search = keyword.trim();
  const { postsList } = await api.request(BlogSearchQuery, { search, page, size: BLOG_PAGE_SIZE }).catch(throwApiFailure);
  return { keyword: search, list: toPostList(postsList, page) };
}
