import { describe, expect, it } from "vitest";
import { categoryIds } from "@config/store";
import { DEFAULT_CATEGORY_IDS } from "~/lib/category-ids";
import { bannerHref, headerSearchHref, productHref, shopNowHref } from "~/lib/links";

describe("bannerHref", () => {
  it("follows absolute links as they are", () => {
    expect(bannerHref("https://example.com/sale")).toBe("https://example.com/sale");
    expect(bannerHref("http://example.com")).toBe("http://example.com");
    expect(bannerHref("/store/category/59")).toBe("/store/category/59");
  });

  it("prefixes any other link with a slash", () => {
    expect(bannerHref("store/category/60")).toBe("/store/category/60");
    expect(bannerHref("glasses")).toBe("/glasses");
    expect(bannerHref("")).toBe("/");
    expect(bannerHref(null)).toBe("/");
  });
});

describe("headerSearchHref", () => {
  it("goes to the search-results category with the trimmed keyword", () => {
    expect(headerSearchHref("  round frames ", DEFAULT_CATEGORY_IDS)).toBe(
      `/store/category/${categoryIds.searchResults}?search=round%20frames`,
    );
  });

  it("drops the query for an empty keyword", () => {
    expect(headerSearchHref("   ", DEFAULT_CATEGORY_IDS)).toBe(`/store/category/${categoryIds.searchResults}`);
  });

  it("goes to the search page when the store lacks the search-results category (decision 229)", () => {
    expect(headerSearchHref(" cat eye ", { sunglasses: 59 })).toBe("/search/cat%20eye");
    expect(headerSearchHref("", {})).toBe("/search");
  });
});

describe("shopNowHref", () => {
  it("targets the category named glasses, in any case", () => {
    expect(shopNowHref([{ id: "7", name: "GLASSES", url: "/glasses-shop" }], DEFAULT_CATEGORY_IDS)).toBe("/glasses-shop");
    expect(shopNowHref([{ id: "7", name: "Glasses", url: null }], DEFAULT_CATEGORY_IDS)).toBe("/store/category/7");
  });

  it("falls back to the configured category, or /glasses before categories load", () => {
    expect(shopNowHref([{ id: "1", name: "Eyeglasses", url: "/store/category/1" }], DEFAULT_CATEGORY_IDS)).toBe(
      `/store/category/${categoryIds.shopNow}`,
    );
    expect(shopNowHref(null, DEFAULT_CATEGORY_IDS)).toBe("/glasses");
    // The store lacks the Shop Now category: no button rather than a 404 (decision 229).
    expect(shopNowHref([{ id: "1", name: "Eyeglasses", url: "/store/category/1" }], {})).toBeNull();
  });
});

describe("productHref", () => {
  it("prefers the product's url", () => {
    expect(productHref({ id: "5", url: "/aviator" })).toBe("/aviator");
    expect(productHref({ id: "5", url: "" })).toBe("/store/product/5");
  });
});
