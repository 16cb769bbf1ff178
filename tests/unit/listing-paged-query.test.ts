/** Brand and specials pages: sort, size and page in the address, the mode cookie, the page links. */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_LISTING_QUERY,
  LISTING_SIZES,
  listingHref,
  modeFromCookieHeader,
  pageHref,
  paginationItems,
  parseListingQuery,
  toListingArgs,
  withSortAndSize,
} from "~/lib/listing/paged-query";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("parseListingQuery", () => {
  it("defaults: page 1, sort id|ASC, 15 per page; sizes 15, 25, 50, 75, 100", () => {
    expect(parse("")).toEqual({ sort: "id", order: "ASC", page: 1, size: 15 });
    expect(LISTING_SIZES).toEqual([15, 25, 50, 75, 100]);
  });

  it("reads sort, order, size and page", () => {
    expect(parse("sort=name&order=DESC&size=50&page=3")).toEqual({ sort: "name", order: "DESC", size: 50, page: 3 });
  });

  it("falls back to defaults for sizes not offered, pages that are not positive whole numbers, unknown sorts", () => {
    expect(parse("size=20&page=abc&sort=colour")).toEqual(DEFAULT_LISTING_QUERY);
    expect(parse("size=1000&page=0").size).toBe(15);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
  });

  it("reads the plain sort form's 'field|direction' value", () => {
    expect(parse("sort=price%7CDESC&size=25")).toMatchObject({ sort: "price", order: "DESC", size: 25 });
  });
});

describe("links", () => {
  const query = parse("sort=price&order=ASC&size=25&page=4");

  it("round-trips and leaves defaults out", () => {
    expect(listingHref("/store/special", DEFAULT_LISTING_QUERY)).toBe("/store/special");
    expect(listingHref("/store/special", query)).toBe("/store/special?sort=price&order=ASC&size=25&page=4");
    expect(parse(listingHref("/x", query).split("?")[1])).toEqual(query);
  });

  it("changing sort or size keeps the other and drops the page", () => {
    expect(listingHref("/s", withSortAndSize(query, { size: 50 }))).toBe("/s?sort=price&order=ASC&size=50");
    expect(listingHref("/s", withSortAndSize(query, { sort: "name", order: "DESC" }))).toBe("/s?sort=name&order=DESC&size=25");
  });

  it("a page link keeps sort and size, on brand pages as on specials", () => {
    // Decision 172: a brand page keeps sort and size too.
    expect(pageHref("/store/manufacturer/3", query, 2)).toBe("/store/manufacturer/3?sort=price&order=ASC&size=25&page=2");
    expect(pageHref("/store/manufacturer/3", query, 1)).toBe("/store/manufacturer/3?sort=price&order=ASC&size=25");
    expect(pageHref("/store/special", query, 2)).toBe("/store/special?sort=price&order=ASC&size=25&page=2");
  });

  it("swaps rating's direction for the API like the catalog", () => {
    expect(toListingArgs(parse("sort=rating&order=ASC&page=2"))).toEqual({ sort: "rating", order: "DESC", page: 2, size: 15 });
  });
});

describe("mode cookie", () => {
  it("reads grid or list; anything else is grid", () => {
    expect(modeFromCookieHeader(null)).toBe("grid");
    expect(modeFromCookieHeader("lumen_session=abc; mode=list")).toBe("list");
    expect(modeFromCookieHeader("mode=tiles")).toBe("grid");
    expect(modeFromCookieHeader("xmode=list")).toBe("grid");
  });
});

describe("paginationItems", () => {
  it("shows first, last, the current page with its neighbours, and gaps", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 6)).toEqual([1, 2, null, 6]);
    expect(paginationItems(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationItems(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
  });
});
