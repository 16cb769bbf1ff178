import { describe, expect, it } from "vitest";
import { discountPercent, saleDisplay, stockBadge } from "~/lib/price";

describe("discountPercent", () => {
  it("is round((price - special) / price * 100)", () => {
    expect(discountPercent(200, 150)).toBe(25);
    expect(discountPercent(90, 60)).toBe(33);
    expect(discountPercent(3, 1)).toBe(67);
  });

  it("is 0 when a value is missing or not positive, or the special is not lower", () => {
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
    expect(discountPercent(0, 10)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
    expect(discountPercent(-10, -20)).toBe(0);
    expect(discountPercent(null, 10)).toBe(0);
    expect(discountPercent(100, null)).toBe(0);
  });
});

describe("saleDisplay", () => {
  it("strikes the regular price through when a special is present", () => {
    expect(saleDisplay("$1,200.00", "$900.00")).toEqual({ current: "$900.00", regular: "$1,200.00", percent: 25, valid: true });
  });

  it("shows the regular price alone when special is empty", () => {
    expect(saleDisplay("$120.00", "")).toEqual({ current: "$120.00", regular: null, percent: 0, valid: true });
  });
});

describe("stockBadge", () => {
  it("shows only when both stock and low_stock are present", () => {
    expect(stockBadge({ stock: false })).toBeNull();
    expect(stockBadge({ low_stock: true })).toBeNull();
    expect(stockBadge({ stock: null, low_stock: true })).toBeNull();
  });

  it("says out of stock first, then low in stock", () => {
    expect(stockBadge({ stock: false, low_stock: true })).toBe("Out of stock");
    expect(stockBadge({ stock: true, low_stock: true })).toBe("Low in stock");
    expect(stockBadge({ stock: true, low_stock: false })).toBeNull();
  });
});
