import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { returnFormAlert, returnRequestSchema } from "~/lib/forms/return-request";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

// Reason 5 ("Other") wants details; the order known to the page has items 30 and 31.
const schema = returnRequestSchema({ detailReasons: ["5"] });
const withItems = returnRequestSchema({ detailReasons: ["5"], itemIds: ["30", "31"] });

const errorsOf = (fields: Record<string, string>, using = schema) => {
  const submission = parseWithZod(form(fields), { schema: using });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
};

const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+1 212 555 0148", orderId: "42", reason: "2" };

describe("return request schema", () => {
  it("accepts a complete, trimmed request", () => {
    const submission = parseWithZod(form({ ...valid, firstName: "  Ada ", orderId: " 42 " }), { schema });
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

describe("the item and the details", () => {
  it("wants details for the reasons that ask for them, up to 3000 characters", () => {
    expect(errorsOf({ ...valid, reason: "5", details: "  " })).toEqual({ details: ["Please tell us more about the reason."] });
    expect(errorsOf({ ...valid, reason: "5", details: "Hinge is loose" })).toEqual({});
    expect(errorsOf({ ...valid, details: "x".repeat(3001) })).toEqual({ details: ["The maximum length allowed is 3000"] });
    expect(returnFormAlert(errorsOf({ ...valid, reason: "5" }))).toBe("Please fill out all required fields correctly.");
  });

  it("wants one of the order's items when the page offers them; a product name otherwise is free", () => {
    expect(errorsOf(valid, withItems)).toEqual({ productId: ["Please choose the item you are sending back."] });
    expect(errorsOf({ ...valid, productId: "99" }, withItems)).toEqual({ productId: ["That item is not part of this order."] });
    expect(errorsOf({ ...valid, productId: "31" }, withItems)).toEqual({});
    expect(errorsOf(valid, returnRequestSchema({ detailReasons: [], itemIds: ["30"] }))).toEqual({});
    expect(errorsOf({ ...valid, product: "Round Acetate Frame" })).toEqual({});
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
