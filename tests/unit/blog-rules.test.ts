import { describe, expect, it } from "vitest";
import { pageHref, pageWindow, postGridColumns } from "~/lib/blog/pagination";

describe("blog pagination", () => {
  it("shows at most 8 page numbers, the current one centred where the ends allow", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(99, 20)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(3, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });

  it("links the same path with the page set, page 1 without it, other parameters kept", () => {
    expect(pageHref("/blog/category/1", "", 2)).toBe("/blog/category/1?page=2");
    expect(pageHref("/blog/category/1", "?page=2", 1)).toBe("/blog/category/1");
    expect(pageHref("/style-guides", "?utm=x&page=3", 4)).toBe("/style-guides?utm=x&page=4");
  });
});

describe("blog post grid", () => {
  it("has 2 columns with both side columns, 3 with one, else 4", () => {
    expect(postGridColumns(2)).toBe(2);
    expect(postGridColumns(1)).toBe(3);
    expect(postGridColumns(0)).toBe(4);
  });
});
