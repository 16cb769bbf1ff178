import { describe, expect, it } from "vitest";
import { DEFAULT_CATEGORY_IDS } from "~/lib/category-ids";
import { headerSearchHref } from "~/lib/links";
import { pageNumber } from "~/lib/page-number";
import { pageWindow } from "~/lib/search/pagination";
import {
  NO_RESULTS_TEXT,
  normalizeKeyword,
  SEARCH_DEBOUNCE_MS,
  SEARCH_DROPDOWN_SIZE,
  SEARCH_PAGE_SIZE,
  searchPageHref,
  searchQuickLinks,
  storeSearchText,
  suggestionsHref,
} from "~/lib/search/search";

describe("search keyword", () => {
  it("is trimmed, and anything but text counts as empty", () => {
    expect(normalizeKeyword("  round  ")).toBe("round");
    expect(normalizeKeyword("\t\n")).toBe("");
    expect(normalizeKeyword(undefined)).toBe("");
    expect(normalizeKeyword(["round"])).toBe("");
  });
});

describe("storeSearchText (the keyword as the store is asked)", () => {
  it("drops quotes and punctuation around words, keeps them inside a word, and keeps punctuation alone as typed", () => {
    expect(storeSearchText('"round"')).toBe("round");
    expect(storeSearchText("“round” aviator, gold!")).toBe("round aviator gold");
    expect(storeSearchText("cat-eye men's 1.5")).toBe("cat-eye men's 1.5");
    expect(storeSearchText('""')).toBe('""');
  });
});

describe("searchPageHref (the search page's box)", () => {
  it("goes to /search/{text}, trimmed and escaped", () => {
    expect(searchPageHref(" round frames ")).toBe("/search/round%20frames");
    expect(searchPageHref("50/50 & co")).toBe("/search/50%2F50%20%26%20co");
  });

  it("goes to /search when the text is empty", () => {
    expect(searchPageHref("   ")).toBe("/search");
    expect(searchPageHref(null)).toBe("/search");
  });
});

describe("headerSearchHref (Enter in the header box)", () => {
  it("lands on the search-results category 90 with the trimmed keyword", () => {
    expect(headerSearchHref(" cat eye ", DEFAULT_CATEGORY_IDS)).toBe("/store/category/90?search=cat%20eye");
    expect(headerSearchHref("", DEFAULT_CATEGORY_IDS)).toBe("/store/category/90");
  });
});

describe("suggestionsHref (the dropdown's data request)", () => {
  it("asks the search resource for the trimmed keyword", () => {
    expect(suggestionsHref("  round ")).toBe("/resources/search?q=round");
    expect(suggestionsHref("a&b=c")).toBe("/resources/search?q=a%26b%3Dc");
  });

  it("asks nothing for an empty box", () => {
    expect(suggestionsHref("  ")).toBeNull();
  });
});

describe("pageNumber (every paged list: search, blog, order history)", () => {
  it("reads a positive whole page number", () => {
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber(" 2 ")).toBe(2);
  });

  it("falls back to page 1 for anything else", () => {
    for (const raw of [null, undefined, "", "0", "-2", "2.5", "abc", "1e3", "1e20", "99999999"]) expect(pageNumber(raw)).toBe(1);
  });
});

describe("pageWindow (docs/product/catalog.md: window of 8)", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("keeps eight pages around the current one", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(20, 20)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it("clamps a page out of range and has nothing for no pages", () => {
    expect(pageWindow(50, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("search constants and texts from docs/product", () => {
  it("debounces 1 s, shows 12 in the dropdown and 12 a page", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
    expect(SEARCH_DROPDOWN_SIZE).toBe(12);
    expect(SEARCH_PAGE_SIZE).toBe(12);
  });

  it("has the no-results text and its quick links", () => {
    expect(NO_RESULTS_TEXT).toBe("No results matched your request. Explore other sections to see what we have to offer.");
    expect(searchQuickLinks(DEFAULT_CATEGORY_IDS)).toEqual([
      { label: "New arrivals", to: "/store/category/90" },
      { label: "Most popular", to: "/store/category/95" },
      { label: "Final sale", to: "/store/category/62" },
    ]);
  });
});
