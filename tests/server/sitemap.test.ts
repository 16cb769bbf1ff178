/**
 * Sitemaps and robots.txt from the built server (decision 141): valid sitemap XML by the protocol's
 * rules, absolute locations on the public origin, every location a 200 page that names itself
 * canonical, and a robots.txt that names the sitemap.
 */
import { describe, expect, inject, it } from "vitest";

const base = inject("shopUrl");

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers: { "user-agent": "Googlebot/2.1", ...headers }, redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XML_DECLARATION = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/;
/** Character data as XML allows it: no raw `<`, and `&` only as an entity. */
const TEXT = "(?:[^<&]|&(?:amp|lt|gt|quot|apos);)+";

/** The `<loc>`s of a document that holds only the elements the sitemap schema allows, in its order. */
function locations(xml: string, root: "urlset" | "sitemapindex"): string[] {
  const item = root === "urlset" ? "url" : "sitemap";
  const entry = `\\s*<${item}>\\s*<loc>(${TEXT})</loc>(?:\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>)?\\s*</${item}>`;
  const body = xml.replace(XML_DECLARATION, "");
  expect(body.startsWith(`<${root} ${NAMESPACE}>`), `${root} root`).toBe(true);
  expect(body.trimEnd().endsWith(`</${root}>`), `${root} closed`).toBe(true);
  const inner = body.slice(`<${root} ${NAMESPACE}>`.length, body.trimEnd().length - `</${root}>`.length);
  expect(inner, "nothing but entries").toMatch(new RegExp(`^(?:${entry})*\\s*$`));
  return [...inner.matchAll(new RegExp(entry, "g"))].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("robots.txt", () => {
  it("names the sitemap and keeps crawlers out of cart, checkout, account, compare, search and the API", async () => {
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${base}/sitemap.xml`);
    for (const path of ["/api/", "/account", "/store/cart", "/store/checkout", "/store/compare", "/search"]) {
      expect(robots.text).toContain(`Disallow: ${path}\n`);
    }
  });
});

describe("sitemaps", () => {
  it("index the children, each a valid urlset of absolute locations that answer 200 and are their own canonical", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(index.headers.get("cache-control")).toContain("s-maxage=3600");
    const children = locations(index.text, "sitemapindex");
    expect(children.map((loc) => loc.replace(base, ""))).toEqual([
      "/sitemaps/products-1.xml",
      "/sitemaps/categories.xml",
      "/sitemaps/brands.xml",
      "/sitemaps/pages.xml",
      "/sitemaps/posts.xml",
    ]);

    const all: string[] = [];
    for (const child of children) {
      const sitemap = await get(child.replace(base, ""));
      expect(sitemap.status, child).toBe(200);
      const locs = locations(sitemap.text, "urlset");
      expect(locs.length, child).toBeGreaterThan(0);
      expect(locs.length, child).toBeLessThanOrEqual(50_000);
      for (const loc of locs) expect(loc.startsWith(`${base}/`), loc).toBe(true);
      // Products: the first few stand for the rest (the crawl test follows more).
      all.push(...(child.includes("products") ? locs.slice(0, 15) : locs));
    }
    expect(new Set(all).size).toBe(all.length);

    for (const loc of all) {
      const page = await get(loc.replace(base, ""));
      expect(page.status, loc).toBe(200);
      expect(canonicalOf(page.text), loc).toBe(loc);
    }
  });

  it("are written on the public origin a trusted proxy reports", async () => {
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" };
    const index = await get("/sitemap.xml", headers);
    expect(locations(index.text, "sitemapindex")[0]).toBe("https://shop.example/sitemaps/products-1.xml");
    const products = await get("/sitemaps/products-1.xml", headers);
    expect(locations(products.text, "urlset")[0]).toMatch(/^https:\/\/shop\.example\/[a-z0-9-]+$/);
    expect((await get("/robots.txt", headers)).text).toContain("Sitemap: https://shop.example/sitemap.xml");
  });

  it("answer 404 for a child that does not exist", async () => {
    for (const path of ["/sitemaps/products-2.xml", "/sitemaps/other.xml"]) expect((await get(path)).status, path).toBe(404);
  });
});
