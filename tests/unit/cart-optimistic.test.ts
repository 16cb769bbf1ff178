import { describe, expect, it } from "vitest";
import type { CartFieldsFragment } from "~/lib/api/generated/graphql";
import { toCart } from "~/lib/cart/cart-data";
import { cartOptionsOf, optionFieldName } from "~/lib/cart/cart-options";
import { lineChangeOf, normalizeQuantity, steppedQuantity } from "~/lib/cart/intents";
import { applyLineChanges } from "~/lib/cart/optimistic";

const line = (key: string, quantity: number, unit: number) => ({
  key,
  quantity,
  total: `$${(unit * quantity).toFixed(2)}`,
  price: `$${unit.toFixed(2)}`,
  original_price: `$${unit.toFixed(2)}`,
  special: "",
  option: [{ name: "Frame size", type: "radio", value: "Medium" }],
  product: { id: key, name: `Frame ${key}`, model: "M", image: null, imageAlt: null, url: null, manufacturer: { name: "Mirelle" } },
});

function cart(withCoupon: boolean): CartFieldsFragment {
  const subtotal = 2 * 100 + 50;
  const discount = withCoupon ? subtotal * 0.15 : 0;
  return {
    total: `$${(subtotal - discount + 8).toFixed(2)}`,
    subtotal: `$${subtotal.toFixed(2)}`,
    coupon: withCoupon ? "WELCOME15" : null,
    quantity: 3,
    products: [line("11", 2, 100), line("12", 1, 50)],
    totals: [
      { code: "total", title: "Total", value: subtotal - discount + 8, text: "", data: null, sort_order: 9 },
      { code: "sub_total", title: "Sub-Total", value: subtotal, text: `$${subtotal}.00`, data: null, sort_order: 1 },
      { code: "shipping", title: "Flat Shipping Rate", value: 8, text: "$8.00", data: null, sort_order: 3 },
      ...(withCoupon
        ? [
            {
              code: "coupon",
              title: "Coupon (WELCOME15)",
              value: -discount,
              text: "",
              data: '{"type":"P","rate":15,"coupon_code":"WELCOME15"}',
              sort_order: 4,
            },
          ]
        : []),
    ],
  };
}

describe("the cart's shape", () => {
  it("keeps complete lines, sorts the total lines and reads the coupon's data", () => {
    const shaped = toCart(cart(true));
    expect(shaped.lines.map((l) => l.key)).toEqual(["11", "12"]);
    expect(shaped.lines[0].options).toEqual([{ name: "Frame size", value: "Medium" }]);
    expect(shaped.lines[0].product.href).toBe("/store/product/11");
    expect(shaped.totals.map((t) => t.code)).toEqual(["sub_total", "shipping", "coupon", "total"]);
    expect(shaped.totals[2].coupon).toEqual({ type: "P", rate: 15 });
    expect(toCart({ ...cart(false), products: [null, { ...line("13", 1, 5), product: null }] }).lines).toEqual([]);
  });
});

describe("optimistic line changes", () => {
  it("applies a quantity change and recomputes the line, subtotal, coupon and total", () => {
    const next = applyLineChanges(toCart(cart(true)), [{ intent: "update", key: "12", quantity: 3 }]);
    expect(next.pending).toBe(true);
    expect(next.lines[1]).toMatchObject({ quantity: 3, total: "$150.00" });
    expect(next.subtotal).toBe("$350.00");
    expect(next.totals.find((t) => t.code === "coupon")?.text).toBe("-$52.50");
    expect(next.total).toBe("$305.50"); // 350 - 52.50 + 8
    expect(next.quantity).toBe(5);
  });

  it("drops a removed line for good, whatever update of it is still pending", () => {
    const next = applyLineChanges(toCart(cart(false)), [
      { intent: "update", key: "11", quantity: 5 },
      { intent: "remove", key: "11" },
    ]);
    expect(next.lines.map((l) => l.key)).toEqual(["12"]);
    expect(next.total).toBe("$58.00");
  });

  it("changes nothing without pending changes, and ignores unknown lines", () => {
    const base = toCart(cart(false));
    expect(applyLineChanges(base, [])).toEqual({ ...base, pending: false });
    expect(applyLineChanges(base, [{ intent: "update", key: "99", quantity: 2 }]).lines).toBe(base.lines);
  });
});

describe("what the cart forms send", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.append(name, value);
    return data;
  };

  it("docs/product/cart.md: typed quantities under 1 become 1; junk is no quantity", () => {
    expect(normalizeQuantity("0")).toBe(1);
    expect(normalizeQuantity("-4")).toBe(1);
    expect(normalizeQuantity(" 3 ")).toBe(3);
    expect(normalizeQuantity("2.7")).toBe(2);
    expect(normalizeQuantity("1e9")).toBe(999);
    expect(normalizeQuantity("two")).toBeNull();
    expect(normalizeQuantity("")).toBeNull();
  });

  it("docs/product/cart.md: plus adds 1, minus subtracts 1 only while above 1", () => {
    expect(steppedQuantity(1, "increase")).toBe(2);
    expect(steppedQuantity(3, "decrease")).toBe(2);
    expect(steppedQuantity(1, "decrease")).toBe(1);
  });

  it("turns every quantity control into an absolute quantity for one line", () => {
    expect(lineChangeOf(form({ intent: "increase", key: "7", quantity: "2" }))).toEqual({ intent: "update", key: "7", quantity: 3 });
    expect(lineChangeOf(form({ intent: "decrease", key: "7", quantity: "1" }))).toEqual({ intent: "update", key: "7", quantity: 1 });
    expect(lineChangeOf(form({ intent: "update", key: "7", quantity: "0" }))).toEqual({ intent: "update", key: "7", quantity: 1 });
    expect(lineChangeOf(form({ intent: "remove", key: "7" }))).toEqual({ intent: "remove", key: "7" });
    expect(lineChangeOf(form({ intent: "update", key: "7", quantity: "x" }))).toBeNull();
    expect(lineChangeOf(form({ intent: "add", id: "7" }))).toBeNull();
    expect(lineChangeOf(form({ intent: "remove" }))).toBeNull();
  });

  it("reads the product page's options as the contract's CartOption list, checkboxes joined with |", () => {
    const data = form({ "option[5]": "21", "option[6]": " engraved ", "option[8]": "" });
    data.append("option[7]", "31");
    data.append("option[7]", "32");
    expect(cartOptionsOf(data)).toEqual([
      { id: "5", value: "21" },
      { id: "6", value: "engraved" },
      { id: "7", value: "31|32" },
    ]);
  });

  it("sends WooCommerce's options with the ids and values the store gave (decision 083)", () => {
    const data = new FormData();
    data.append(optionFieldName("attribute_pa_frame-colour"), "tortoise");
    data.append(optionFieldName("attribute_pa_lens"), "polarised");
    data.append(optionFieldName("a]b %c"), "x");
    data.append("option[%E0%A4%A]", "broken escape");
    data.append("option[]", "no id");
    expect(cartOptionsOf(data)).toEqual([
      { id: "attribute_pa_frame-colour", value: "tortoise" },
      { id: "attribute_pa_lens", value: "polarised" },
      { id: "a]b %c", value: "x" },
    ]);
  });
});
