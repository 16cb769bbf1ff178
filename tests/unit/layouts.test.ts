import { describe, expect, it } from "vitest";
import { layoutPath, matchesPattern, patternSpecificity, resolveLayout, type LayoutRule } from "~/lib/layouts";

describe("matchesPattern", () => {
  it("matches literally without wildcards", () => {
    expect(matchesPattern("/", "/")).toBe(true);
    expect(matchesPattern("/", "/store")).toBe(false);
    expect(matchesPattern("/account/wishlist", "/account/wishlist")).toBe(true);
    expect(matchesPattern("/account/wishlist", "/account/wishlists")).toBe(false);
  });

  it("lets * stand for any run of characters, slashes included", () => {
    expect(matchesPattern("*", "/anything/at/all")).toBe(true);
    expect(matchesPattern("/store/product/*", "/store/product/42")).toBe(true);
    expect(matchesPattern("/store/product/*", "/store/product")).toBe(false);
    expect(matchesPattern("/store/category*", "/store/category")).toBe(true);
    expect(matchesPattern("/store/category*", "/store/category/60/sub")).toBe(true);
    expect(matchesPattern("/blog/*/post", "/blog/a/b/post")).toBe(true);
  });

  it("treats regex characters in patterns literally", () => {
    expect(matchesPattern("/a.b", "/axb")).toBe(false);
    expect(matchesPattern("/a+(b)", "/a+(b)")).toBe(true);
  });
});

describe("layoutPath", () => {
  it("strips an amp suffix and trailing slashes", () => {
    expect(layoutPath("/store/product/42/amp")).toBe("/store/product/42");
    expect(layoutPath("/store/cart/")).toBe("/store/cart");
    expect(layoutPath("/amp")).toBe("/");
    expect(layoutPath("/")).toBe("/");
  });

  it("uses the route parameter url when present", () => {
    expect(layoutPath("/ray-ban-aviator", { url: "store/product/7" })).toBe("/store/product/7");
  });
});

describe("resolveLayout", () => {
  const rules: LayoutRule[] = [
    { name: "everything", patterns: ["*"], positions: { contentBottom: ["benefits"] } },
    { name: "store", patterns: ["/store/*"], positions: { left: ["serviceNote"] } },
    { name: "product", patterns: ["/store/product/*"], positions: { right: ["serviceNote"] } },
  ];

  it("picks the most specific matching pattern, whatever the order", () => {
    expect(resolveLayout("/store/product/7", rules).name).toBe("product");
    expect(resolveLayout("/store/product/7", [...rules].reverse()).name).toBe("product");
    expect(resolveLayout("/store/cart", rules).name).toBe("store");
    expect(resolveLayout("/privacy", rules).name).toBe("everything");
  });

  it("fills every position, empty when the layout leaves it out", () => {
    expect(resolveLayout("/store/product/7", rules)).toEqual({
      name: "product",
      contentTop: [],
      left: [],
      centre: [],
      right: ["serviceNote"],
      contentBottom: [],
    });
    expect(resolveLayout("/x", []).name).toBe("none");
  });

  it("ranks literal characters over wildcards", () => {
    expect(patternSpecificity("/store/product/*")).toBeGreaterThan(patternSpecificity("/store/*"));
    expect(patternSpecificity("/store/*")).toBeGreaterThan(patternSpecificity("*"));
    expect(patternSpecificity("/account/wishlist")).toBeGreaterThan(patternSpecificity("/account/*"));
  });

  it("hides the right column on the wishlist with the shop's own rules", () => {
    expect(resolveLayout("/account/wishlist").right).toEqual([]);
    expect(resolveLayout("/").contentBottom).toContain("benefits");
  });
});
