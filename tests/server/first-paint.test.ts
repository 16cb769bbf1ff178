/**
 * What the browser needs for the first paint comes first and nothing else blocks it (decisions 150,
 * 211, 213): the layouts' stylesheets linked (the same cached files on every page), the page's own
 * CSS inside the document after them, the hero image preloaded at high priority, and no script the
 * browser would fetch before the page has loaded: the module hints and Remix's module script are
 * inert until the loader at the end of the body starts them.
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
    "%s: the shells' stylesheets linked, the page's inline after them, no script fetched before the page has loaded",
    async (path) => {
      const html = await documentOf(path);
      const head = html.slice(0, html.indexOf("</head>"));
      const linked = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]!);
      expect(linked.map((href) => /^\/assets\/([a-z-]+)-[\w-]{8}\.css$/.exec(href)?.[1])).toEqual([
        "root-shell",
        "shop-shell",
        "shop-and-checkout",
      ]);
      for (const href of linked) {
        const file = await fetch(base + href, { headers: { "accept-encoding": "br" } });
        expect(file.headers.get("cache-control"), href).toMatch(/immutable/);
        expect(file.headers.get("content-encoding"), href).toBe("br");
      }
      // The page's own CSS comes after the shells' (the cascade's order) and is never linked too.
      const inline = [...head.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]!);
      expect(inline.length).toBeGreaterThan(0);
      expect(head.indexOf("<style data-href=")).toBeGreaterThan(head.indexOf(`<link rel="stylesheet" href="${linked.at(-1)}"/>`));
      for (const href of inline) expect(linked).not.toContain(href);
      for (const link of head.match(/<link rel="stylesheet"[^>]*>/g) ?? [])
        if (!linked.some((href) => link.includes(`"${href}"`)))
          expect(link, "another stylesheet link is only a marker, never fetched").toContain('disabled=""');
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
