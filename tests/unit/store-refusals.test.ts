import { describe, expect, it } from "vitest";
import { missingRequiredOptions, optionValueText } from "~/lib/cart/cart-options";
import { fieldOfStoreError } from "~/lib/forms/form-errors";
import { typedQuantity } from "~/lib/product/purchase-form";

describe("a store refusal marks the one field it names", () => {
  const register = ["firstName", "lastName", "email", "phone", "password", "confirmPassword"];
  const address = ["firstName", "lastName", "company", "address1", "address2", "city", "zipcode", "countryId", "zoneId"];

  it("names the field", () => {
    expect(fieldOfStoreError("Warning: E-Mail Address is already registered!", register)).toBe("email");
    expect(fieldOfStoreError("Please select a region / state!", address)).toBe("zoneId");
    expect(fieldOfStoreError("Postcode must be between 2 and 10 characters!", address)).toBe("zipcode");
  });

  it("names none when the words fit no field of the form, or several", () => {
    expect(fieldOfStoreError("No match for E-Mail Address and/or Password.", ["email", "password"])).toBeNull();
    expect(fieldOfStoreError("Please select a region / state!", register)).toBeNull();
    expect(fieldOfStoreError("Something went wrong", address)).toBeNull();
  });
});

describe("the product form's own checks", () => {
  it("every required option left empty, in the form's order", () => {
    const options = [
      { id: "1", required: true },
      { id: "2", required: false },
      { id: "3", required: true },
      { id: "4", required: true },
    ];
    expect(missingRequiredOptions(options, {})).toEqual(["1", "3", "4"]);
    expect(missingRequiredOptions(options, { "1": ["7"], "3": [" "] })).toEqual(["3", "4"]);
  });

  it("a quantity is a whole number from 1; anything else is refused", () => {
    expect(typedQuantity("3")).toBe(3);
    expect(typedQuantity(" 2 ")).toBe(2);
    expect(typedQuantity("5000")).toBe(999);
    expect(typedQuantity(null)).toBe(1);
    for (const refused of ["0", "-1", "abc", "", "1.5"]) expect(typedQuantity(refused), refused).toBeNull();
  });
});

describe("date and time options in the store's locale", () => {
  it("formats dates, times and both; leaves anything else as it is", () => {
    expect(optionValueText("date", "2030-01-15")).toBe("Jan 15, 2030");
    expect(optionValueText("time", "14:30")).toBe("2:30 PM");
    expect(optionValueText("datetime", "2030-01-15 14:30")).toMatch(/^Jan 15, 2030,? (at )?2:30 PM$/);
    expect(optionValueText("text", "2030-01-15")).toBe("2030-01-15");
    expect(optionValueText("date", "soon")).toBe("soon");
  });
});
