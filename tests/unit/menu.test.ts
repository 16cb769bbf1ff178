import { describe, expect, it } from "vitest";
import { toOptions } from "~/lib/menu/menu-data.server";
import {
  chunkColumns,
  filteredCategoryHref,
  MENU_CLOSE_DELAY_MS,
  MENU_COLUMN_SIZE,
  MENU_SWITCH_DELAY_MS,
  POPULAR_SHAPES,
  showSwitcher,
  splitTopCategories,
  submenuColumnCount,
} from "~/lib/menu/rules";

describe("submenu column rule", () => {
  it("uses one column for up to 5 children", () => {
    for (const count of [0, 1, 5]) expect(submenuColumnCount(count)).toBe(1);
  });

  it("uses two columns for more than 5 and up to 10 children", () => {
    for (const count of [6, 8, 10]) expect(submenuColumnCount(count)).toBe(2);
  });

  it("uses three columns for more than 10 children", () => {
    for (const count of [11, 25]) expect(submenuColumnCount(count)).toBe(3);
  });
});

describe("mega-menu columns", () => {
  it("hold six entries each by default (docs/product/shell-and-navigation.md: menu column size 6)", () => {
    expect(MENU_COLUMN_SIZE).toBe(6);
    const colours = Array.from({ length: 12 }, (_, index) => index);
    expect(chunkColumns(colours)).toEqual([
      [0, 1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10, 11],
    ]);
    expect(chunkColumns([1, 2, 3, 4, 5, 6, 7]).map((column) => column.length)).toEqual([6, 1]);
  });

  it("split by another size, and give nothing for nothing", () => {
    expect(chunkColumns([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkColumns([])).toEqual([]);
    expect(() => chunkColumns([1], 0)).toThrow(RangeError);
  });
});

describe("menu constants from docs/product", () => {
  it("shows the first six shapes and times the hover at 500 ms / 100 ms", () => {
    expect(POPULAR_SHAPES).toBe(6);
    expect(MENU_SWITCH_DELAY_MS).toBe(500);
    expect(MENU_CLOSE_DELAY_MS).toBe(100);
  });
});

describe("filteredCategoryHref", () => {
  it("links a category with the catalog's filters query", () => {
    expect(filteredCategoryHref("60", "5")).toBe("/store/category/60?filters=5");
    expect(filteredCategoryHref(59, 35)).toBe("/store/category/59?filters=35");
  });

  it("escapes what would break the address", () => {
    expect(filteredCategoryHref("6 0", "1&x=2")).toBe("/store/category/6%200?filters=1%26x%3D2");
  });
});

describe("splitTopCategories", () => {
  const categories = ["Eyeglasses", "Sunglasses", "New arrivals", "Final sale", "Most popular"];

  it("gives the first three mega-menus and the fourth as Final Sale", () => {
    expect(splitTopCategories(categories)).toEqual({ featured: ["Eyeglasses", "Sunglasses", "New arrivals"], finalSale: "Final sale" });
  });

  it("copes with fewer categories", () => {
    expect(splitTopCategories(["Eyeglasses", "Sunglasses"])).toEqual({ featured: ["Eyeglasses", "Sunglasses"], finalSale: null });
    expect(splitTopCategories(null)).toEqual({ featured: [], finalSale: null });
  });
});

describe("currency and language switchers", () => {
  it("show only when the store offers more than one", () => {
    expect(showSwitcher([{ code: "USD" }, { code: "EUR" }, { code: "GBP" }])).toBe(true);
    expect(showSwitcher([{ code: "en-us" }])).toBe(false);
    expect(showSwitcher([])).toBe(false);
    expect(showSwitcher(null)).toBe(false);
  });
});

describe("toOptions (REST shapes, colours, features)", () => {
  it("keeps name, filter id and the picture or swatch, as strings", () => {
    expect(
      toOptions([
        { name: "Round", image: "/api/image/shape/round.svg", url: "/store/category/60?filters=1", filter: "1" },
        { name: "Black", color: "#1d1d1f", filter: 11 },
        { name: "Polarized", filter: "35" },
      ]),
    ).toEqual([
      { name: "Round", filter: "1", image: "/api/image/shape/round.svg", url: "/store/category/60?filters=1" },
      { name: "Black", filter: "11", color: "#1d1d1f" },
      { name: "Polarized", filter: "35" },
    ]);
  });

  it("skips malformed entries and answers that are not lists", () => {
    expect(toOptions([null, { name: "", filter: "1" }, { name: "No filter" }, "Round"])).toEqual([]);
    expect(toOptions({ error: "HTTP error! status: 500" })).toEqual([]);
    expect(toOptions(null)).toEqual([]);
  });
});
