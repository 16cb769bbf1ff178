import { describe, expect, it } from "vitest";
import { discountPercent, INVALID_PRICE, parsePrice, saleDisplay, stockBadge, wholeUnits } from "~/lib/price";

describe("parsePrice", () => {
  it("strips the dollar sign and thousands commas", () => {
    expect(parsePrice("$1,234.50")).toBe(1234.5);
    expect(parsePrice("$89.00")).toBe(89);
    expect(parsePrice(" 12 ")).toBe(12);
    expect(parsePrice("-$5.25")).toBe(-5.25);
    expect(parsePrice(42)).toBe(42);
  });

  it("reads the store's other currencies too (the currency switcher offers EUR and GBP)", () => {
    expect(parsePrice("138.00 €")).toBe(138);
    expect(parsePrice("£1,050.50")).toBe(1050.5);
  });

  it("answers null for anything that is not a price", () => {
    expect(parsePrice("")).toBeNull();
    expect(parsePrice("$")).toBeNull();
    expect(parsePrice("free")).toBeNull();
    expect(parsePrice("12.50 zł")).toBeNull();
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
  });

  it("marks an unparseable price with the product's text", () => {
    expect(saleDisplay("call us", "")).toEqual({ current: "call us", regular: null, percent: 0, valid: false });
    expect(INVALID_PRICE).toBe("The price is invalid");
  });
});

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

describe("old prices in whole units", () => {
  it("rounds away the cents and keeps the store's symbols and separators", () => {
    expect(wholeUnits("$219.95")).toBe("$220");
    expect(wholeUnits("$120.00")).toBe("$120");
    expect(wholeUnits("$1,219.49")).toBe("$1,219");
    expect(wholeUnits("$1999.50")).toBe("$2000");
    expect(wholeUnits("94,71 €")).toBe("95 €");
    expect(wholeUnits("1.219,95 €")).toBe("1.220 €");
    expect(wholeUnits("£80")).toBe("£80");
  });
});
