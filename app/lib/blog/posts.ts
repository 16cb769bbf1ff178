/** The post fields every blog list shows (one fragment), and their shape for the cards. */
import type { PostListFieldsFragment } from "~/lib/api/generated/graphql";
import type { PostCard, PostList } from "./types";

/** Blog page size (docs/product/texts-and-constants.md#numbers). */
export const BLOG_PAGE_SIZE = 12;

/** Path of the blog search results for `keyword` (trimmed); the empty search lists every post. */
export const blogSearchPath = (keyword: string) => {
  const trimmed = keyword.trim();
  return trimmed ? `/blog/search/${encodeURIComponent(trimmed)}` : "/blog/search";
};

export const postHref = (post: { id: string | null; url?: string | null }) => post.url || `/blog/post/${post.id}`;
export const blogCategoryHref = (category: { id: string | null; url?: string | null }) => category.url || `/blog/category/${category.id}`;

export function toPostList(result: PostListFieldsFragment | null | undefined, page: number): PostList {
  const posts = (result?.content ?? []).flatMap((post): PostCard[] =>
    post?.id
      ? [
          {
            id: post.id,
            name: post.name ?? "",
            summary: post.shortDescription ?? "",
            published: post.datePublished ?? "",
            image: post.image || null,
            href: postHref(post),
          },
        ]
      : [],
  );
  return {
    posts,
    page: result?.number || page,
    totalPages: Math.max(1, result?.totalPages ?? 1),
    total: result?.totalElements ?? posts.length,
  };
}
