/** Addresses from the store reach href/src only when http(s) or relative on this site; store HTML keeps no id/name. */
import { describe, expect, it } from "vitest";
import { dropUnsafeUrls } from "~/lib/api/client.server";
import { bannerHref, safeUrl } from "~/lib/links";
import { sanitizeContent } from "~/lib/sanitize.server";

describe("safeUrl", () => {
  it("keeps http(s) addresses and relative ones on this site", () => {
    for (const url of [
      "https://cdn.example.com/a.jpg",
      "HTTP://example.com",
      "/store/product/1",
      "eyeglasses",
      "?page=2",
      "#reviews",
      "",
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
    expect(safeUrl("  /glasses ")).toBe("/glasses");
  });

  it("drops every other scheme, however it is disguised, and other hosts without a scheme", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "//evil.example/x",
      "\\\\evil.example/x",
      "/\\evil.example/x",
      "/\t/evil.example/x",
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBe("");
    }
    expect(safeUrl(null)).toBe("");
  });

  it("a banner's javascript: link becomes the home page", () => {
    expect(bannerHref("javascript:alert(1)")).toBe("/");
  });
});

describe("an API answer's addresses", () => {
  it("are made safe in every url, link and image field, at any depth, and nothing else is touched", () => {
    const answer = dropUnsafeUrls({
      categoriesMenu: [
        {
          name: "javascript:ok as text",
          url: "javascript:alert(1)",
          children: [{ url: "/eyeglasses", image: "data:image/svg+xml,<svg onload=alert(1)>" }],
        },
      ],
      banner: { link: "javascript:alert(2)", image: "https://cdn.example.com/b.jpg", imageAlt: "javascript: a caption" },
      product: { imageLazy: "javascript:x", imageBig: "/image/big.jpg", description: "<a href='javascript:x'>kept for the sanitiser</a>" },
    });
    expect(answer).toEqual({
      categoriesMenu: [{ name: "javascript:ok as text", url: "", children: [{ url: "/eyeglasses", image: "" }] }],
      banner: { link: "", image: "https://cdn.example.com/b.jpg", imageAlt: "javascript: a caption" },
      product: { imageLazy: "", imageBig: "/image/big.jpg", description: "<a href='javascript:x'>kept for the sanitiser</a>" },
    });
  });
});

describe("store HTML", () => {
  it("keeps no id or name attribute (DOM clobbering), nor a javascript: link", () => {
    const html = sanitizeContent(
      `<p id="config">a</p><a name="settings" id="x" href="javascript:alert(1)">b</a><img name="cookie" id="y" src="/i.jpg" alt=""><form id="f"><input name="q"></form>`,
    );
    expect(html).not.toMatch(/\sid=|\sname=|javascript:/);
    expect(html).toContain('<img src="/i.jpg" alt="" />');
  });
});
