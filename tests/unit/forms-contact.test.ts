import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactSchema } from "~/lib/forms/contact";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const errorsOf = (fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema: contactSchema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
};

describe("contact form schema", () => {
  it("accepts a trimmed message", () => {
    const submission = parseWithZod(form({ name: " Ada ", email: " ada@example.com ", message: "  Do you ship to Canada?  " }), {
      schema: contactSchema,
    });
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Do you ship to Canada?",
    });
  });

  it("requires every field", () => {
    expect(errorsOf({ name: "", email: "   ", message: "" })).toEqual({
      name: ["Value is required"],
      email: ["Value is required"],
      message: ["Value is required"],
    });
  });

  it("words bounds and format as docs/product does: name 3-32, valid email, message 10-3000", () => {
    expect(errorsOf({ name: "Al", email: "ada@", message: "Hi there" })).toEqual({
      name: ["This field should be at least 3 characters long"],
      email: ["Value is not a valid email address"],
      message: ["This field should be at least 10 characters long"],
    });
    expect(errorsOf({ name: "x".repeat(33), email: "ada@example.com", message: "m".repeat(3001) })).toEqual({
      name: ["The maximum length allowed is 32"],
      message: ["The maximum length allowed is 3000"],
    });
    expect(errorsOf({ name: "Ada", email: "ada@example.com", message: "m".repeat(10) })).toEqual({});
    expect(errorsOf({ name: "x".repeat(32), email: "ada@example.com", message: "m".repeat(3000) })).toEqual({});
  });
});
