/**
 * Reviews of products and of blog posts: one shape, one form (rating 1-5, author, text), published
 * at once because the demo store has no moderation back office.
 */
import type { Queryable } from "@commerce/db/index";
import type { ReviewInput } from "@commerce/domain/form-rules";

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

export async function addProductReview(db: Queryable, productId: number, review: ReviewInput): Promise<void> {
  await db.query(`insert into review (product_id, author, content, rating) values ($1, $2, $3, $4)`, [
    productId,
    review.author,
    review.content,
    review.rating,
  ]);
}
