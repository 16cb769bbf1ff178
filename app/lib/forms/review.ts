/**
 * The review form, shared by product and blog post reviews (docs/product/content-and-forms.md#validation): rating
 * required, a whole number from 1 to 5 ('Rating field is required'); author required, 1 to 32
 * characters; review text required, 25 to 1000 characters. A rating of 0 is the widget's "nothing
 * chosen yet", so it reads as missing, as the API reads it (docs/decisions/024).
 */
import { z } from "zod";
import { formMessages } from "./messages";
import { AUTHOR_MAX, AUTHOR_MIN, CONTENT_MAX, CONTENT_MIN, RATING_MAX, RATING_MIN } from "./review-fields";
import { requiredInteger, requiredText } from "./rules";

const unrated = (value: unknown) => (typeof value === "string" && value.trim() === "0" ? undefined : value);

export const reviewSchema = z.object({
  rating: z.preprocess(unrated, requiredInteger(RATING_MIN, RATING_MAX, formMessages.ratingRequired)),
  author: requiredText(AUTHOR_MIN, AUTHOR_MAX),
  content: requiredText(CONTENT_MIN, CONTENT_MAX),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
