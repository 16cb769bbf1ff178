/**
 * A blog post (docs/product/content-and-forms.md): image, title, sanitised body, date, average rating,
 * previous and next posts and the reviews, in one operation; and its review form's action.
 */
import { data } from "@remix-run/node";
import type { CommerceClient } from "~/lib/api/client.server";
import type { BlogPostPageQuery } from "~/lib/api/generated/graphql";
import { notFound } from "~/lib/http.server";
import { loadOrNotFound } from "~/lib/loading/load.server";
import { reviewAction } from "~/lib/reviews/review-action.server";
import { REVIEW_FORM } from "~/lib/reviews/review-form";
import { hasReviewed, reviewAuthor } from "~/lib/reviews/reviewed.server";
import { sanitizeContent } from "~/lib/sanitize.server";
import { itemPath } from "~/lib/seo/rules";
import type { Shopper } from "~/lib/shopper.server";
import { blogCategoryHref, postHref } from "./posts";
import { AddBlogPostReviewDocument, BlogPostIdDocument, BlogPostPageDocument } from "./queries.server";
import type { BlogPostPageData, PostNeighbour } from "./types";

/** The post's id for a keyword (/blog/post/frames-for-round-faces); an id is taken as it is. */
export async function blogPostId(api: CommerceClient, idOrKeyword: string): Promise<string> {
  if (/^\d+$/.test(idOrKeyword)) return idOrKeyword;
  const { post } = await loadOrNotFound(`blog post ${idOrKeyword}`, api.request(BlogPostIdDocument, { id: idOrKeyword }));
  if (!post?.id) notFound();
  return post.id;
}

const neighbour = (post: NonNullable<BlogPostPageQuery["post"]>["prev"]): PostNeighbour | null =>
  post?.id ? { name: post.name ?? "", image: post.image || null, href: postHref(post) } : null;

export async function loadBlogPost(api: CommerceClient, idOrKeyword: string, url: URL): Promise<BlogPostPageData> {
  const { post } = await loadOrNotFound(`blog post ${idOrKeyword}`, api.request(BlogPostPageDocument, { id: idOrKeyword }));
  if (!post?.id) notFound();
  return {
    post: {
      id: post.id,
      name: post.name ?? "",
      bodyHtml: sanitizeContent(post.description),
      published: post.datePublished ?? "",
      image: post.image || null,
      rating: post.rating ?? 0,
      categories: (post.categories ?? []).flatMap((category) =>
        category?.id
          ? [{ id: category.id, name: category.name ?? "", image: category.image || null, href: blogCategoryHref(category) }]
          : [],
      ),
      reviews: (post.reviews?.content ?? []).flatMap((review) =>
        review
          ? [
              {
                author: review.author ?? "",
                content: review.content ?? "",
                createdAt: review.created_at ?? "",
                rating: Number(review.rating ?? 0),
              },
            ]
          : [],
      ),
    },
    prev: neighbour(post.prev),
    next: neighbour(post.next),
    meta: post.meta,
    path: url.pathname,
    canonicalPath: itemPath(post.url, `/blog/post/${post.id}`),
  };
}

/** The post's page for this shopper: whether they have reviewed it, and their name for the form (the rest is everyone's). */
export async function withReviewed(shopper: Shopper, page: BlogPostPageData): Promise<BlogPostPageData> {
  return { ...page, alreadyReviewed: hasReviewed(shopper, "post", page.post.id), reviewAuthor: await reviewAuthor(shopper) };
}

/** The post page's one form: a review, for the post `postId` (its id; keyword URLs resolve it first). */
export async function blogPostAction(shopper: Shopper, request: Request, postId: string) {
  const formData = await request.formData();
  if (formData.get("intent") !== REVIEW_FORM) throw data({ message: "Unknown form" }, { status: 400 });
  return reviewAction(shopper, request, formData, (review) => shopper.api.request(AddBlogPostReviewDocument, { id: postId, ...review }), {
    kind: "post",
    id: postId,
  });
}
