/** The filter panel's data from api/filters, the chosen-filter badges, and the brand index. */
import { describe, expect, it } from "vitest";
import { BRANDS_PER_ROW, DIGITS_GROUP, groupBrands } from "~/lib/catalog/brand-index";
import { chosenFilters, EMPTY_FILTER_PANEL, normalizeFilterPanel } from "~/lib/catalog/filters";
import { catalogHref, parseCatalogQuery } from "~/lib/listing/category-query";

const apiAnswer = {
  filter_groups: [
    {
      filter_group_id: "1",
      filter_group_name: "Shape",
      filter_type: "checkbox",
      field_type: "checkbox",
      filter_options: [
        { filter_id: "1", filter_name: "Round", filter_type: "checkbox", value: null },
        { filter_id: "2", filter_name: "Oval", filter_type: "checkbox", value: null },
      ],
    },
    {
      filter_group_id: "6",
      filter_group_name: "Rim type",
      field_type: "radio",
      filter_options: [{ filter_id: "33", filter_name: "Rimless" }],
    },
    {
      filter_group_id: "7",
      filter_group_name: "Lens width",
      filter_type: "range",
      filter_options: [
        { filter_id: "40", filter_name: "48 mm", value: null },
        { filter_id: "41", filter_name: "52 mm", value: 52 },
      ],
    },
    { filter_group_id: "9", filter_group_name: "Empty", filter_options: [] },
    { filter_group_name: "No id", filter_options: [{ filter_id: "1", filter_name: "x" }] },
    {
      filter_group_id: "10",
      filter_group_name: "Odd kind",
      filter_type: "slider",
      filter_options: [{ filter_id: "50", filter_name: "A" }],
    },
  ],
  prices: { min_price: 31, max_price: 415 },
};

describe("normalizeFilterPanel", () => {
  const panel = normalizeFilterPanel(apiAnswer);

  it("keeps usable groups with their kind (filter_type, else field_type, else checkbox)", () => {
    expect(panel.groups.map((group) => [group.id, group.kind])).toEqual([
      ["1", "checkbox"],
      ["6", "radio"],
      ["7", "range"],
      ["10", "checkbox"],
    ]);
  });

  it("gives range groups their numbers and bounds (from the names when the store sends no value)", () => {
    const range = panel.groups.find((group) => group.id === "7")!;
    expect(range.options.map((option) => option.value)).toEqual([48, 52]);
    expect([range.min, range.max]).toEqual([48, 52]);
    expect(range.unit).toBe("mm");
    expect(panel.groups.find((group) => group.id === "1")!.unit).toBe("");
  });

  it("reads the price bounds, 0 and 1000 when they are missing or nonsense", () => {
    expect(panel.prices).toEqual({ min: 31, max: 415 });
    expect(normalizeFilterPanel({ filter_groups: [] }).prices).toEqual({ min: 0, max: 1000 });
    expect(normalizeFilterPanel({ prices: { min_price: 90, max_price: 10 } }).prices).toEqual({ min: 0, max: 1000 });
    expect(normalizeFilterPanel(null)).toEqual(EMPTY_FILTER_PANEL);
    expect(normalizeFilterPanel("<html>")).toEqual(EMPTY_FILTER_PANEL);
  });
});

describe("chosenFilters", () => {
  const panel = normalizeFilterPanel(apiAnswer);
  const query = parseCatalogQuery(
    new URLSearchParams("filters=1,33,999&min_price=10&max_price=200&max_filters_7=50&sort=price&order=ASC"),
  ).query;
  const chosen = chosenFilters(query, panel);

  it("lists options, unknown ids, the price and range bounds, with readable labels", () => {
    expect(chosen.map((filter) => filter.label)).toEqual([
      "Shape: Round",
      "Rim type: Rimless",
      "Filter 999",
      "Price: $10 – $200",
      "Lens width: up to 50 mm",
    ]);
  });

  it("each badge leads to the address without it, keeping the rest", () => {
    const hrefs = chosen.map((filter) => catalogHref("/c", filter.without));
    expect(hrefs[0]).toBe("/c?filters=33,999&min_price=10&max_price=200&max_filters_7=50&sort=price&order=ASC");
    expect(hrefs[3]).toBe("/c?filters=1,33,999&max_filters_7=50&sort=price&order=ASC");
    expect(hrefs[4]).toBe("/c?filters=1,33,999&min_price=10&max_price=200&sort=price&order=ASC");
  });

  it("is empty without filters", () => {
    expect(chosenFilters(parseCatalogQuery(new URLSearchParams("sort=name")).query, panel)).toEqual([]);
  });
});

describe("groupBrands", () => {
  const brand = (name: string, id = name) => ({ id, name, url: `/${id}` });

  it("groups by capitalised first letter, digits under '0 - 9' first, names sorted, rows of four", () => {
    const groups = groupBrands(
      ["kestrel", "Aurelio", "8th Avenue", "Brightling", "1st Sight", "Arden", "Atlas", "Amber", "Avalon", "  "].map((name) => brand(name)),
    );
    expect(groups.map((group) => group.label)).toEqual([DIGITS_GROUP, "A", "B", "K"]);
    expect(groups[0].rows).toEqual([[brand("1st Sight"), brand("8th Avenue")]]);
    expect(BRANDS_PER_ROW).toBe(4);
    expect(groups[1].rows.map((row) => row.map((b) => b.name))).toEqual([["Amber", "Arden", "Atlas", "Aurelio"], ["Avalon"]]);
    expect(groups[3]).toMatchObject({ label: "K", anchor: "brands-K" });
    expect(groups[0].anchor).toBe("brands-0-9");
  });
});
