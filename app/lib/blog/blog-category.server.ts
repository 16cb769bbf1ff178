/**
 * A blog category page (docs/product/content-and-forms.md): name, sanitised description, subcategory
 * thumbnails and a page of its posts (subcategories' posts included), in one operation when the
 * id is known. A keyword (/blog/category/style-guides) is turned into the id first, since
 * `postsList(category_id)` takes ids only.
 */
import { redirect } from "@remix-run/node";
import type { CommerceClient } from "~/lib/api/client.server";
import { notFound } from "~/lib/http.server";
import { loadOrNotFound } from "~/lib/loading/load.server";
import { lastPageIfPast, pageNumber } from "~/lib/page-number";
import { sanitizeContent } from "~/lib/sanitize.server";
import { itemPath } from "~/lib/seo/rules";
import { pageHref } from "./pagination";
import { BLOG_PAGE_SIZE, blogCategoryHref, toPostList } from "./posts";
import { BlogCategoryIdDocument, BlogCategoryPageDocument } from "./queries.server";
import type { BlogCategoryPageData } from "./types";

async function categoryId(api: CommerceClient, idOrKeyword: string): Promise<string> {
  if (/^\d+$/.test(idOrKeyword)) return idOrKeyword;
  const { categoryBlog } = await loadOrNotFound(
    `blog category ${idOrKeyword}`,
    api.request(BlogCategoryIdDocument, { keyword: idOrKeyword }),
  );
  if (!categoryBlog?.id) notFound();
  return categoryBlog.id;
}

export async function loadBlogCategoryPage(api: CommerceClient, idOrKeyword: string, url: URL): Promise<BlogCategoryPageData> {
  const page = pageNumber(url.searchParams.get("page"));
  const id = await categoryId(api, idOrKeyword);
  const { categoryBlog, postsList } = await loadOrNotFound(
    `blog category ${id}`,
    api.request(BlogCategoryPageDocument, { id, page, size: BLOG_PAGE_SIZE }),
  );
  if (!categoryBlog?.id) notFound();
  const list = toPostList(postsList, page);
  const last = lastPageIfPast({ shown: list.posts.length, total: list.total, totalPages: list.totalPages }, page);
  if (last !== null) throw redirect(pageHref(url.pathname, url.search, last));
  return {
    category: {
      id: categoryBlog.id,
      name: categoryBlog.name ?? "",
      descriptionHtml: sanitizeContent(categoryBlog.description),
      meta: categoryBlog.meta,
    },
    canonicalPath: itemPath(categoryBlog.url, `/blog/category/${categoryBlog.id}`),
    subcategories: (categoryBlog.categories ?? []).flatMap((child) =>
      child?.id ? [{ id: child.id, name: child.name ?? "", image: child.image || null, href: blogCategoryHref(child) }] : [],
    ),
    list,
    path: url.pathname,
  };
}
