import { describe, expect, it } from "vitest";
import { cacheControlFor } from "~/lib/document/cache-policy.server";
import {
  childPath,
  parseChild,
  productPages,
  productSitemapCount,
  SITEMAP_MAX_URLS,
  sitemapIndex,
  urlset,
  w3cDate,
  xmlEscape,
} from "~/lib/seo/sitemap";

describe("sitemap XML", () => {
  it("escapes what XML needs escaped", () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    expect(urlset([{ loc: "https://s.example/a?x=1&y=2", lastmod: "2024-01-02" }])).toContain(
      "<url><loc>https://s.example/a?x=1&amp;y=2</loc><lastmod>2024-01-02</lastmod></url>",
    );
  });

  it("writes an index of children", () => {
    const xml = sitemapIndex(["https://s.example/sitemaps/products-1.xml"]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain("<sitemap><loc>https://s.example/sitemaps/products-1.xml</loc></sitemap>");
  });

  it("splits products into children of at most 50,000", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(productSitemapCount(0)).toBe(1);
    expect(productSitemapCount(50_000)).toBe(1);
    expect(productSitemapCount(100_001)).toBe(3);
    expect(productPages(1)).toEqual({ first: 1, last: 100 });
    expect(productPages(3)).toEqual({ first: 201, last: 300 });
  });

  it("names and parses children", () => {
    expect(childPath({ kind: "products", number: 2 })).toBe("/sitemaps/products-2.xml");
    expect(parseChild("products-2.xml")).toEqual({ kind: "products", number: 2 });
    expect(parseChild("brands.xml")).toEqual({ kind: "brands" });
    for (const bad of ["products-0.xml", "products-x.xml", "brands", "other.xml", "products-1.xml.gz"]) expect(parseChild(bad)).toBeNull();
  });

  it("dates lastmod as W3C dates", () => {
    expect(w3cDate("2024-03-01 10:00:00")).toBe("2024-03-01");
    expect(w3cDate("")).toBeUndefined();
  });

  it("lets shared caches keep sitemaps and robots.txt for an hour", () => {
    for (const pathname of ["/sitemap.xml", "/sitemaps/products-1.xml", "/robots.txt"]) {
      expect(cacheControlFor({ method: "GET", pathname, status: 200, anonymous: true, setsCookie: false })).toBe(
        "public, max-age=0, s-maxage=3600, stale-while-revalidate=600",
      );
    }
  });
});
