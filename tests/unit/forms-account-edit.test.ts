import { describe, expect, it } from "vitest";
import { accountEditSchema } from "~/lib/forms/account-edit";
import { errorsOf, valueOf } from "./account-form-helpers";

describe("account edit form schema (names 1-32, email required and valid, telephone no rule)", () => {
  it("accepts and trims the profile", () => {
    expect(valueOf(accountEditSchema, { firstName: " Grace ", lastName: "Hopper", email: " grace@example.com", phone: "" })).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phone: undefined,
    });
  });

  it("requires names and email", () => {
    expect(errorsOf(accountEditSchema, { firstName: " ", lastName: "", email: "", phone: "555" })).toEqual({
      firstName: ["Value is required"],
      lastName: ["Value is required"],
      email: ["Value is required"],
    });
  });

  it("words length and format errors as docs/product does", () => {
    expect(errorsOf(accountEditSchema, { firstName: "G", lastName: "x".repeat(33), email: "grace@" })).toEqual({
      lastName: ["The maximum length allowed is 32"],
      email: ["Value is not a valid email address"],
    });
  });

  it("takes any telephone", () => {
    expect(errorsOf(accountEditSchema, { firstName: "G", lastName: "H", email: "g@example.com", phone: "ext. 12" })).toEqual({});
  });
});
