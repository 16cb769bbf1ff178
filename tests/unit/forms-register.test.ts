import { describe, expect, it } from "vitest";
import { registerSchema } from "~/lib/forms/register";
import { errorsOf, valueOf } from "./account-form-helpers";

const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "abcd", confirmPassword: "abcd" };

describe("registration form schema", () => {
  it("accepts the required fields alone (telephone optional), trimmed", () => {
    expect(valueOf(registerSchema, { ...valid, firstName: "  Ada ", phone: "  " })).toEqual({ ...valid, phone: undefined });
    expect(valueOf(registerSchema, { ...valid, phone: " 555-0100 " })).toEqual({ ...valid, phone: "555-0100" });
  });

  it("requires names, email, password and its confirmation", () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      firstName: ["Value is required"],
      lastName: ["Value is required"],
      email: ["Value is required"],
      password: ["Value is required"],
      confirmPassword: ["Value is required"],
    });
  });

  it("bounds the names to 1-32 and the passwords to 4-20 characters", () => {
    expect(errorsOf(registerSchema, { ...valid, firstName: "x".repeat(33), lastName: "x".repeat(32) })).toEqual({
      firstName: ["The maximum length allowed is 32"],
    });
    expect(errorsOf(registerSchema, { ...valid, password: "abc", confirmPassword: "abc" })).toEqual({
      password: ["This field should be at least 4 characters long"],
      confirmPassword: ["This field should be at least 4 characters long"],
    });
  });

  it("wants a valid email and a matching confirmation", () => {
    expect(errorsOf(registerSchema, { ...valid, email: "ada.example.com", confirmPassword: "abce" })).toEqual({
      email: ["Value is not a valid email address"],
      confirmPassword: ["Password confirmation does not match password!"],
    });
  });

  it("takes an optional telephone of 7 to 15 digits with the usual separators, no letters or markup (docs/decisions/007-phone-digits-only.md)", () => {
    expect(errorsOf(registerSchema, { ...valid, phone: "+44 20 7946 0958" })).toEqual({});
    expect(errorsOf(registerSchema, { ...valid, phone: "call me after six" })).toEqual({
      phone: ["Telephone must be a valid phone number"],
    });
    expect(errorsOf(registerSchema, { ...valid, phone: "<b>5550100</b>" })).toEqual({ phone: ["Telephone must be a valid phone number"] });
    expect(errorsOf(registerSchema, { ...valid, phone: "555" })).toEqual({ phone: ["Telephone must be a valid phone number"] });
    expect(errorsOf(registerSchema, { ...valid, phone: "1".repeat(33) }).phone?.[0]).toBe("The maximum length allowed is 32");
  });
});
