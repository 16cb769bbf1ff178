import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addressSchema } from "~/lib/forms/address";
import { phoneField } from "~/lib/forms/phone";
import { requiredEmail, requiredInteger, requiredText } from "~/lib/forms/rules";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const errorsOf = (schema: z.ZodTypeAny, fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
};

describe("shared form rules", () => {
  const schema = z.object({ name: requiredText(3, 32), email: requiredEmail(), rating: requiredInteger(1, 5, "Rating field is required") });

  it("trims inputs and treats blank as missing", () => {
    expect(errorsOf(schema, { name: "   ", email: "  ", rating: "" })).toEqual({
      name: ["Value is required"],
      email: ["Value is required"],
      rating: ["Rating field is required"],
    });
    const submission = parseWithZod(form({ name: "  Ada  ", email: " ada@example.com ", rating: "4" }), { schema });
    expect(submission.status === "success" && submission.value).toEqual({ name: "Ada", email: "ada@example.com", rating: 4 });
  });

  it("words length and format errors as docs/product does", () => {
    expect(errorsOf(schema, { name: "Al", email: "not-an-email", rating: "9" })).toEqual({
      name: ["This field should be at least 3 characters long"],
      email: ["Value is not a valid email address"],
      rating: ["The maximum value allowed is 5"],
    });
    expect(errorsOf(schema, { name: "x".repeat(33), email: "a@b.co", rating: "0" })).toEqual({
      name: ["The maximum length allowed is 32"],
      rating: ["The minimum value allowed is 1"],
    });
  });
});

describe("address schema", () => {
  const valid = { firstName: "Jamie", lastName: "Rivera", address1: "12 Main St", city: "Austin", zipcode: "78701", countryId: "223" };

  it("requires a zone only when the country has zones", () => {
    expect(errorsOf(addressSchema({ zoneIds: ["3624"] }), valid)).toEqual({ zoneId: ["Please select a region / state!"] });
    expect(errorsOf(addressSchema({ zoneIds: [] }), valid)).toEqual({});
  });

  it("checks optional fields only when given", () => {
    expect(errorsOf(addressSchema({ zoneIds: [] }), { ...valid, company: "", address2: "B" })).toEqual({
      address2: ["This field should be at least 3 characters long"],
    });
    expect(errorsOf(addressSchema({ zoneIds: [] }), { ...valid, zipcode: "1", city: "A" })).toEqual({
      zipcode: ["This field should be at least 2 characters long"],
      city: ["This field should be at least 2 characters long"],
    });
  });
});

describe("telephone rule", () => {
  it("has no rule under the field table's reading and validates under the catalogue's, the default (decision 007)", () => {
    const loose = z.object({ phone: phoneField("none") });
    const strict = z.object({ phone: phoneField("valid") });
    expect(errorsOf(loose, { phone: "call me" })).toEqual({});
    expect(errorsOf(strict, { phone: "call me" })).toEqual({ phone: ["Telephone must be a valid phone number"] });
    expect(errorsOf(strict, { phone: "+1 (512) 555-0147" })).toEqual({});
    expect(errorsOf(strict, { phone: "" })).toEqual({});
  });
});
