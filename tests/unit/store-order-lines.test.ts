/**
 * The pure parts of orders through a store's order API (decisions 360 and 361): a cart line's
 * options mapped back from the store's cut names and values, the line's remembered choices sealed
 * in its cookie and opened again, and what OpenCart's order API is sent and answers.
 */
import { describe, expect, it } from "vitest";
import { openLineChoice, sealLineChoice } from "~/lib/cart/line-choices.server";
import { mappedChoices, typedChoices, type ProductOptionDef } from "~/lib/checkout/store-orders/line-options";
import {
  addressFields,
  openCartError,
  optionFields,
  paymentMethodsOf,
  shippingCodesOf,
  totalLinesOf,
} from "~/lib/checkout/store-orders/opencart.server";

const defs: ProductOptionDef[] = [
  {
    id: "300",
    name: "Frame size",
    type: "radio",
    values: [
      { id: "900", name: "Small" },
      { id: "901", name: "Large" },
    ],
  },
  {
    id: "301",
    name: "Lens usage",
    type: "select",
    values: [
      { id: "910", name: "Single vision distance" },
      { id: "911", name: "Single vision reading" },
      { id: "912", name: "Progressive" },
    ],
  },
  {
    id: "312",
    name: "Lens coatings",
    type: "checkbox",
    values: [
      { id: "919", name: "Anti-reflective" },
      { id: "920", name: "Hydrophobic" },
    ],
  },
  { id: "320", name: "Prescription", type: "text", values: [] },
];

describe("a line's options mapped back from the store's cart", () => {
  it("finds choices by name, a cut value by its start, and joins a checkbox's ticks", () => {
    expect(
      mappedChoices(
        [
          { name: "Frame size", value: "Large" },
          { name: "Lens usage", value: "Single vision distan.." },
          { name: "Lens coatings", value: "Anti-reflective" },
          { name: "Lens coatings", value: "Hydrophobic" },
          { name: "Prescription", value: "OD -1.00" },
        ],
        defs,
      ),
    ).toEqual({
      options: [
        { id: "300", value: "901", type: "radio" },
        { id: "301", value: "910", type: "select" },
        { id: "312", value: "919|920", type: "checkbox" },
        { id: "320", value: "OD -1.00", type: "text" },
      ],
    });
  });

  it("refuses a cut text, an ambiguous cut choice and an option the product does not have, by name", () => {
    expect(mappedChoices([{ name: "Prescription", value: "OD -2.25 -0.50 x 180.." }], defs)).toEqual({ unrecoverable: "Prescription" });
    expect(mappedChoices([{ name: "Lens usage", value: "Single vision.." }], defs)).toEqual({ unrecoverable: "Lens usage" });
    // "Single vision" is 13 characters: not a cut (20 and ".."), so it must name a value whole.
    expect(mappedChoices([{ name: "Engraving", value: "A" }], defs)).toEqual({ unrecoverable: "Engraving" });
  });

  it("leaves out, when lenient (a coupon checked from the cart page), what it cannot tell again", () => {
    const shown = [
      { name: "Frame size", value: "Small" },
      { name: "Prescription", value: "OD -2.25 -0.50 x 180.." },
    ];
    expect(mappedChoices(shown, defs, { lenient: true })).toEqual({ options: [{ id: "300", value: "900", type: "radio" }] });
  });

  it("types remembered choices from the product's options", () => {
    expect(
      typedChoices(
        [
          { id: "312", value: "919" },
          { id: "999", value: "x" },
        ],
        defs,
      ),
    ).toEqual([
      { id: "312", value: "919", type: "checkbox" },
      { id: "999", value: "x" },
    ]);
  });
});

describe("a line's remembered choices in its cookie", () => {
  const choice = { productId: "42", options: [{ id: "320", value: "OD -2.25 -0.50 x 180; OS -2.00 -0.75 x 170" }] };

  it("opens what was sealed, for the same line and a secret still in the list (rotation)", () => {
    const sealed = sealLineChoice(choice, "17", "old-secret-0123456789");
    expect(sealed).not.toContain("OD");
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("OD -2.25");
    expect(openLineChoice(sealed, "17", ["new-secret-0123456789", "old-secret-0123456789"])).toEqual(choice);
  });

  it("opens nothing under another secret, for another line, or when tampered with", () => {
    const sealed = sealLineChoice(choice, "17", "secret-0123456789");
    expect(openLineChoice(sealed, "17", ["other-secret-0123456789"])).toBeNull();
    expect(openLineChoice(sealed, "18", ["secret-0123456789"])).toBeNull();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1] ^= 1;
    expect(openLineChoice(bytes.toString("base64url"), "17", ["secret-0123456789"])).toBeNull();
    expect(openLineChoice("not a cookie", "17", ["secret-0123456789"])).toBeNull();
  });
});

describe("OpenCart's order API: what is sent, what is read", () => {
  it("sends a checkbox's ticks always as a list, even one", () => {
    expect(
      optionFields([
        { id: "312", value: "919", type: "checkbox" },
        { id: "313", value: "921|922", type: "checkbox" },
        { id: "300", value: "900", type: "radio" },
        { id: "320", value: "OD|OS" },
      ]),
    ).toEqual([
      ["option[312][]", "919"],
      ["option[313][]", "921"],
      ["option[313][]", "922"],
      ["option[300]", "900"],
      ["option[320]", "OD|OS"],
    ]);
  });

  it("names an address's fields as OpenCart's", () => {
    const fields = addressFields({
      firstName: "Ada",
      lastName: "Lovelace",
      company: "",
      address1: "1 Row",
      address2: "",
      city: "London",
      postcode: "N1",
      country: "222",
      zone: "3563",
    });
    expect(Object.fromEntries(fields)).toEqual({
      firstname: "Ada",
      lastname: "Lovelace",
      company: "",
      address_1: "1 Row",
      address_2: "",
      city: "London",
      postcode: "N1",
      country_id: "222",
      zone_id: "3563",
    });
  });

  it("reads the store's words from either error shape, and nothing from a success", () => {
    expect(openCartError({ error: "Warning: Coupon is either invalid, expired or reached its usage limit!" })).toBe(
      "Warning: Coupon is either invalid, expired or reached its usage limit!",
    );
    expect(openCartError({ error: { option: { "300": "Frame size required!" }, store: "" } })).toBe("Frame size required!");
    expect(openCartError({ error: { ip: "Warning: Your IP 10.0.0.9 is not allowed to access this API!" } })).toContain("10.0.0.9");
    expect(openCartError({ success: "Success: You have modified orders!", order_id: 15 })).toBeNull();
    expect(openCartError([])).toBeNull();
  });

  it("lists the offline payment methods in the store's order, the shipping codes and the total lines", () => {
    expect(
      paymentMethodsOf({
        payment_methods: {
          pp_standard: { code: "pp_standard", title: "PayPal", sort_order: "1" },
          bank_transfer: { code: "bank_transfer", title: "Bank Transfer", terms: "", sort_order: "" },
          cod: { code: "cod", title: "Cash On Delivery", terms: "", sort_order: "5" },
        },
      }),
    ).toEqual([
      { code: "bank_transfer", name: "Bank Transfer" },
      { code: "cod", name: "Cash On Delivery" },
    ]);
    expect(
      shippingCodesOf({
        shipping_method: { flat: { title: "Flat Rate", quote: { flat: { code: "flat.flat", text: "$8.00" } }, error: false } },
      }),
    ).toEqual(["flat.flat"]);
    expect(
      totalLinesOf({
        totals: [
          { title: "Sub-Total", text: "$88.40" },
          { title: "Coupon (2222)", text: "-$8.84" },
          { title: "Total", text: "$87.56" },
        ],
      }),
    ).toEqual([
      { title: "Sub-Total", text: "$88.40" },
      { title: "Coupon (2222)", text: "-$8.84" },
      { title: "Total", text: "$87.56" },
    ]);
  });
});
