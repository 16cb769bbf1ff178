/**
 * The checkout's money and shipping choices from the store (docs/decisions/222-store-shipping-methods.md):
 * a stock store's own total lines as it words them, its Total the total; the shipping methods it
 * lists, free shipping only when listed; the method chosen before preselected.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_CART, type Cart } from "~/lib/cart/cart-data";
import { chosenShipping, shippingOptions } from "~/lib/checkout/checkout.server";
import { FREE_SHIPPING } from "~/lib/checkout/steps";
import { SHIPPING_PENDING_TEXT, storeGrandTotal, storeTotalLines, summaryTotals } from "~/lib/checkout/summary";

/** A stock store's cart: no coded totals, only the contract's total (OpenCart: tax-inclusive, no shipping). */
const stockCart: Cart = {
  ...EMPTY_CART,
  total: "$552.80",
  subtotal: "$552.80",
  totals: [{ code: "sub_total", title: "Sub-Total", value: 552.8, text: "$552.80", coupon: null }],
  quantity: 2,
};

/** OpenCart 3.0.3.9's `totals { title text }` after a flat-rate shipping choice (fixture 06). */
const openCartLines = [
  { title: "Sub-Total", text: "$455.00" },
  { title: "Flat Shipping Rate", text: "$5.00" },
  { title: "Eco Tax (-2.00)", text: "$4.00" },
  { title: "VAT (20%)", text: "$96.80" },
  { title: "Total", text: "$560.80" },
];

describe("the store's own total lines", () => {
  it("keeps the store's titles and amounts in its order, markup and empty lines out", () => {
    expect(
      storeTotalLines([
        { title: "Sub-Total", text: "$455.00" },
        null,
        { title: "", text: "$1.00" },
        { title: "<b>VAT</b> &amp; duty", text: "$96.80" },
        { title: "Total", text: null },
      ]),
    ).toEqual([
      { title: "Sub-Total", text: "$455.00" },
      { title: "VAT & duty", text: "$96.80" },
    ]);
    expect(storeTotalLines([])).toBeNull();
    expect(storeTotalLines(null)).toBeNull();
  });

  it("OpenCart: every line shown as the store labels it, the Total what it records ($560.80, not Cart.total's $552.80)", () => {
    const totals = summaryTotals(stockCart, storeTotalLines(openCartLines));
    expect(totals).toEqual({ kind: "store", lines: openCartLines, total: "$560.80" });
  });

  it("WordPress: Subtotal and Total (the order's $86.40, not Cart.total's $92.40)", () => {
    const lines = storeTotalLines([
      { title: "Subtotal", text: "$72.00" },
      { title: "Total", text: "$86.40" },
    ]);
    expect(summaryTotals({ ...stockCart, total: "$92.40" }, lines)).toMatchObject({ kind: "store", total: "$86.40" });
  });

  it("the Total is the line titled so, else the last line", () => {
    expect(
      storeGrandTotal([
        { title: "Total", text: "$1.00" },
        { title: "Note", text: "x" },
      ]),
    ).toEqual({ title: "Total", text: "$1.00" });
    expect(storeGrandTotal([{ title: "Order Total", text: "$2.00" }])?.text).toBe("$2.00");
    expect(
      storeGrandTotal([
        { title: "Sub-Total", text: "$3.00" },
        { title: "Summe", text: "$4.00" },
      ])?.text,
    ).toBe("$4.00");
    expect(storeGrandTotal([])).toBeNull();
  });

  it("without the store's lines (the embedded API's coded totals): the product's summary as before", () => {
    const totals = summaryTotals({ ...stockCart, total: "$210.00", totals: [] }, null);
    expect(totals).toMatchObject({ kind: "coded", shipping: SHIPPING_PENDING_TEXT, tax: "-", total: "$210.00" });
  });
});

describe("the store's shipping methods", () => {
  const flat = { codename: "flat.flat", name: "Flat Shipping Rate - $8.00", title: null };
  const free = { codename: "free.shipping", name: "Free Shipping (3-5 business days) - $0.00", title: "Free Shipping (3-5 business days)" };

  it("offers only what the store lists, free shipping in the product's words when listed", () => {
    expect(shippingOptions([flat])).toEqual([{ code: "flat.flat", name: "Flat Shipping Rate - $8.00" }]);
    expect(shippingOptions([free, flat, null, { codename: "", name: "x", title: null }])).toEqual([
      { code: "free.shipping", name: "Free Shipping - (3-5 business days)" },
      { code: "flat.flat", name: "Flat Shipping Rate - $8.00" },
    ]);
    expect(FREE_SHIPPING.name).toBe("Free Shipping - (3-5 business days)");
    expect(shippingOptions([])).toEqual([]);
    expect(shippingOptions(null)).toEqual([]);
  });

  it("knows the method chosen before: by the coded shipping line, or by a store line naming it", () => {
    const offered = shippingOptions([free, flat]);
    const coded = (title: string, value: number): Cart => ({
      ...stockCart,
      totals: [{ code: "shipping", title, value, text: `$${value}.00`, coupon: null }],
    });
    expect(chosenShipping(coded("Free Shipping (3-5 business days)", 0), null, [free, flat], offered)).toBe("free.shipping");
    expect(chosenShipping(coded("Something", 0), null, [flat], shippingOptions([flat]))).toBeNull();
    expect(chosenShipping(stockCart, storeTotalLines(openCartLines), [flat], shippingOptions([flat]))).toBe("flat.flat");
    expect(chosenShipping(stockCart, [{ title: "Sub-Total", text: "$1.00" }], [flat], shippingOptions([flat]))).toBeNull();
  });
});
