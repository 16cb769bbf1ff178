/** What a first visit to a page costs the browser: the document and the JavaScript and CSS it loads. */
import { request } from "node:http";
import { gzipSync } from "node:zlib";

export interface PageWeight {
  /** The document as the server sends it: raw, and Brotli-compressed as sent to a browser that accepts it. */
  htmlRaw: number;
  htmlBr: number;
  /** Stylesheets and classic scripts in the head: the browser waits for them before the first paint. */
  renderBlocking: number;
  /** Stylesheet files fetched, and all CSS bytes (raw) the page applies: fetched files plus inline `<style>`. */
  cssFiles: number;
  css: number;
  /** First-load JavaScript, gzipped. */
  js: number;
  jsFiles: number;
}

/** The bytes the server sends for `path` with `Accept-Encoding: br` (fetch would decode them). */
function brotliBytes(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers: { "accept-encoding": "br" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const hrefs = (html: string, pattern: RegExp) => new Set([...html.matchAll(pattern)].flatMap((m) => (m[1] ? [m[1]] : [])));

/**
 * The JavaScript a first visit to `path` loads, gzipped: the module preloads, script sources and
 * inline `import`s. Not every /assets path in the HTML: with lazy route discovery the inline route
 * manifest also names routes the page does not load (e.g. the keyword-URL splat, which would match
 * a parent path), and those would be counted twice over.
 */
export async function pageWeight(base: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(base + path)).text();
  const loaded = [
    // Hints the browser acts on at once, and those the loader turns into hints once the page has loaded (decision 211).
    /<link rel="modulepreload(?:-after-load)?" href="(\/assets\/[^"]+\.js)"/g,
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/g,
    /import[^"';]*?["'](\/assets\/[^"']+\.js)["']/g,
  ];
  const scripts = new Set(loaded.flatMap((pattern) => [...hrefs(html, pattern)]));
  // A disabled stylesheet link is never fetched: the inlined styles' markers (decision 150).
  const styles = hrefs(html, /<link rel="stylesheet" href="([^"]+\.css)"(?! disabled)/g);
  const head = html.slice(0, html.indexOf("</head>"));
  const blockingScripts = [...head.matchAll(/<script\b([^>]*)\bsrc=/g)].filter((m) => !/\b(async|defer|type="module")/.test(m[1] ?? ""));
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1] ?? ""), 0);
  const bytes = async (urls: Set<string>, zip: boolean) => {
    let total = 0;
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
      total += zip ? gzipSync(body).length : body.length;
    }
    return total;
  };
  return {
    htmlRaw: Buffer.byteLength(html),
    htmlBr: await brotliBytes(base, path),
    renderBlocking: hrefs(head, /<link rel="stylesheet" href="([^"]+)"(?! disabled)/g).size + blockingScripts.length,
    cssFiles: styles.size,
    css: (await bytes(styles, false)) + inlineCss,
    js: await bytes(scripts, true),
    jsFiles: scripts.size,
  };
}
