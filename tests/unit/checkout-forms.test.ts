import { describe, expect, it } from "vitest";
import { checkoutInformationSchema, paymentStepSchema, shippingStepSchema, usesSavedAddress } from "~/lib/forms/checkout";
import { couponSchema } from "~/lib/forms/coupon";

const address = {
  email: " rosa@example.com ",
  telephone: "",
  firstName: "Rosa",
  lastName: "Parks",
  company: "",
  address1: "1 Montgomery Street",
  address2: "",
  city: "Montgomery",
  zipcode: "36104",
  countryId: "223",
  zoneId: "3613",
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("checkout step 1 (contact and address)", () => {
  it("accepts a complete address, trimmed", () => {
    const result = checkoutInformationSchema({ countryHasZones: true, savedAddress: false }).safeParse(address);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: "rosa@example.com", firstName: "Rosa" });
  });

  it("answers the account document's messages", () => {
    const result = checkoutInformationSchema({ countryHasZones: true, savedAddress: false }).safeParse({
      ...address,
      email: "rosa@",
      firstName: "",
      address1: "x",
      city: "M",
      zipcode: "12345678901",
      zoneId: "",
    });
    expect(errorsOf(result)).toEqual({
      email: "Value is not a valid email address",
      firstName: "Value is required",
      address1: "This field should be at least 3 characters long",
      city: "This field should be at least 2 characters long",
      zipcode: "The maximum length allowed is 10",
      zoneId: "Value is required",
    });
  });

  it("needs no zone for a country without zones", () => {
    expect(checkoutInformationSchema({ countryHasZones: false, savedAddress: false }).safeParse({ ...address, zoneId: "" }).success).toBe(
      true,
    );
  });

  it("takes an address from the book instead of typed fields", () => {
    const schema = checkoutInformationSchema({ countryHasZones: true, savedAddress: true });
    expect(schema.safeParse({ email: "rosa@example.com", addressId: "4" }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ email: "", addressId: "" }))).toEqual({
      email: "Value is required",
      addressId: "Value is required",
    });
    const form = new URLSearchParams({ addressId: "4" });
    expect(usesSavedAddress(form)).toBe(true);
    expect(usesSavedAddress(new URLSearchParams({ addressId: "new" }))).toBe(false);
    expect(usesSavedAddress(new URLSearchParams())).toBe(false);
  });
});

describe("checkout steps 2 and 3, and the coupon box", () => {
  it("requires a method", () => {
    expect(errorsOf(shippingStepSchema.safeParse({ shippingMethod: " " }))).toEqual({ shippingMethod: "Value is required" });
    expect(paymentStepSchema.safeParse({ paymentMethod: "cod" }).success).toBe(true);
  });

  it("spec: a coupon code is required (Apply is disabled while empty)", () => {
    expect(errorsOf(couponSchema.safeParse({ coupon: "   " }))).toEqual({ coupon: "Value is required" });
    expect(couponSchema.safeParse({ coupon: " welcome15 " }).data).toEqual({ coupon: "welcome15" });
    expect(errorsOf(couponSchema.safeParse({ coupon: "X".repeat(21) }))).toEqual({ coupon: "The maximum length allowed is 20" });
  });
});
