/** The post fields every blog list shows (one fragment), and their shape for the cards. */
import { fragment } from "~/lib/api/operation";
import type { PostCard, PostList } from "./types";

/** Blog page size (account document, section 9). */
export const BLOG_PAGE_SIZE = 12;

export const PostCardFields = fragment(`
  fragment PostCardFields on Post {
    id
    name
    shortDescription
    datePublished
    image
    url(url: "/blog/post/_id")
  }
`);

export interface PostCardResult {
  id: string | null;
  name: string | null;
  shortDescription: string | null;
  datePublished: string | null;
  image: string | null;
  url: string | null;
}

export interface PostListResult {
  content: (PostCardResult | null)[] | null;
  number: number | null;
  totalPages: number | null;
  totalElements: number | null;
}

/** Path of the blog search results for `keyword` (trimmed); the empty search lists every post. */
export const blogSearchPath = (keyword: string) => {
  const trimmed = keyword.trim();
  return trimmed ? `/blog/search/${encodeURIComponent(trimmed)}` : "/blog/search";
};

export const postHref = (post: { id: string | null; url?: string | null }) => post.url || `/blog/post/${post.id}`;
export const blogCategoryHref = (category: { id: string | null; url?: string | null }) => category.url || `/blog/category/${category.id}`;

export function toPostList(result: PostListResult | null | undefined, page: number): PostList {
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
