import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

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

  it("uses the given fallback", () => {
    expect(safeRedirect("https://evil.example", "/account")).toBe("/account");
  });
});
