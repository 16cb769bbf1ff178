import { describe, expect, it } from "vitest";
import { formatMoney, moneyFormatOf, parseMoney, readMoney, roundTo, shownAs, sumMoney, withDecimals } from "~/lib/money";

describe("the store's formatted amounts read back (app/lib/money.ts)", () => {
  it.each([
    ["$1,219.95", 1219.95],
    ["94,71 €", 94.71],
    ["1.219,95 €", 1219.95],
    ["CHF 1'219.95", 1219.95],
    ["1 219,95 zł", 1219.95],
    ["1\u00a0219,95\u00a0€", 1219.95],
    ["£9.00", 9],
    ["$1999.50", 1999.5],
    ["¥1,234", 1234],
    ["€1.234", 1234],
    ["$1,234,567.89", 1234567.89],
    ["-$18.75", -18.75],
    ["$-18.75", -18.75],
    ["- 5,00 €", -5],
    ["138.00 €", 138],
    ["12.50 zł", 12.5],
    [" 12 ", 12],
  ])("%s → %d", (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it("holds no amount in empty or wordy text", () => {
    for (const text of ["", "$", "free", "n/a", null, undefined]) expect(parseMoney(text)).toBeNull();
    expect(parseMoney(42)).toBe(42);
    expect(parseMoney(Number.NaN)).toBeNull();
  });

  it("does not take the dash inside a method's name for a minus", () => {
    expect(parseMoney("Flat Shipping Rate - $8.00")).toBe(8);
  });

  it("reads the layout: symbol, marks and decimals", () => {
    expect(moneyFormatOf("1.219,95 €")).toEqual({ prefix: "", suffix: " €", decimals: 2, decimalMark: ",", groupMark: "." });
    expect(moneyFormatOf("CHF 1'219.95")).toEqual({ prefix: "CHF ", suffix: "", decimals: 2, decimalMark: ".", groupMark: "'" });
    expect(moneyFormatOf("94,71 €")).toEqual({ prefix: "", suffix: " €", decimals: 2, decimalMark: ",", groupMark: null });
    expect(moneyFormatOf("$1999.50")?.groupMark).toBe("");
  });

  it("lets another amount of the same store settle a three-digit fraction", () => {
    const kuwaiti = { prefix: "", suffix: " KD", decimals: 3, decimalMark: ".", groupMark: "," };
    expect(parseMoney("1.234 KD")).toBe(1234);
    expect(parseMoney("1.234 KD", kuwaiti)).toBe(1.234);
  });
});

describe("new amounts printed in the store's layout", () => {
  it.each([
    ["$1,234.50", 2469, "$2,469.00"],
    ["1,234.50 €", 2469, "2,469.00 €"],
    ["94,71 €", 9471.5, "9.471,50 €"],
    ["$99.50", 1099.5, "$1,099.50"],
    ["$1999.50", 2999.5, "$2999.50"],
    ["1.219,95 €", 2439.9, "2.439,90 €"],
    ["CHF 1'219.95", 1234567.8, "CHF 1'234'567.80"],
    ["1 219,95 zł", 2439.9, "2 439,90 zł"],
    ["$1.00", -18.75, "-$18.75"],
  ])("in the layout of %s, %d is %s", (sample, amount, printed) => {
    expect(formatMoney(amount, moneyFormatOf(sample)!)).toBe(printed);
  });

  it("sums exactly, in the smallest unit written", () => {
    expect(sumMoney(["$0.10", "$0.20", "$0.30"])).toEqual({ value: 0.6, format: moneyFormatOf("$0.10") });
    expect(sumMoney(["CHF 99.50", "CHF 1'000.00"])?.format.groupMark).toBe("'");
    expect(sumMoney(["94,71 €", "1.219,95 €"])?.value).toBe(1314.66);
    expect(sumMoney(["$1.00", "free"])).toBeNull();
  });

  it("rounds without binary drift", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-0.004, 2)).toBe(0);
  });
});

describe("docs/product/texts-and-constants.md#numbers: the display rules", () => {
  it("shows the bag's total and subtotal in whole units, rounded half up, in the store's layout", () => {
    expect(shownAs.bagTotal("$599.95")).toBe("$600");
    expect(shownAs.bagTotal("$1,234.49")).toBe("$1,234");
    expect(shownAs.bagTotal("$0.50")).toBe("$1");
    expect(shownAs.bagTotal("$464.40")).toBe("$464");
    expect(shownAs.bagTotal("1,234.50 €")).toBe("1,235 €");
    expect(shownAs.bagTotal("94,71 €")).toBe("95 €");
    expect(shownAs.bagTotal("1.219,95 €")).toBe("1.220 €");
    expect(shownAs.bagTotal("n/a")).toBe("n/a");
  });

  it("shows old prices in whole units, keeping the store's symbols and separators", () => {
    expect(shownAs.oldPrice("$219.95")).toBe("$220");
    expect(shownAs.oldPrice("$120.00")).toBe("$120");
    expect(shownAs.oldPrice("$1,219.49")).toBe("$1,219");
    expect(shownAs.oldPrice("$1999.50")).toBe("$2000");
    expect(shownAs.oldPrice("94,71 €")).toBe("95 €");
    expect(shownAs.oldPrice("1.219,95 €")).toBe("1.220 €");
    expect(shownAs.oldPrice("CHF 1'219.95")).toBe("CHF 1'220");
    expect(shownAs.oldPrice("1 219,95 zł")).toBe("1 220 zł");
    expect(shownAs.oldPrice("£80")).toBe("£80");
  });

  it("reprints with any number of places", () => {
    expect(withDecimals("$5", 2)).toBe("$5.00");
    expect(readMoney("$5")?.format.decimals).toBe(0);
  });
});
