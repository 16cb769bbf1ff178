/** The category catalog's address state: parse, canonical serialisation, transitions, API arguments. */
import { describe, expect, it } from "vitest";
import {
  CATALOG_PAGE_SIZE,
  canLoadMore,
  catalogHref,
  DEFAULT_CATALOG_QUERY,
  hasAnyFilter,
  MAX_CATALOG_SIZE,
  parseCatalogQuery,
  pendingChange,
  queryFromPanel,
  serializeCatalogQuery,
  toProductsListArgs,
  withFilterToggled,
  withMore,
  withoutAnyFilter,
  withoutFilter,
  withoutPrice,
  withoutRange,
  withSort,
  type CatalogQuery,
} from "~/lib/listing/category-query";

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));
const query = (search: string) => parse(search).query;
const canonical = (search: string) => catalogHref("/c", query(search));

describe("parseCatalogQuery", () => {
  it("gives the defaults for an empty address: no filters, id|ASC, 20", () => {
    expect(parse("")).toEqual({ query: DEFAULT_CATALOG_QUERY, problems: [], fromForm: false, fitText: "", fitMessage: "" });
    expect(DEFAULT_CATALOG_QUERY).toMatchObject({ sort: "id", order: "ASC", size: CATALOG_PAGE_SIZE, search: "" });
    expect(CATALOG_PAGE_SIZE).toBe(20);
  });

  it("reads every spec parameter", () => {
    const parsed = parse(
      "filters=12,3&min_price=10&max_price=250.5&min_filters_7=48&max_filters_7=52&sort=price&order=DESC&size=40&search=%20round%20",
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.fromForm).toBe(false);
    expect(parsed.query).toEqual({
      filters: ["3", "12"],
      price: { min: 10, max: 250.5 },
      ranges: { "7": { min: 48, max: 52 } },
      sort: "price",
      order: "DESC",
      size: 40,
      search: "round",
      fit: null,
    });
  });

  it("accepts the plain form's repeated filters and radio fields, and says so (the page redirects)", () => {
    const parsed = parse("filters=5&filters=1&radio_6=33&min_price=&search=x");
    expect(parsed.query.filters).toEqual(["1", "5", "33"]);
    expect(parsed.fromForm).toBe(true);
    expect(parse("filters=1,5").fromForm).toBe(false);
    expect(parse("radio_6=").fromForm).toBe(true);
  });

  it("drops junk filter ids, duplicates and zeros", () => {
    expect(query("filters=abc,3,,3,0,-2,007").filters).toEqual(["3", "7"]);
  });

  it("reports a price that is no number as a problem and ignores it", () => {
    for (const bad of ["abc", "-5", "1e3", "12,50", "$10"]) {
      const parsed = parse(`min_price=${encodeURIComponent(bad)}&max_price=100`);
      expect(parsed.problems).toEqual(["price"]);
      expect(parsed.query.price).toEqual({ min: null, max: 100 });
    }
  });

  it("lowers a lower bound above the upper one to it (prices and ranges)", () => {
    expect(query("min_price=300&max_price=100").price).toEqual({ min: 100, max: 100 });
    expect(query("min_filters_7=60&max_filters_7=50").ranges).toEqual({ "7": { min: 50, max: 50 } });
  });

  it("ignores range bounds that are no numbers", () => {
    expect(query("min_filters_7=wide&max_filters_x=3").ranges).toEqual({});
  });

  it("falls back to the default sort for unknown fields, unknown directions and id|DESC", () => {
    expect(query("sort=bogus&order=DESC")).toMatchObject({ sort: "id", order: "ASC" });
    expect(query("sort=id&order=DESC")).toMatchObject({ sort: "id", order: "ASC" });
    expect(query("sort=name&order=sideways")).toMatchObject({ sort: "name", order: "ASC" });
    expect(query("sort=PRICE&order=desc")).toMatchObject({ sort: "price", order: "DESC" });
  });

  it("falls back to 20 for a size that is no positive whole number, rounds any other up to a Load More step, and caps it", () => {
    for (const bad of ["abc", "0", "-20", "2.5", ""]) expect(query(`size=${bad}`).size).toBe(20);
    expect(query("size=35").size).toBe(40);
    expect(query("size=40").size).toBe(40);
    expect(query("size=99999").size).toBe(MAX_CATALOG_SIZE);
  });
});

describe("serializeCatalogQuery", () => {
  it("writes the canonical address: fixed order, defaults left out, commas readable", () => {
    expect(canonical("")).toBe("/c");
    expect(canonical("size=20&sort=id&order=ASC")).toBe("/c");
    expect(canonical("size=40&order=ASC&sort=price&max_price=200&filters=9,2&search=cat eye&min_filters_8=15&min_filters_7=48")).toBe(
      "/c?search=cat%20eye&filters=2,9&max_price=200&min_filters_7=48&min_filters_8=15&sort=price&order=ASC&size=40",
    );
  });

  it("round-trips: parsing the canonical address gives the same state", () => {
    const states: CatalogQuery[] = [
      DEFAULT_CATALOG_QUERY,
      { ...DEFAULT_CATALOG_QUERY, filters: ["1", "30"], price: { min: 0, max: 99.5 }, size: 60 },
      { ...DEFAULT_CATALOG_QUERY, ranges: { "8": { min: null, max: 18 } }, sort: "rating", order: "DESC", search: "Kestrel & co" },
    ];
    for (const state of states) {
      const href = catalogHref("/c", state);
      expect(query(href.split("?")[1] ?? "")).toEqual(state);
      expect(parse(href.split("?")[1] ?? "").fromForm).toBe(false);
    }
    expect(serializeCatalogQuery(states[1]).get("filters")).toBe("1,30");
  });

  it("keeps a free price bound of 0", () => {
    expect(canonical("min_price=0")).toBe("/c?min_price=0");
  });
});

describe("transitions", () => {
  const base = query("filters=1,2&min_price=10&min_filters_7=48&sort=name&order=DESC&size=60&search=oval");

  it("a filter change starts again at 20 and keeps sort and keyword", () => {
    expect(withFilterToggled(base, "5")).toMatchObject({ filters: ["1", "2", "5"], size: 20, sort: "name", search: "oval" });
    expect(withFilterToggled(base, "2").filters).toEqual(["1"]);
    expect(withoutFilter(base, "1")).toMatchObject({ filters: ["2"], size: 20 });
    expect(withoutPrice(base).price).toEqual({ min: null, max: null });
    expect(withoutRange(base, "7").ranges).toEqual({});
  });

  it("'Reset filters' drops every filter, keeps the keyword and the sort", () => {
    const reset = withoutAnyFilter(base);
    expect(hasAnyFilter(reset)).toBe(false);
    expect(hasAnyFilter(base)).toBe(true);
    expect(catalogHref("/c", reset)).toBe("/c?search=oval&sort=name&order=DESC");
  });

  it("a new sort keeps filters and size", () => {
    expect(withSort(base, { sort: "price", order: "ASC" })).toMatchObject({ sort: "price", order: "ASC", size: 60, filters: ["1", "2"] });
  });

  it("Load More adds 20, never past the total or the cap", () => {
    expect(withMore(DEFAULT_CATALOG_QUERY, 187).size).toBe(40);
    // A size Load More reaches is a multiple of its step (decision 274): 200 shows all 187.
    expect(withMore({ ...DEFAULT_CATALOG_QUERY, size: 180 }, 187).size).toBe(200);
    expect(withMore({ ...DEFAULT_CATALOG_QUERY, size: 200 }, 187).size).toBe(200);
    expect(canLoadMore({ ...DEFAULT_CATALOG_QUERY, size: 180 }, 187)).toBe(true);
    expect(canLoadMore({ ...DEFAULT_CATALOG_QUERY, size: 200 }, 187)).toBe(false);
    expect(canLoadMore({ ...DEFAULT_CATALOG_QUERY, size: MAX_CATALOG_SIZE }, 10_000)).toBe(false);
  });

  it("the panel's fields replace the filters and keep sort and keyword", () => {
    const form = new URLSearchParams("filters=4&filters=9&radio_6=33&min_price=&max_price=120&min_filters_7=&max_filters_7=50");
    expect(queryFromPanel(base, form)).toEqual({
      ...base,
      filters: ["4", "9", "33"],
      price: { min: null, max: 120 },
      ranges: { "7": { min: null, max: 50 } },
      size: 20,
    });
  });

  it("tells Load More from a new list while navigating", () => {
    expect(pendingChange(DEFAULT_CATALOG_QUERY, { ...DEFAULT_CATALOG_QUERY, size: 40 })).toBe("more");
    expect(pendingChange(DEFAULT_CATALOG_QUERY, withFilterToggled(DEFAULT_CATALOG_QUERY, "1"))).toBe("reload");
    expect(pendingChange(DEFAULT_CATALOG_QUERY, { ...DEFAULT_CATALOG_QUERY, size: 40, sort: "name" })).toBe("reload");
    expect(pendingChange(DEFAULT_CATALOG_QUERY, DEFAULT_CATALOG_QUERY)).toBe("none");
  });
});

describe("toProductsListArgs", () => {
  it("maps the state to productsList's arguments", () => {
    expect(
      toProductsListArgs(query("filters=2,1&min_price=5&max_filters_8=18&min_filters_7=48&sort=price&order=DESC&size=40&search=tom")),
    ).toEqual({
      filter: "1,2",
      min_price: 5,
      max_price: null,
      min_filters: [{ id: "7", value: 48 }],
      max_filters: [{ id: "8", value: 18 }],
      search: "tom",
      fit: null,
      sort: "price",
      order: "DESC",
      size: 40,
      page: 1,
    });
  });

  it("asks the API for the best rated first when the shopper picks 'Highest' (rating|ASC)", () => {
    expect(toProductsListArgs(query("sort=rating&order=ASC"))).toMatchObject({ sort: "rating", order: "DESC" });
    expect(toProductsListArgs(query("sort=rating&order=DESC"))).toMatchObject({ sort: "rating", order: "ASC" });
  });
});
