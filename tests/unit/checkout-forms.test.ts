import { describe, expect, it } from "vitest";
import { checkoutInformationSchema, paymentStepSchema, shippingStepSchema, usesSavedAddress } from "~/lib/forms/checkout";
import { couponSchema } from "~/lib/forms/coupon";
import { formFieldOf, isRequired, type FormField } from "~/lib/forms/store-fields";

/** A store's field list (contract AddressField) as the checkout reads it. */
const listOf = (entries: [name: string, type: string, required: boolean][]): FormField[] =>
  entries.map(([name, type, required]) => formFieldOf({ name, type, required, label: name })!);

/** The address part of the embedded API's default list; the stock module names country and zone country_id, zone_id. */
const addressList = (country: string, zone: string) =>
  listOf([
    ["firstName", "text", true],
    ["lastName", "text", true],
    ["company", "text", false],
    ["address1", "text", true],
    ["address2", "text", false],
    ["city", "text", true],
    ["postcode", "text", true],
    [country, "country", true],
    [zone, "zone", true],
  ]);
const contact = listOf([
  ["email", "text", true],
  ["telephone", "text", false],
]);
const storefrontFields = { contact, address: addressList("countryId", "zoneId") };
const moduleFields = { contact, address: addressList("country_id", "zone_id") };

const address = {
  email: " rosa@example.com ",
  telephone: "",
  firstName: "Rosa",
  lastName: "Parks",
  company: "",
  address1: "1 Montgomery Street",
  address2: "",
  city: "Montgomery",
  postcode: "36104",
  countryId: "223",
  zoneId: "3613",
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("checkout step 1 (contact and address)", () => {
  it("accepts a complete address, trimmed", () => {
    const result = checkoutInformationSchema(storefrontFields, { zoneIds: ["3613"], savedAddress: false }).safeParse(address);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: "rosa@example.com", firstName: "Rosa" });
  });

  it("answers the product's messages", () => {
    const result = checkoutInformationSchema(storefrontFields, { zoneIds: ["3613"], savedAddress: false }).safeParse({
      ...address,
      email: "rosa@",
      firstName: "",
      address1: "x",
      city: "M",
      postcode: "12345678901",
      zoneId: "",
    });
    expect(errorsOf(result)).toEqual({
      email: "Value is not a valid email address",
      firstName: "Value is required",
      address1: "This field should be at least 3 characters long",
      city: "This field should be at least 2 characters long",
      postcode: "The maximum length allowed is 10",
      zoneId: "Please select a region / state!",
    });
  });

  it("takes the store's own names, labels its known fields as docs/product does, and adds the store's required fields", () => {
    const { countryId, zoneId, ...rest } = address;
    const schema = checkoutInformationSchema(moduleFields, { zoneIds: ["3613"], savedAddress: false });
    expect(schema.safeParse({ ...rest, country_id: countryId, zone_id: zoneId }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...rest, country_id: "", zone_id: "" }))).toEqual({
      country_id: "Value is required",
      zone_id: "Please select a region / state!",
    });
    expect(moduleFields.address.map((field) => field.label)).toEqual([
      "First name",
      "Last name",
      "Company",
      "Address 1",
      "Address 2",
      "City",
      "Zipcode",
      "Country",
      "Zone",
    ]);
    // A store that requires the telephone and a field docs/product does not know.
    const strict = {
      contact: listOf([
        ["email", "text", true],
        ["telephone", "tel", true],
        ["custom_field_1", "text", true],
      ]),
      address: moduleFields.address,
    };
    const strictSchema = checkoutInformationSchema(strict, { zoneIds: ["3613"], savedAddress: false });
    expect(errorsOf(strictSchema.safeParse({ ...rest, country_id: countryId, zone_id: zoneId }))).toEqual({
      telephone: "Value is required",
      custom_field_1: "Value is required",
    });
    expect(strict.contact.map((field) => [field.label, field.kind, isRequired(field, { zoneIds: ["3613"] })])).toEqual([
      ["Email", "email", true],
      ["Telephone", "tel", true],
      ["custom_field_1", "text", true],
    ]);
    expect(isRequired(contact[1]!, { zoneIds: ["3613"] })).toBe(false);
  });

  it("needs no zone for a country without zones", () => {
    expect(
      checkoutInformationSchema(storefrontFields, { zoneIds: [], savedAddress: false }).safeParse({ ...address, zoneId: "" }).success,
    ).toBe(true);
  });

  it("takes an address from the book instead of typed fields", () => {
    const schema = checkoutInformationSchema(storefrontFields, { zoneIds: ["3613"], savedAddress: true });
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

  it("docs/product/checkout.md: a coupon code is required (Apply is disabled while empty)", () => {
    expect(errorsOf(couponSchema.safeParse({ coupon: "   " }))).toEqual({ coupon: "Value is required" });
    expect(couponSchema.safeParse({ coupon: " welcome15 " }).data).toEqual({ coupon: "welcome15" });
    expect(errorsOf(couponSchema.safeParse({ coupon: "X".repeat(21) }))).toEqual({ coupon: "The maximum length allowed is 20" });
  });
});
