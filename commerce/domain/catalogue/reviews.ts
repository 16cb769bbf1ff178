/**
 * Reviews of products and of blog posts: one shape, one form (rating 1-5, author, text), published
 * at once because the demo store has no moderation back office; one per product (or post) and
 * shopper, so a flood from one shopper cannot rewrite a rating (docs/decisions/130-api-limits.md).
 */
import type { Queryable } from "@commerce/db/index";
import { userError } from "@commerce/domain/errors";
import type { ReviewInput } from "@commerce/domain/form-rules";

export const ALREADY_REVIEWED = "You have already written a review for this item.";

/**
 * Inserts a review for `owner` ('c:{customer}' or 's:{session}'); a second one from the same
 * owner for the same item is refused (the unique index decides, so parallel posts cannot slip by).
 */
export async function insertReview(
  db: Queryable,
  target: { table: "review" | "blog_review"; column: "product_id" | "post_id"; id: number },
  owner: string,
  review: ReviewInput,
): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `insert into ${target.table} (${target.column}, owner, author, content, rating) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning id`,
    [target.id, owner, review.author, review.content, review.rating],
  );
  if (!rows.length) throw userError(ALREADY_REVIEWED, "content");
}

export interface ReviewRow {
  author: string;
  author_email: string;
  content: string;
  created_at: Date;
  rating: number;
}

/** A product's approved reviews, newest first. */
export async function loadProductReviews(db: Queryable, productId: number): Promise<ReviewRow[]> {
  const { rows } = await db.query<ReviewRow>(
    `select author, author_email, content, created_at, rating from review
      where product_id = $1 and status order by created_at desc, id desc`,
    [productId],
  );
  return rows;
}

export function addProductReview(db: Queryable, productId: number, owner: string, review: ReviewInput): Promise<void> {
  return insertReview(db, { table: "review", column: "product_id", id: productId }, owner, review);
}
