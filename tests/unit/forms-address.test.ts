import { describe, expect, it } from "vitest";
import { addressLines, addressFormValues, defaultCountryId, type AddressNode } from "~/lib/address";
import { addressSchema } from "~/lib/forms/address";
import { errorsOf, valueOf } from "./account-form-helpers";

const valid = { firstName: "Ada", lastName: "Lovelace", address1: "200 Congress Ave", city: "Austin", zipcode: "78701", countryId: "223" };
const zoned = addressSchema({ zoneIds: ["3624"] });
const zoneless = addressSchema({ zoneIds: [] });

describe("address form schema (docs/product/content-and-forms.md#validation)", () => {
  it("requires names, address 1, city, zipcode and country", () => {
    expect(errorsOf(zoneless, {})).toEqual({
      firstName: ["Value is required"],
      lastName: ["Value is required"],
      address1: ["Value is required"],
      city: ["Value is required"],
      zipcode: ["Value is required"],
      countryId: ["Value is required"],
    });
  });

  it("requires the zone only when the country has zones", () => {
    // The store's words for a missing zone too, as its refusal of a post says (docs/product/checkout.md).
    expect(errorsOf(zoned, { ...valid, zoneId: "" })).toEqual({ zoneId: ["Please select a region / state!"] });
    expect(errorsOf(zoned, { ...valid })).toEqual({ zoneId: ["Please select a region / state!"] });
    expect(errorsOf(zoneless, { ...valid, zoneId: "" })).toEqual({});
    expect(valueOf(zoned, { ...valid, zoneId: "3624" })).toMatchObject({ zoneId: "3624" });
  });

  it("refuses a zone of another country and drops any zone where the country has none", () => {
    expect(errorsOf(zoned, { ...valid, zoneId: "3613" })).toEqual({ zoneId: ["Please select a region / state!"] });
    expect(errorsOf(zoneless, { ...valid, zoneId: "3624" })).toEqual({});
    expect(valueOf(zoneless, { ...valid, zoneId: "3624" })).toMatchObject({ zoneId: undefined });
  });

  it("bounds every text as docs/product does", () => {
    expect(
      errorsOf(zoneless, {
        firstName: "x".repeat(33),
        lastName: "x".repeat(33),
        company: "x".repeat(33),
        address1: "ab",
        address2: "x".repeat(129),
        city: "A",
        zipcode: "12345678901",
        countryId: "223",
      }),
    ).toEqual({
      firstName: ["The maximum length allowed is 32"],
      lastName: ["The maximum length allowed is 32"],
      company: ["The maximum length allowed is 32"],
      address1: ["This field should be at least 3 characters long"],
      address2: ["The maximum length allowed is 128"],
      city: ["This field should be at least 2 characters long"],
      zipcode: ["The maximum length allowed is 10"],
    });
  });

  it("checks optional company and address 2 only when given, trimmed", () => {
    expect(valueOf(zoneless, { ...valid, company: "  ", address2: "  Suite 4 " })).toEqual({
      ...valid,
      company: undefined,
      address2: "Suite 4",
      zoneId: undefined,
    });
    expect(errorsOf(zoneless, { ...valid, address2: "B" })).toEqual({ address2: ["This field should be at least 3 characters long"] });
  });
});

describe("address book display", () => {
  const address: AddressNode = {
    id: "7",
    firstName: "Ada",
    lastName: "Lovelace",
    company: "",
    address1: "200 Congress Ave",
    address2: null,
    city: "Austin",
    zipcode: "78701",
    countryId: "223",
    zoneId: "3669",
    country: { id: "223", name: "United States" },
    zone: { id: "3669", name: "Texas" },
  };

  it("writes an address as envelope lines, skipping empty parts", () => {
    expect(addressLines(address)).toEqual(["Ada Lovelace", "200 Congress Ave", "Austin, Texas 78701", "United States"]);
    expect(
      addressLines({
        ...address,
        zone: null,
        zoneId: null,
        city: "Singapore",
        zipcode: "018961",
        country: { id: "188", name: "Singapore" },
      }),
    ).toEqual(["Ada Lovelace", "200 Congress Ave", "Singapore, 018961", "Singapore"]);
  });

  it("starts the form from the stored address, blanks for missing values", () => {
    expect(addressFormValues(address)).toMatchObject({ address2: "", zoneId: "3669", countryId: "223" });
    expect(addressFormValues(null)).toEqual({
      firstName: "",
      lastName: "",
      company: "",
      address1: "",
      address2: "",
      city: "",
      zipcode: "",
      countryId: "",
      zoneId: "",
    });
  });

  it("preselects the United States for a new address (a US-oriented store), else the first country", () => {
    expect(
      defaultCountryId([
        { id: "1", name: "Canada" },
        { id: "223", name: "United States" },
      ]),
    ).toBe("223");
    expect(defaultCountryId([{ id: "1", name: "Canada" }])).toBe("1");
    expect(defaultCountryId([])).toBe("");
  });
});
