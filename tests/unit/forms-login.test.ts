import { describe, expect, it } from "vitest";
import { alertMessage, stripMarkup } from "~/lib/forms/form-errors";
import { loginSchema } from "~/lib/forms/login";
import { errorsOf, valueOf } from "./account-form-helpers";

describe("login form schema (email required and valid; password required, 4 to 20)", () => {
  it("accepts trimmed input", () => {
    expect(valueOf(loginSchema, { email: "  ada@example.com ", password: " abcd " })).toEqual({
      email: "ada@example.com",
      password: "abcd",
    });
  });

  it("requires both fields, blank counting as missing", () => {
    expect(errorsOf(loginSchema, { email: "   ", password: "" })).toEqual({
      email: ["Value is required"],
      password: ["Value is required"],
    });
    expect(errorsOf(loginSchema, {})).toEqual({ email: ["Value is required"], password: ["Value is required"] });
  });

  it("words the email and length errors as docs/product does", () => {
    expect(errorsOf(loginSchema, { email: "ada@", password: "abc" })).toEqual({
      email: ["Value is not a valid email address"],
      password: ["This field should be at least 4 characters long"],
    });
    expect(errorsOf(loginSchema, { email: "ada@example.com", password: "x".repeat(21) })).toEqual({
      password: ["The maximum length allowed is 20"],
    });
    expect(errorsOf(loginSchema, { email: "ada@example.com", password: "x".repeat(20) })).toEqual({});
  });
});

describe("the info alert's text", () => {
  it("is the store's message with its markup stripped", () => {
    expect(stripMarkup("Warning: <b>No match</b> for E-Mail Address &amp; Password.")).toBe(
      "Warning: No match for E-Mail Address & Password.",
    );
    expect(alertMessage(["Warning: No match for E-Mail Address and/or Password."], { email: ["Value is required"] }, ["email"])).toBe(
      "Warning: No match for E-Mail Address and/or Password.",
    );
  });

  it("else the first validation message, in the order of the form's fields", () => {
    const errors = { password: ["This field should be at least 4 characters long"], email: ["Value is required"] };
    expect(alertMessage(undefined, errors, ["email", "password"])).toBe("Value is required");
    expect(alertMessage([], { other: ["Something"] }, ["email"])).toBe("Something");
    expect(alertMessage(undefined, {}, ["email"])).toBeNull();
  });
});
