import { describe, expect, it } from "vitest";
import { passwordSchema } from "~/lib/forms/password";
import { errorsOf, valueOf } from "./account-form-helpers";

describe("password change form schema (password 4 to 20; confirmation the same)", () => {
  it("accepts a matching pair", () => {
    expect(valueOf(passwordSchema, { password: "new-pass", confirmPassword: "new-pass" })).toEqual({
      password: "new-pass",
      confirmPassword: "new-pass",
    });
  });

  it("requires both", () => {
    expect(errorsOf(passwordSchema, { password: "", confirmPassword: " " })).toEqual({
      password: ["Value is required"],
      confirmPassword: ["Value is required"],
    });
  });

  it("says when the confirmation differs, on the confirmation", () => {
    expect(errorsOf(passwordSchema, { password: "abcd", confirmPassword: "abce" })).toEqual({
      confirmPassword: ["Password confirmation does not match password!"],
    });
  });

  it("checks the lengths of both first", () => {
    expect(errorsOf(passwordSchema, { password: "abc", confirmPassword: "abcd" })).toEqual({
      password: ["This field should be at least 4 characters long"],
    });
    expect(errorsOf(passwordSchema, { password: "abcd", confirmPassword: "x".repeat(21) })).toEqual({
      confirmPassword: ["The maximum length allowed is 20"],
    });
  });
});
