/** Remix's scripts made inert in the document stream (decision 211), however the stream is cut. */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { scriptsAfterLoad } from "~/lib/document/scripts-after-load.server";

const remixTail =
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>' +
  '<script nonce="n0nce">window.__remixContext = {"state":{"loaderData":{"root":{"name":"Çà va \\"quoted\\""}}}};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>';
const inertTail =
  '<link rel="modulepreload-after-load" href="/assets/entry.client-A.js"/><link rel="modulepreload-after-load" href="/assets/root-B.js"/>' +
  '<script nonce="n0nce">window.__remixContext = {"state":{"loaderData":{"root":{"name":"Çà va \\"quoted\\""}}}};</script>' +
  '<script nonce="n0nce" type="module-after-load" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>';

/** Streams `html` through the transform in chunks of `size` bytes; what came out, as text. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(scriptsAfterLoad())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

describe("scriptsAfterLoad", () => {
  it("makes the hints and the module script inert, whatever the chunk size (a UTF-8 letter split too)", async () => {
    for (const size of [1, 2, 3, 7, 16, 25, 64, 4096]) {
      expect(await through(`<body><h1>Façade</h1>${remixTail}</body></html>`, size), `chunks of ${size}`).toBe(
        `<body><h1>Façade</h1>${inertTail}</body></html>`,
      );
    }
  });

  it("writes the route manifest Remix indents on one line, the same JSON, whatever the chunk size", async () => {
    const manifest = {
      entry: { module: "/assets/entry.client-A.js" },
      routes: { root: { id: "root", path: "", css: ["/assets/ç-C.css"] } },
    };
    const script = (json: string) =>
      `<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-B.js";\nwindow.__remixManifest = ${json};\n` +
      `window.__remixRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script>`;
    const indented = `<body>${script(JSON.stringify(manifest, null, 2))}<script id="scripts-loader">x()</script></body>`;
    const compact = `<body>${script(JSON.stringify(manifest))}<script id="scripts-loader">x()</script></body>`.replace(
      'type="module"',
      'type="module-after-load"',
    );
    for (const size of [1, 5, 16, 64, 4096]) expect(await through(indented, size), `chunks of ${size}`).toBe(compact);
  });

  it("leaves every other script and link as it was", async () => {
    const other =
      '<link rel="preload" as="image" href="/hero.svg"/><script type="application/ld+json">{"@type":"Product"}</script>' +
      '<script nonce="x">history.scrollRestoration = "manual"</script><link rel="stylesheet" href="/a.css" disabled=""/>';
    expect(await through(other, 9)).toBe(other);
  });

  it("holds back nothing but the start of a possible rewrite, so a streamed shell is not delayed", async () => {
    /** What comes out at once for one chunk written while the stream stays open. */
    const passedAtOnce = (chunk: string) =>
      new Promise<string>((resolve) => {
        const stream = scriptsAfterLoad();
        stream.once("data", (out: Buffer) => resolve(out.toString()));
        stream.write(Buffer.from(chunk));
      });
    expect(await passedAtOnce("<main>Frames</main><link rel=")).toBe("<main>Frames</main>");
    expect(await passedAtOnce('<p>Tortoise</p><script type="module" async="')).toBe("<p>Tortoise</p><script ");
    expect(await passedAtOnce("<p>Tortoise</p>")).toBe("<p>Tortoise</p>");
  });
});
