/**
 * What the browser needs for the first paint comes first and nothing blocks it (decisions 150, 211):
 * the page's CSS inside the document, no stylesheet to fetch, the hero image preloaded at high
 * priority, and no script the browser would fetch before the page has loaded: the module hints and
 * Remix's module script are inert until the loader at the end of the body starts them.
 */
import { describe, expect, inject, it } from "vitest";

const base = inject("shopUrl");

const documentOf = async (path: string) => {
  const answer = await fetch(base + path);
  expect(answer.status).toBe(200);
  return answer.text();
};

const headOf = async (path: string) => {
  const html = await documentOf(path);
  return html.slice(0, html.indexOf("</head>"));
};

describe("the head of a page", () => {
  it.each(["/", "/store/category/60", "/store/product/1"])(
    "%s: inline CSS, no blocking stylesheet, no script fetched before the page has loaded",
    async (path) => {
      const html = await documentOf(path);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toMatch(/<style data-href="[^"]+\.css">/);
      const stylesheets = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      for (const link of stylesheets) expect(link, "a linked stylesheet is only a marker, never fetched").toContain('disabled=""');
      expect(html).not.toMatch(/rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).not.toMatch(/<script[^>]*\bsrc=/);
      // What the loader starts: the page's modules (in the head too, so the keyword view comes
      // with them) and Remix's module script, which imports the entry.
      expect((head.match(/<link rel="modulepreload-after-load" href="\/assets\/[^"]+\.js"/g) ?? []).length).toBeGreaterThan(3);
      expect(html).toMatch(/<script nonce="[^"]*" type="module-after-load" async="">[^<]*import\("\/assets\/entry\.client-/);
      expect(html).toMatch(/<div id="scripts-after-load" hidden=""><\/div><script id="scripts-loader" nonce="[^"]*">\(\(\) => \{/);
    },
  );

  it("home preloads its hero image at high priority", async () => {
    const head = await headOf("/");
    expect(head).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high"\/>/);
  });
});
