/**
 * Server-side checks of the product's content forms (review, contact, return request), with the product's
 * generic messages, so the API refuses what the storefront's own validation would refuse.
 */
import { userError } from "./errors";
import { EMAIL_PATTERN } from "./validation";

export const formMessages = {
  required: "Value is required",
  email: "Value is not a valid email address",
  rating: "Rating field is required",
  returnReason: "You must select a return product reason",
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  minValue: (min: number) => `The minimum value allowed is ${min}`,
  maxValue: (max: number) => `The maximum value allowed is ${max}`,
};

export interface TextRule {
  required?: boolean;
  min?: number;
  max?: number;
  email?: boolean;
}

/** The first message a trimmed value earns under its rule, or null when it passes. */
export function checkText(value: string, rule: TextRule): string | null {
  if (!value) return rule.required ? formMessages.required : null;
  // Characters, not UTF-16 units: an emoji is one character to the shopper.
  const length = [...value].length;
  if (rule.min != null && length < rule.min) return formMessages.minLength(rule.min);
  if (rule.max != null && length > rule.max) return formMessages.maxLength(rule.max);
  if (rule.email && !EMAIL_PATTERN.test(value)) return formMessages.email;
  return null;
}

/** Trims the named inputs (non-strings become text, null becomes empty). */
export function trimFields<K extends string>(input: Record<string, unknown>, fields: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const field of fields) values[field] = input[field] == null ? "" : String(input[field]).trim();
  return values;
}

/** Every field's first message under `rules`; empty when the input passes. */
export function fieldErrors<K extends string>(values: Record<K, string>, rules: Record<K, TextRule>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(rules) as K[]) {
    const message = checkText(values[field], rules[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Throws the GraphQL error a form's first failing field earns (all failures ride in extensions.fields). */
export function throwIfInvalid(errors: Record<string, string | undefined>): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const [first] = entries;
  if (!first) return;
  throw userError(first[1], first[0], Object.fromEntries(entries));
}

/** The review forms' rating: required, a whole number of stars from 1 to 5. */
export function ratingError(rating: unknown): string | null {
  if (rating == null || rating === "" || Number(rating) === 0 || Number.isNaN(Number(rating))) return formMessages.rating;
  const stars = Number(rating);
  if (stars < 1) return formMessages.minValue(1);
  if (stars > 5) return formMessages.maxValue(5);
  if (!Number.isInteger(stars)) return formMessages.rating;
  return null;
}

/** Product and blog reviews share one form: rating 1-5, author 1-32, text 25-1000 characters. */
export const reviewRules = {
  author: { required: true, min: 1, max: 32 },
  content: { required: true, min: 25, max: 1000 },
} satisfies Record<string, TextRule>;

export interface ReviewInput {
  author: string;
  content: string;
  rating: number;
}

/** Validates a review submission, throwing the first failure; returns the trimmed review. */
export function readReview(args: Record<string, unknown>): ReviewInput {
  const values = trimFields(args, ["author", "content"] as const);
  throwIfInvalid({ rating: ratingError(args.rating) ?? undefined, ...fieldErrors(values, reviewRules) });
  return { ...values, rating: Number(args.rating) };
}
