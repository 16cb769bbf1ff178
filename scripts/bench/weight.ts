/** What a first visit to a page costs the browser: the document and the JavaScript and CSS it loads. */
import { gzipSync } from "node:zlib";

export interface PageWeight {
  /** The document, gzipped. */
  html: number;
  js: number;
  jsFiles: number;
  css: number;
}

/**
 * The JavaScript a first visit to `path` loads, gzipped: the module preloads, script sources and
 * inline `import`s. Not every /assets path in the HTML: with lazy route discovery the inline route
 * manifest also names routes the page does not load (e.g. the keyword-URL splat, which would match
 * a parent path), and those would be counted twice over.
 */
export async function pageWeight(base: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(base + path)).text();
  const loaded = [
    /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g,
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/g,
    /import[^"';]*?["'](\/assets\/[^"']+\.js)["']/g,
  ];
  const scripts = new Set(loaded.flatMap((pattern) => [...html.matchAll(pattern)].flatMap((m) => (m[1] ? [m[1]] : []))));
  const styles = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])));
  const gzipped = async (urls: Set<string>) => {
    let total = 0;
    for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length;
    return total;
  };
  return { html: gzipSync(html).length, js: await gzipped(scripts), jsFiles: scripts.size, css: await gzipped(styles) };
}
