import { describe, expect, it } from "vitest";
import { formatMoney, moneyFormatOf, parseMoney, roundTo, withDecimals } from "~/lib/money";

describe("amounts as the API formats them", () => {
  it("reads the number of every currency layout the store uses", () => {
    expect(parseMoney("$1,234.50")).toBe(1234.5);
    expect(parseMoney("1,234.50 €")).toBe(1234.5);
    expect(parseMoney("£9.00")).toBe(9);
    expect(parseMoney("-$18.75")).toBe(-18.75);
    expect(parseMoney("")).toBeNull();
    expect(parseMoney("free")).toBeNull();
    expect(parseMoney(null)).toBeNull();
  });

  it("prints new amounts in the same layout", () => {
    expect(formatMoney(2469, moneyFormatOf("$1,234.50")!)).toBe("$2,469.00");
    expect(formatMoney(2469, moneyFormatOf("1,234.50 €")!)).toBe("2,469.00 €");
    expect(formatMoney(-18.75, moneyFormatOf("$1.00")!)).toBe("-$18.75");
  });

  it("docs/product/texts-and-constants.md#numbers: the cart's subtotal and total show whole units, rounded half up", () => {
    expect(withDecimals("$599.95", 0)).toBe("$600");
    expect(withDecimals("$1,234.49", 0)).toBe("$1,234");
    expect(withDecimals("$0.50", 0)).toBe("$1");
    expect(withDecimals("1,234.50 €", 0)).toBe("1,235 €");
    expect(withDecimals("n/a", 0)).toBe("n/a");
  });

  it("rounds without binary drift", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-0.004, 2)).toBe(0);
  });
});
