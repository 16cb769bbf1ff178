/** The product's fixed categories as settings (STORE_CATEGORY_IDS; decision 229). */
import { describe, expect, it } from "vitest";
import { categoryIds as demoCategoryIds } from "@config/store";
import { DEFAULT_CATEGORY_IDS, linkedCategories, parseCategoryIds } from "~/lib/category-ids";
import { parseEnv } from "~/lib/env.server";
import { searchQuickLinks } from "~/lib/search/search";
import { footerColumns } from "~/lib/store-config";

describe("STORE_CATEGORY_IDS", () => {
  it("defaults to the demo catalogue's ids (config/store.ts)", () => {
    expect(parseCategoryIds(undefined)).toEqual(demoCategoryIds);
    expect(parseCategoryIds("  ")).toEqual(demoCategoryIds);
  });

  it("reads key=id pairs; a key left out keeps its default", () => {
    expect(parseCategoryIds("newArrivals=12,mostPopular=13,sunglasses=20,eyeglasses=21,finalSale=22,searchResults=12,shopNow=20")).toEqual({
      newArrivals: 12,
      mostPopular: 13,
      sunglasses: 20,
      eyeglasses: 21,
      finalSale: 22,
      searchResults: 12,
      shopNow: 20,
    });
    expect(parseCategoryIds(" sunglasses = 20 , ")).toEqual({ ...DEFAULT_CATEGORY_IDS, sunglasses: 20 });
  });

  it("refuses unknown keys, non-numbers and malformed entries with a message naming them", () => {
    expect(() => parseCategoryIds("sunglass=20")).toThrow(/unknown key "sunglass" \(known: newArrivals, .*shopNow\)/);
    expect(() => parseCategoryIds("sunglasses=abc")).toThrow('sunglasses: "abc" is not a category id');
    expect(() => parseCategoryIds("sunglasses=0")).toThrow("is not a category id");
    expect(() => parseCategoryIds("sunglasses=-3")).toThrow("is not a category id");
    expect(() => parseCategoryIds("sunglasses=1.5")).toThrow("is not a category id");
    expect(() => parseCategoryIds("sunglasses")).toThrow('"sunglasses" is not key=id');
    expect(() => parseCategoryIds("sunglasses=1=2")).toThrow("is not key=id");
    expect(() => parseCategoryIds("sunglasses=1,sunglasses=2")).toThrow("sunglasses is given twice");
  });

  it("stops the server at start with a clear message", () => {
    expect(parseEnv({ STORE_CATEGORY_IDS: "sunglasses=20" }).env.categoryIds.sunglasses).toBe(20);
    expect(parseEnv({}).env.categoryIds).toEqual(demoCategoryIds);
    expect(() => parseEnv({ STORE_CATEGORY_IDS: "glasses=20" })).toThrow(/STORE_CATEGORY_IDS: unknown key "glasses"/);
  });
});

describe("links to the configured categories (decision 229)", () => {
  const configured = { ...DEFAULT_CATEGORY_IDS, mostPopular: 13 };

  it("keep only the ids the store has; all of them when the store's list is unknown", () => {
    const links = linkedCategories(configured, new Set(["59", "60", "62", "90", "7"]));
    expect(links).toEqual({ newArrivals: 90, sunglasses: 59, eyeglasses: 60, finalSale: 62, searchResults: 90, shopNow: 59 });
    expect(linkedCategories(configured, null)).toEqual(configured);
  });

  it("leave out the footer's and the no-results panel's links to a missing category", () => {
    const links = linkedCategories(configured, new Set(["59", "62"]));
    const shop = footerColumns(links, {})[0]!.links.map((link) => link.label);
    expect(shop).toContain("Sunglasses");
    expect(shop).not.toContain("Eyeglasses");
    expect(shop).not.toContain("New arrivals");
    expect(searchQuickLinks(links)).toEqual([{ label: "Final sale", to: "/store/category/62" }]);
    expect(
      footerColumns(DEFAULT_CATEGORY_IDS, {})[0]!
        .links.slice(0, 3)
        .map((link) => link.to),
    ).toEqual(["/store/category/60", "/store/category/59", "/store/category/90"]);
  });
});
