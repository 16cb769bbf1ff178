/**
 * Sitemap XML (sitemaps.org protocol; docs/decisions/141-sitemaps.md): an index naming its
 * children, and `urlset` children of at most 50,000 URLs. Pure, so unit-tested.
 */

/** The protocol's limit per child sitemap (and 50 MB, far off at ~100 bytes a URL). */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * Products per API call while a product sitemap is written: bounded memory, few round trips. The
 * API's largest page (decision 130 clamps `size` to 500): a larger size would come back as pages of
 * 500 that no longer line up with the children, and a child would end after its first call.
 */
export const PRODUCT_PAGE_SIZE = 500;

export const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
export const URLSET_CLOSE = "</urlset>\n";

/** The children besides the product sitemaps, in the index's order. */
export const FIXED_CHILDREN = ["categories", "brands", "pages", "posts"] as const;
export type FixedChild = (typeof FIXED_CHILDREN)[number];
export type SitemapChild = { kind: "products"; number: number } | { kind: FixedChild };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`);
}

/** "2024-03-01 10:00:00" → "2024-03-01" (W3C date); undefined when there is none. */
export function w3cDate(value: string | null | undefined): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec((value ?? "").trim())?.[0];
}

export function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>\n`;
}

export function urlset(entries: readonly { loc: string; lastmod?: string }[]): string {
  return URLSET_OPEN + entries.map((entry) => urlEntry(entry.loc, entry.lastmod)).join("") + URLSET_CLOSE;
}

export function sitemapIndex(locs: readonly string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>\n`).join("");
  return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/** How many product sitemaps `total` products need (at least one, so the index is stable). */
export function productSitemapCount(total: number, perSitemap = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(total / perSitemap));
}

/** The path of a child sitemap. */
export function childPath(child: SitemapChild): string {
  return child.kind === "products" ? `/sitemaps/products-${child.number}.xml` : `/sitemaps/${child.kind}.xml`;
}

/** The child a `/sitemaps/{name}` path names; null for anything else. */
export function parseChild(name: string): SitemapChild | null {
  const products = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  if (products) return { kind: "products", number: Number(products[1]) };
  const fixed = FIXED_CHILDREN.find((kind) => name === `${kind}.xml`);
  return fixed ? { kind: fixed } : null;
}

/** The API pages (of `pageSize`) that hold product sitemap `number`'s products. */
export function productPages(number: number, perSitemap = SITEMAP_MAX_URLS, pageSize = PRODUCT_PAGE_SIZE): { first: number; last: number } {
  const perChild = Math.ceil(perSitemap / pageSize);
  return { first: (number - 1) * perChild + 1, last: number * perChild };
}
