/**
 * What the browser needs for the first paint comes first and nothing blocks it (decisions 150, 203):
 * the page's CSS inside the document, no stylesheet to fetch, the hero image preloaded at high
 * priority before the scripts, which are hinted at low priority so they never hold up the paint.
 */
import { describe, expect, inject, it } from "vitest";

const base = inject("shopUrl");

const headOf = async (path: string) => {
  const answer = await fetch(base + path);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  return html.slice(0, html.indexOf("</head>"));
};

describe("the head of a page", () => {
  it.each(["/", "/store/category/60", "/store/product/1"])(
    "%s: inline CSS, no blocking stylesheet, scripts at low priority",
    async (path) => {
      const head = await headOf(path);
      expect(head).toMatch(/<style data-href="[^"]+\.css">/);
      const stylesheets = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      for (const link of stylesheets) expect(link, "a linked stylesheet is only a marker, never fetched").toContain('disabled=""');
      const hints = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(hints.length).toBeGreaterThan(3);
      for (const hint of hints) expect(hint).toContain('fetchpriority="low"');
    },
  );

  it("home preloads its hero image at high priority before any script", async () => {
    const head = await headOf("/");
    const hero = head.search(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high"\/>/);
    expect(hero).toBeGreaterThan(-1);
    expect(hero).toBeLessThan(head.indexOf('rel="modulepreload"'));
  });
});
