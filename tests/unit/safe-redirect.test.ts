import { describe, expect, it } from "vitest";
import { safeRedirect, wayBack } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it("keeps local paths", () => {
    expect(safeRedirect("/account")).toBe("/account");
    expect(safeRedirect("/store/cart?step=2#top")).toBe("/store/cart?step=2#top");
  });

  it("falls back for other sites, protocol-relative and odd values", () => {
    for (const target of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "account",
      "/\t/evil.example",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(target as string | null | undefined)).toBe("/");
    }
  });

  it("percent-encodes what a Location header cannot carry (a character above U+00FF)", () => {
    expect(safeRedirect("/search/ŝunglasses?q=→#ĉ")).toBe("/search/%C5%9Dunglasses?q=%E2%86%92#%C4%89");
    expect(() => new Headers({ Location: safeRedirect("/store/cart?redirectTo=/💙") })).not.toThrow();
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("https://evil.example", "/account")).toBe("/account");
  });
});

describe("wayBack", () => {
  const post = (headers: Record<string, string>, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return [new Request("http://shop.test/store/cart", { method: "POST", headers }), form] as const;
  };

  it("prefers the form's own way back, checked", () => {
    expect(wayBack(...post({ Referer: "http://shop.test/eyeglasses" }, { redirectTo: "/account" }), "/store/cart")).toBe("/account");
    expect(wayBack(...post({ Referer: "http://shop.test/eyeglasses" }, { redirectTo: "//evil.example" }), "/store/cart")).toBe(
      "/store/cart",
    );
  });

  it("else returns to the page the post came from: its path and query, never another site", () => {
    expect(wayBack(...post({ Referer: "http://shop.test/search/round?page=2#tiles" }), "/store/cart")).toBe("/search/round?page=2");
    expect(wayBack(...post({ Referer: "https://evil.example/phish" }), "/store/cart")).toBe("/phish");
    expect(wayBack(...post({ Referer: "https://evil.example//other.example/x" }), "/store/cart")).toBe("/store/cart");
  });

  it("falls back without a Referer or with one that is no URL", () => {
    expect(wayBack(...post({}), "/store/cart")).toBe("/store/cart");
    expect(wayBack(...post({ Referer: "not a url" }), "/account/wishlist")).toBe("/account/wishlist");
  });
});
