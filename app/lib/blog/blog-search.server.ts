/**
 * Blog search (docs/product/content-and-forms.md: a route with the slug): a page of posts whose name
 * or summary match; quotes and punctuation around words are read as product search reads them.
 */
import type { CommerceClient } from "~/lib/api/client.server";
import { throwApiFailure } from "~/lib/http.server";
import { pageNumber } from "~/lib/page-number";
import { normalizeKeyword, storeSearchText } from "~/lib/search/search";
import { BLOG_PAGE_SIZE, toPostList } from "./posts";
import { BlogSearchDocument } from "./queries.server";
import type { BlogSearchPageData } from "./types";

export async function loadBlogSearch(api: CommerceClient, keyword: string, url: URL): Promise<BlogSearchPageData> {
  const page = pageNumber(url.searchParams.get("page"));
  const search = normalizeKeyword(keyword);
  const { postsList } = await api
    .request(BlogSearchDocument, { search: storeSearchText(search), page, size: BLOG_PAGE_SIZE })
    .catch(throwApiFailure);
  return { keyword: search, list: toPostList(postsList, page) };
}
