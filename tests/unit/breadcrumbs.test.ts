import { describe, expect, it } from "vitest";
import { buildBreadcrumbs, humanize } from "~/lib/breadcrumbs";

const categories = [
  { id: "60", name: "Eyeglasses" },
  { id: 59, name: "Sunglasses" },
];

describe("buildBreadcrumbs", () => {
  it("is empty on the home page", () => {
    expect(buildBreadcrumbs("/")).toEqual([]);
    expect(buildBreadcrumbs("")).toEqual([]);
  });

  it("drops store, category and product, and names categories from the loaded list", () => {
    expect(buildBreadcrumbs("/store/category/60", categories)).toEqual([{ label: "Eyeglasses", to: "/store/category/60" }]);
    expect(buildBreadcrumbs("/store/category/59/", categories)).toEqual([{ label: "Sunglasses", to: "/store/category/59" }]);
  });

  it("keeps the id when the category is not in the list, and never renames other ids", () => {
    expect(buildBreadcrumbs("/store/category/999", categories)).toEqual([{ label: "999", to: "/store/category/999" }]);
    expect(buildBreadcrumbs("/store/product/60", categories)).toEqual([{ label: "60", to: "/store/product/60" }]);
  });

  it("adds one entry per remaining segment, linking to the path up to it", () => {
    expect(buildBreadcrumbs("/account/address/5/edit")).toEqual([
      { label: "Account", to: "/account" },
      { label: "Address", to: "/account/address" },
      { label: "5", to: "/account/address/5" },
      { label: "Edit", to: "/account/address/5/edit" },
    ]);
    expect(buildBreadcrumbs("/store/cart")).toEqual([{ label: "Cart", to: "/store/cart" }]);
  });

  it("turns keyword segments into words", () => {
    expect(buildBreadcrumbs("/about_us")).toEqual([{ label: "About us", to: "/about_us" }]);
    expect(buildBreadcrumbs("/search/round%20frames")).toEqual([
      { label: "Search", to: "/search" },
      { label: "Round frames", to: "/search/round%20frames" },
    ]);
    expect(humanize("size-guide")).toBe("Size guide");
  });

  it("drops the hidden segments whatever their case", () => {
    expect(buildBreadcrumbs("/Store/Category/60", categories)).toEqual([{ label: "Eyeglasses", to: "/Store/Category/60" }]);
  });
});
