import { describe, expect, it } from "vitest";
import { accountEditSchema } from "~/lib/forms/account-edit";
import { errorsOf, valueOf } from "./account-form-helpers";

describe("account edit form schema (names 1-32, email required and valid, telephone optional and a number)", () => {
  it("accepts and trims the profile", () => {
    expect(valueOf(accountEditSchema, { firstName: " Grace ", lastName: "Hopper", email: " grace@example.com", phone: "" })).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phone: undefined,
    });
  });

  it("requires names and email", () => {
    expect(errorsOf(accountEditSchema, { firstName: " ", lastName: "", email: "", phone: "555-0100" })).toEqual({
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

  it("takes a telephone of digits and the usual separators, and refuses letters and markup (docs/decisions/007-phone-digits-only.md)", () => {
    const profile = { firstName: "G", lastName: "H", email: "g@example.com" };
    expect(errorsOf(accountEditSchema, { ...profile, phone: "+1 (512) 555-0147" })).toEqual({});
    expect(errorsOf(accountEditSchema, { ...profile, phone: "512.555.0147" })).toEqual({});
    for (const phone of ["call me maybe <b>x</b>", "555-0100 <script>", "ext. 12", "555-CALL-NOW"])
      expect(errorsOf(accountEditSchema, { ...profile, phone })).toEqual({ phone: ["Telephone must be a valid phone number"] });
  });
});
