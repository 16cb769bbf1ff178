/**
 * A blog category page (account document, section 2): name, sanitised description, subcategory
 * thumbnails and a page of its posts (subcategories' posts included), in one operation when the
 * id is known. A keyword (/blog/category/style-guides) is turned into the id first, since
 * `postsList(category_id)` takes ids only.
 */
import type { CommerceClient } from "~/lib/api/client.server";
import { graphql } from "~/lib/api/operation";
import { loadOrNotFound } from "~/lib/content/load.server";
import type { StoreMeta } from "~/lib/content/meta";
import { notFound } from "~/lib/http.server";
import { pageNumber } from "~/lib/page-number";
import { sanitizeContent } from "~/lib/sanitize.server";
import { BLOG_PAGE_SIZE, blogCategoryHref, PostCardFields, toPostList, type PostListResult } from "./posts";
import type { BlogCategoryPageData } from "./types";

interface BlogCategoryResult {
  categoryBlog: {
    id: string | null;
    name: string | null;
    description: string | null;
    meta: StoreMeta | null;
    categories: ({ id: string | null; name: string | null; image: string | null; url: string | null } | null)[] | null;
  } | null;
  postsList: PostListResult | null;
}

const BlogCategoryQuery = graphql<BlogCategoryResult, { id: string; page: number; size: number }>(
  `
    query BlogCategoryPage($id: String, $page: Int, $size: Int) {
      categoryBlog(id: $id) {
        id
        name
        description
        meta {
          title
          description
          keyword
        }
        categories(limit: -1) {
          id
          name
          image
          url(url: "/blog/category/_id")
        }
      }
      postsList(category_id: $id, page: $page, size: $size, sort: "date_published", order: "DESC") {
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

const BlogCategoryIdQuery = graphql<{ categoryBlog: { id: string | null } | null }, { keyword: string }>(`
  query BlogCategoryId($keyword: String) {
    categoryBlog(id: $keyword) {
      id
    }
  }
`);

async function categoryId(api: CommerceClient, idOrKeyword: string): Promise<string> {
  if (/^\d+$/.test(idOrKeyword)) return idOrKeyword;
  const { categoryBlog } = await loadOrNotFound(`blog category ${idOrKeyword}`, api.request(BlogCategoryIdQuery, { keyword: idOrKeyword }));
  if (!categoryBlog?.id) notFound();
  return categoryBlog.id;
}

export async function loadBlogCategoryPage(api: CommerceClient, idOrKeyword: string, url: URL): Promise<BlogCategoryPageData> {
  const page = pageNumber(url.searchParams.get("page"));
  const id = await categoryId(api, idOrKeyword);
  const { categoryBlog, postsList } = await loadOrNotFound(
    `blog category ${id}`,
    api.request(BlogCategoryQuery, { id, page, size: BLOG_PAGE_SIZE }),
  );
  if (!categoryBlog?.id) notFound();
  return {
    category: {
      id: categoryBlog.id,
      name: categoryBlog.name ?? "",
      descriptionHtml: sanitizeContent(categoryBlog.description),
      meta: categoryBlog.meta,
    },
    subcategories: (categoryBlog.categories ?? []).flatMap((child) =>
      child?.id ? [{ id: child.id, name: child.name ?? "", image: child.image || null, href: blogCategoryHref(child) }] : [],
    ),
    list: toPostList(postsList, page),
    path: url.pathname,
  };
}
