/** What the review action and the review form agree on (client-safe: no zod, no server code). */
import type { SubmissionResult } from "@conform-to/react";

/** The `intent` value of the review form, and the `form` key of its action data. */
export const REVIEW_FORM = "review";
export const REVIEW_THANKS = "Thank you for your review!";
/** The store's refusal of a second review of one item (docs/decisions/241-one-review-per-shopper-and-item.md). */
export const ALREADY_REVIEWED = "You have already written a review for this item.";
/** The hidden one-time token of a rendered review form: the same form posts one review however often it is sent. */
export const REVIEW_TOKEN_FIELD = "_once";

/** A review as the lists show it (products and blog posts alike). */
export interface ReviewData {
  author: string;
  content: string;
  /** ISO date and time. */
  createdAt: string;
  rating: number;
}

export interface ReviewActionData {
  form: typeof REVIEW_FORM;
  result: SubmissionResult<string[]>;
}
