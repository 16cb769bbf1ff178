/** The generated artwork under /api/image/: every stored image path answers well-formed SVG, unknown paths 404. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let server: TestApi;
let shopper: Shopper;
const sql = async <T = any>(text: string) => (await server.api.db.query(text)).rows as T[];

beforeAll(async () => {
  server = await startTestApi();
  shopper = new Shopper(server.url);
});
afterAll(() => server?.close());

/**
 * A small well-formedness check (node has no DOMParser): tags balance, attributes are quoted,
 * and text holds no raw '<' or stray '&'. Returns the problems found.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const badEntity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const token = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"<]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let last = 0;
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    const text = xml.slice(last, match.index);
    if (text.includes("<") || text.includes(">")) problems.push(`stray markup near ${JSON.stringify(text.slice(0, 40))}`);
    if (badEntity.test(text) || badEntity.test(match[3] ?? "")) problems.push(`unescaped & near ${JSON.stringify(match[0].slice(0, 60))}`);
    last = token.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (!name) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) stack.push(name);
  }
  if (xml.slice(last).trim()) problems.push("text after the root element");
  if (stack.length) problems.push(`unclosed ${stack.join(", ")}`);
  if (!/^<svg[\s>]/.test(xml)) problems.push("does not start with <svg");
  return problems;
}

async function fetchSvg(path: string) {
  const response = await shopper.fetch(path);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

describe("generated images", () => {
  it("serves a product's image as cacheable, well-formed SVG", async () => {
    const { productsList } = await shopper.data(`{ productsList(size: 1) { content { image images(limit: 4) { image } } } }`);
    const [product] = productsList.content;
    expect(product.image).toMatch(/^\/api\/image\/frame\/.+\.svg$/);
    const svg = await fetchSvg(product.image);
    expect(svg.status).toBe(200);
    expect(svg.type).toMatch(/^image\/svg\+xml/);
    expect(svg.cache).toBe("public, max-age=31536000, immutable");
    expect(xmlProblems(svg.body)).toEqual([]);
    expect(svg.body).toContain("</svg>");
    expect(svg.body).toMatch(/viewBox="0 0 800 600"/);
    // The other angles of the same frame are different drawings.
    const angles = await Promise.all(product.images.map((i: { image: string }) => fetchSvg(i.image)));
    expect(new Set(angles.map((a) => a.body)).size).toBe(product.images.length);
  });

  it("draws every image the seed refers to", { timeout: 60_000 }, async () => {
    const paths = (
      await sql<{ image: string }>(
        `select image from manufacturer union select image from category union select image from banner
         union select image from menu_shape union select image from location union select image from blog_post
         union select image from blog_category union select image from language
         union (select distinct image from product_image order by image limit 60)`,
      )
    ).map((r) => r.image);
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const svg = await fetchSvg(path);
      expect(svg.status, path).toBe(200);
      expect(xmlProblems(svg.body), path).toEqual([]);
    }
  });

  it("escapes text in drawings (a brand with an ampersand)", async () => {
    const [brand] = await sql<{ image: string; name: string }>(`select image, name from manufacturer where name = 'Halden & Rowe'`);
    const svg = await fetchSvg(brand.image);
    expect(svg.body).toContain(">Halden &amp; Rowe</text>");
    expect(xmlProblems(svg.body)).toEqual([]);
  });

  it("draws the same bytes for the same path", async () => {
    const [{ image }] = await sql<{ image: string }>(`select image from product_image order by id desc limit 1`);
    const [a, b] = await Promise.all([fetchSvg(image), fetchSvg(image)]);
    expect(a.body).toBe(b.body);
  });

  it("answers 404 for paths that name no drawing", async () => {
    for (const path of [
      "/api/image/nothing.svg",
      "/api/image/frame/triangle/acetate/black/clear/front.svg",
      "/api/image/frame/round/acetate/black/clear/top.svg",
      "/api/image/frame/round/acetate/black/clear.svg",
      "/api/image/brand/no-such-brand.svg",
      "/api/image/blog/0.svg",
      "/api/image/banner/new-season.png",
      "/api/image/%E0%A4%A.svg",
    ]) {
      expect((await shopper.fetch(path)).status, path).toBe(404);
    }
  });
});
