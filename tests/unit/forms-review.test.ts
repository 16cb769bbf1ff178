import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { reviewSchema } from "~/lib/forms/review";
import { reviewConstraint } from "~/lib/forms/review-fields";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const errorsOf = (fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema: reviewSchema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
};

const text25 = "Lovely frames, true to the photos.";

describe("review form schema", () => {
  it("accepts a trimmed review with a whole rating from 1 to 5", () => {
    const submission = parseWithZod(form({ rating: "5", author: "  Ada  ", content: `  ${text25}  ` }), { schema: reviewSchema });
    expect(submission.status === "success" && submission.value).toEqual({ rating: 5, author: "Ada", content: text25 });
  });

  it("requires every field, with the product's messages", () => {
    expect(errorsOf({ rating: "", author: "  ", content: "" })).toEqual({
      rating: ["Rating field is required"],
      author: ["Value is required"],
      content: ["Value is required"],
    });
    expect(errorsOf({})).toEqual({
      rating: ["Rating field is required"],
      author: ["Value is required"],
      content: ["Value is required"],
    });
  });

  it("reads a rating of 0 as not chosen, and bounds the scale", () => {
    expect(errorsOf({ rating: "0", author: "Ada", content: text25 })).toEqual({ rating: ["Rating field is required"] });
    expect(errorsOf({ rating: "6", author: "Ada", content: text25 })).toEqual({ rating: ["The maximum value allowed is 5"] });
    expect(errorsOf({ rating: "-1", author: "Ada", content: text25 })).toEqual({ rating: ["The minimum value allowed is 1"] });
    expect(errorsOf({ rating: "2.5", author: "Ada", content: text25 })).toEqual({ rating: ["Rating field is required"] });
    expect(errorsOf({ rating: "five", author: "Ada", content: text25 })).toEqual({ rating: ["Rating field is required"] });
    expect(errorsOf({ rating: "1", author: "Ada", content: text25 })).toEqual({});
  });

  it("bounds author (1 to 32) and text (25 to 1000) as docs/product words it", () => {
    expect(errorsOf({ rating: "4", author: "x".repeat(33), content: "Too short to count." })).toEqual({
      author: ["The maximum length allowed is 32"],
      content: ["This field should be at least 25 characters long"],
    });
    expect(errorsOf({ rating: "4", author: "x".repeat(32), content: "y".repeat(1001) })).toEqual({
      content: ["The maximum length allowed is 1000"],
    });
    expect(errorsOf({ rating: "4", author: "A", content: "y".repeat(25) })).toEqual({});
    expect(errorsOf({ rating: "4", author: "A", content: "y".repeat(1000) })).toEqual({});
  });

  it("agrees with the zod-free constraints the product page gives the browser", () => {
    const { author, content, rating } = reviewConstraint;
    const base = { rating: "3", author: "Ada", content: text25 };
    const passes = (fields: Record<string, string>) => Object.keys(errorsOf({ ...base, ...fields })).length === 0;
    for (const [name, bounds] of [
      ["author", author],
      ["content", content],
    ] as const) {
      expect(bounds.required).toBe(true);
      expect(passes({ [name]: "x".repeat(bounds.minLength!) })).toBe(true);
      expect(passes({ [name]: "x".repeat(bounds.maxLength!) })).toBe(true);
      expect(passes({ [name]: "x".repeat(bounds.maxLength! + 1) })).toBe(false);
      if (bounds.minLength! > 1) expect(passes({ [name]: "x".repeat(bounds.minLength! - 1) })).toBe(false);
    }
    expect(passes({ rating: String(rating.min) })).toBe(true);
    expect(passes({ rating: String(rating.max) })).toBe(true);
    expect(passes({ rating: String(Number(rating.max) + 1) })).toBe(false);
  });
});
