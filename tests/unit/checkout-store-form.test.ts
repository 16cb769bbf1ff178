/** The checkout's step 1 from the store's own field lists (docs/decisions/166-checkout-from-store-fields.md). */
import { describe, expect, it } from "vitest";
import { bookValues, isOrderPlacedUrl, storeFormOf } from "~/lib/checkout/checkout.server";

const field = (name: string, type = "text", required = true) => ({ name, label: name, type, required, defaultValue: "", values: null });
/** As a stock module lists them (names as the embedded API's module shape). */
const address = [
  field("firstName"),
  field("lastName"),
  field("company", "text", false),
  field("address1"),
  field("city"),
  field("postcode"),
  field("country_id", "country"),
  field("zone_id", "zone"),
];
const payment = [field("email"), field("telephone", "text", false), ...address];

describe("the store's step-1 form", () => {
  it("takes the payment list's own fields as the contact, the delivery list as the address, with the store's names", () => {
    const form = storeFormOf(payment, address);
    expect(form.contact.map((f) => [f.name, f.label, f.kind])).toEqual([
      ["email", "Email", "email"],
      ["telephone", "Telephone", "tel"],
    ]);
    expect(form.address.map((f) => f.name)).toEqual(address.map((f) => f.name));
    expect(form).toMatchObject({ countryField: "country_id", zoneField: "zone_id" });
    expect(form.paymentNames).toEqual(payment.map((f) => f.name));
    expect(form.shippingNames).toEqual(address.map((f) => f.name));
  });

  it("without a delivery list, the payment list's address fields are the address", () => {
    const form = storeFormOf(payment, []);
    expect(form.contact.map((f) => f.name)).toEqual(["email", "telephone"]);
    expect(form.address.map((f) => f.name)).toEqual(address.map((f) => f.name));
    expect(form.shippingNames).toEqual([]);
  });

  it("fills an address from the book under the store's names, keeping the contact as typed", () => {
    const form = storeFormOf(payment, address);
    const book = {
      firstName: "Ada",
      lastName: "Lovelace",
      company: "",
      address1: "10 St James's Square",
      address2: "",
      city: "London",
      zipcode: "SW1Y 4LE",
      countryId: "3",
      zoneId: "65",
    };
    expect(bookValues(form, book, { email: "ada@example.com", addressId: "4" })).toEqual({
      email: "ada@example.com",
      addressId: "4",
      firstName: "Ada",
      lastName: "Lovelace",
      company: "",
      address1: "10 St James's Square",
      city: "London",
      postcode: "SW1Y 4LE",
      country_id: "3",
      zone_id: "65",
    });
  });
});

describe("confirmOrder's url", () => {
  it("is the order placed page for an offline method, a payment page otherwise", () => {
    expect(isOrderPlacedUrl("/store/checkout-success")).toBe(true);
    expect(isOrderPlacedUrl("https://shop.example/store/checkout-success/")).toBe(true);
    expect(isOrderPlacedUrl("https://store.example/index.php?route=checkout/success")).toBe(true);
    expect(isOrderPlacedUrl("https://api.example/api/payment/card/12-abc")).toBe(false);
  });
});
