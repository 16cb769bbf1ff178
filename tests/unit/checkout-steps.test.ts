import { describe, expect, it } from "vitest";
import type { Cart } from "~/lib/cart/cart-data";
import { allowedStep, parseStep, reachedSteps, stepHref } from "~/lib/checkout/steps";
import { checkoutTotals, originalLineTotal, savingsText, SHIPPING_PENDING_TEXT } from "~/lib/checkout/summary";

describe("checkout steps", () => {
  it("docs/product/checkout.md: step=1, 2 or 3; non-numeric means 1", () => {
    expect(parseStep("2")).toBe(2);
    expect(parseStep("3")).toBe(3);
    expect(parseStep("1")).toBe(1);
    expect(parseStep("abc")).toBe(1);
    expect(parseStep(null)).toBe(1);
    expect(parseStep("7")).toBe(1);
    expect(parseStep(" 2 ")).toBe(2);
    expect(stepHref(2)).toBe("/store/checkout/?step=2");
  });

  it("opens a step only after the ones before it", () => {
    expect(allowedStep(3, 1)).toBe(1);
    expect(allowedStep(3, 2)).toBe(2);
    expect(allowedStep(2, 3)).toBe(2);
    expect(allowedStep(1, undefined)).toBe(1);
  });

  it("docs/product/checkout.md: the breadcrumb shows the steps reached so far, the current highlighted", () => {
    expect(reachedSteps(1, 1)).toEqual([{ step: 1, label: "Information", current: true }]);
    expect(reachedSteps(2, 3).map((s) => [s.label, s.current])).toEqual([
      ["Information", false],
      ["Shipping", true],
      ["Payment", false],
    ]);
  });
});

const cartWith = (overrides: Partial<Cart>): Cart => ({
  lines: [
    {
      key: "1",
      quantity: 2,
      total: "$160.00",
      price: "$80.00",
      originalPrice: "$100.00",
      special: "$80.00",
      options: [],
      product: { id: "1", name: "A", model: "", image: null, imageAlt: "", href: "/a", brand: null },
    },
    {
      key: "2",
      quantity: 1,
      total: "$50.00",
      price: "$50.00",
      originalPrice: "$50.00",
      special: "",
      options: [],
      product: { id: "2", name: "B", model: "", image: null, imageAlt: "", href: "/b", brand: null },
    },
  ],
  total: "$210.00",
  subtotal: "$210.00",
  coupon: null,
  quantity: 3,
  totals: [
    { code: "sub_total", title: "Sub-Total", value: 210, text: "$210.00", coupon: null },
    { code: "total", title: "Total", value: 210, text: "$210.00", coupon: null },
  ],
  ...overrides,
});

describe("the checkout summary's totals", () => {
  it("docs/product/checkout.md: shipping 'Calculated at next step' and sales tax '-' until known", () => {
    const totals = checkoutTotals(cartWith({}));
    expect(totals).toMatchObject({ subtotal: "$210.00", shipping: SHIPPING_PENDING_TEXT, tax: "-", total: "$210.00", discounts: [] });
  });

  it("shows the chosen shipping (free as 'Free'), a tax line and the coupon", () => {
    const free = checkoutTotals(
      cartWith({ totals: [{ code: "shipping", title: "Free Shipping (3-5 business days)", value: 0, text: "$0.00", coupon: null }] }),
    );
    expect(free.shipping).toBe("Free");
    // A method chosen and no tax line from the store: no tax, said as an amount.
    expect(free.tax).toBe("$0.00");
    const paid = checkoutTotals(
      cartWith({
        total: "$189.85",
        totals: [
          { code: "sub_total", title: "Sub-Total", value: 210, text: "$210.00", coupon: null },
          { code: "shipping", title: "Flat Shipping Rate", value: 8, text: "$8.00", coupon: null },
          { code: "tax", title: "Sales tax", value: 3.35, text: "$3.35", coupon: null },
          { code: "coupon", title: "Coupon (WELCOME15)", value: -31.5, text: "-$31.50", coupon: { type: "P", rate: 15 } },
        ],
      }),
    );
    expect(paid).toMatchObject({ shipping: "$8.00", tax: "$3.35", discounts: [{ title: "Coupon (WELCOME15)", text: "-$31.50" }] });
  });

  it("docs/product/checkout.md: savings show when the original prices add up to more than the total (shipping aside)", () => {
    // Originals 2 × $100 + $50 = $250; paid $210 for the goods.
    expect(savingsText(cartWith({}), 0)).toBe("$40.00");
    expect(savingsText(cartWith({ total: "$218.00" }), 8)).toBe("$40.00");
    const noSpecial = cartWith({});
    noSpecial.lines = [noSpecial.lines[1]];
    expect(savingsText({ ...noSpecial, total: "$50.00" }, 0)).toBeNull();
    expect(checkoutTotals(cartWith({})).savings).toBe("$40.00");
  });

  it("strikes a special line's regular price for its quantity", () => {
    const [special, regular] = cartWith({}).lines;
    expect(originalLineTotal(special)).toBe("$200.00");
    expect(originalLineTotal(regular)).toBeNull();
  });
});
