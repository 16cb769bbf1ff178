/** The price filter's rules (docs/product/catalog.md) and the sort options (docs/product/catalog.md#sort). */
import { describe, expect, it } from "vitest";
import {
  clampLower,
  clampUpper,
  formatBound,
  normalizeRange,
  parseBound,
  PRICE_INPUT_DEBOUNCE_MS,
  RANGE_PUSH_DEBOUNCE_MS,
} from "~/lib/listing/price-range";
import { SORT_OPTIONS, sortOptionFromValue, sortOptionOf, toApiSort } from "~/lib/listing/sort";

describe("price bounds", () => {
  it("reads blank as no bound, numbers of at least 0 as bounds, anything else as invalid", () => {
    expect(parseBound("")).toBeNull();
    expect(parseBound("  ")).toBeNull();
    expect(parseBound("0")).toBe(0);
    expect(parseBound(" 120.5 ")).toBe(120.5);
    expect(parseBound(".5")).toBe(0.5);
    for (const bad of ["abc", "-1", "1e4", "1,000", "$5", "12.", "Infinity"]) expect(parseBound(bad)).toBe("invalid");
  });

  it("the lower bound cannot exceed the upper one", () => {
    expect(clampLower(300, 100)).toBe(100);
    expect(clampLower(50, 100)).toBe(50);
    expect(clampLower(50, null)).toBe(50);
    expect(clampLower(null, 100)).toBeNull();
  });

  it("the upper bound cannot go below the lower one", () => {
    expect(clampUpper(20, 100)).toBe(100);
    expect(clampUpper(200, 100)).toBe(200);
    expect(clampUpper(20, null)).toBe(20);
  });

  it("a whole range from an address gives way on its lower bound", () => {
    expect(normalizeRange({ min: 300, max: 100 })).toEqual({ min: 100, max: 100 });
    expect(normalizeRange({ min: 10, max: 100 })).toEqual({ min: 10, max: 100 });
  });

  it("writes bounds without trailing zeros", () => {
    expect(formatBound(12)).toBe("12");
    expect(formatBound(12.5)).toBe("12.5");
    expect(formatBound(12.345)).toBe("12.35");
  });

  it("uses the product's debounces", () => {
    expect(PRICE_INPUT_DEBOUNCE_MS).toBe(450);
    expect(RANGE_PUSH_DEBOUNCE_MS).toBe(1000);
  });
});

describe("sort options", () => {
  it("are the product's nine, default first, rating ASC labelled Highest and DESC Lowest", () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual([
      "id|ASC",
      "name|ASC",
      "name|DESC",
      "price|ASC",
      "price|DESC",
      "rating|ASC",
      "rating|DESC",
      "model|ASC",
      "model|DESC",
    ]);
    expect(sortOptionFromValue("rating|ASC").label).toMatch(/Highest/);
    expect(sortOptionFromValue("rating|DESC").label).toMatch(/Lowest/);
  });

  it("unknown pairs fall back to the default", () => {
    expect(sortOptionOf("id", "DESC").value).toBe("id|ASC");
    expect(sortOptionFromValue("price|UP").value).toBe("id|ASC");
  });

  it("swaps only rating's direction for the API (which sorts rating ASC lowest first)", () => {
    expect(toApiSort({ sort: "rating", order: "ASC" })).toEqual({ sort: "rating", order: "DESC" });
    expect(toApiSort({ sort: "price", order: "ASC" })).toEqual({ sort: "price", order: "ASC" });
  });
});
