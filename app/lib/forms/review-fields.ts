/**
 * The review form's fields and bounds (docs/product/content-and-forms.md#validation: rating 1 to 5, author 1 to 32,
 * text 25 to 1000), without zod: the product page gives the browser these HTML constraints and
 * validates on the server only, so zod stays out of its bundle. `review.ts` builds the schema from
 * the same numbers, and a unit test checks that zod derives exactly these constraints.
 */
/** The HTML constraints conform puts on the inputs (its own Constraint shape). */
interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
}

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const AUTHOR_MIN = 1;
export const AUTHOR_MAX = 32;
export const CONTENT_MIN = 25;
export const CONTENT_MAX = 1000;

/** The fields as laid out: the info alert shows the first failing one. */
export const REVIEW_FIELDS = ["rating", "author", "content"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export const reviewConstraint: Record<ReviewField, FieldConstraint> = {
  rating: { required: true, min: RATING_MIN, max: RATING_MAX },
  author: { required: true, minLength: AUTHOR_MIN, maxLength: AUTHOR_MAX },
  content: { required: true, minLength: CONTENT_MIN, maxLength: CONTENT_MAX },
};
