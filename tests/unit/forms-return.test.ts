import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { returnFormAlert, returnRequestSchema } from "~/lib/forms/return-request";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const errorsOf = (fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema: returnRequestSchema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
};

const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+1 212 555 0148", orderId: "42", reason: "2" };

describe("return request schema", () => {
  it("accepts a complete, trimmed request", () => {
    const submission = parseWithZod(form({ ...valid, firstName: "  Ada ", orderId: " 42 " }), { schema: returnRequestSchema });
    expect(submission.status === "success" && submission.value).toEqual(valid);
  });

  it("requires all six fields; the reason with its own message", () => {
    expect(errorsOf({})).toEqual({
      firstName: ["Value is required"],
      lastName: ["Value is required"],
      email: ["Value is required"],
      phone: ["Value is required"],
      orderId: ["Value is required"],
      reason: ["You must select a return product reason"],
    });
  });

  it("checks the email and OpenCart's upper bounds", () => {
    expect(errorsOf({ ...valid, email: "not-an-email", firstName: "x".repeat(33), phone: "1".repeat(33) })).toEqual({
      email: ["Value is not a valid email address"],
      firstName: ["The maximum length allowed is 32"],
      phone: ["The maximum length allowed is 32"],
    });
  });
});

describe("return form alert", () => {
  it("says 'Please fill out all required fields correctly.' while other fields fail", () => {
    expect(returnFormAlert(errorsOf({ ...valid, email: "" }))).toBe("Please fill out all required fields correctly.");
    expect(returnFormAlert(errorsOf({}))).toBe("Please fill out all required fields correctly.");
  });

  it("names the missing reason when it is the only problem", () => {
    expect(returnFormAlert(errorsOf({ ...valid, reason: "" }))).toBe("You must select a return product reason");
  });

  it("is silent for a valid form", () => {
    expect(returnFormAlert({})).toBeNull();
  });
});
