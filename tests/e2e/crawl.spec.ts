/**
 * A search engine's visit (docs/decisions/140-142): no JavaScript, no cookies, Googlebot's user
 * agent, from the home page and the sitemaps, following internal links the robots rules allow, up
 * to a bound. No page answers 5xx, no internal link leads to a 404, and every indexable page has a
 * unique title, one h1, a canonical link and a description; every JSON-LD block parses.
 */
import { expect, test } from "./fixtures";

const MAX_PAGES = 150;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** Kept out by robots.txt: a crawler does not go there. */
const DISALLOWED = /^\/(api\/|account|store\/(cart|checkout|compare)|search|blog\/search|resources\/)/;

/** What a crawler reads of a page (our own server-rendered markup, so patterns suffice). */
function readPage(html: string) {
  const attribute = (tag: string | undefined, name: string) => (tag ? new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] : undefined);
  const metaTag = (name: string) => html.match(new RegExp(`<meta name="${name}"[^>]*>`))?.[0];
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
  return {
    robots: attribute(metaTag("robots"), "content") ?? "",
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    h1: (html.match(/<h1[\s>]/g) ?? []).length,
    canonical: attribute(html.match(/<link rel="canonical"[^>]*>/)?.[0], "href") ?? "",
    description: decode(attribute(metaTag("description"), "content") ?? "").trim(),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!),
    links: [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => decode(match[1]!)),
  };
}

test("a crawler finds every page healthy, described and canonical", async ({ playwright, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "js-off", "a crawler runs no JavaScript; once is enough");
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  // A fresh context: no cookies, Googlebot's user agent.
  const request = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { "user-agent": GOOGLEBOT } });

  const sitemapLocs = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  const seeds = ["/"];
  for (const child of await sitemapLocs("/sitemap.xml")) {
    const locs = (await sitemapLocs(new URL(child).pathname)).map((loc) => new URL(loc).pathname);
    seeds.push(...(child.includes("products") ? locs.slice(0, 10) : locs));
  }

  const queue = [...new Set(seeds)].map((path) => ({ path, from: "sitemap" }));
  const seen = new Set(queue.map((item) => item.path));
  const titles = new Map<string, string>();
  const problems: string[] = [];
  let visited = 0;

  const visit = async ({ path, from }: { path: string; from: string }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    if (status >= 500) problems.push(`${path}: ${status}`);
    if (status === 404) problems.push(`${path}: 404, linked from ${from}`);
    if (status !== 200) return;
    const facts = readPage(await response.text());
    for (const text of facts.jsonLd) {
      try {
        JSON.parse(text);
      } catch {
        problems.push(`${path}: JSON-LD does not parse`);
      }
    }
    if (facts.robots === "index,follow") {
      if (facts.h1 !== 1) problems.push(`${path}: ${facts.h1} h1 elements`);
      if (!facts.canonical.startsWith(`${origin}/`)) problems.push(`${path}: canonical "${facts.canonical}"`);
      if (!facts.description) problems.push(`${path}: no description`);
      // Two addresses of one page (an id route and its keyword URL) share a canonical, and so a title.
      const owner = titles.get(facts.title);
      if (owner && owner !== facts.canonical) problems.push(`${path}: title "${facts.title}" also on ${owner}`);
      titles.set(facts.title, facts.canonical);
    } else if (!facts.robots.startsWith("noindex")) {
      problems.push(`${path}: robots "${facts.robots}"`);
    }
    for (const href of facts.links) {
      const url = new URL(href, origin + path);
      if (url.origin !== origin || DISALLOWED.test(url.pathname)) continue;
      const next = url.pathname + url.search;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push({ path: next, from: path });
    }
  };

  // A few at a time, as a polite crawler does.
  while (queue.length && visited < MAX_PAGES) {
    const batch = queue.splice(0, Math.min(4, MAX_PAGES - visited));
    visited += batch.length;
    await Promise.all(batch.map(visit));
  }
  await request.dispose();
  expect(problems).toEqual([]);
  expect(visited).toBe(MAX_PAGES);
  expect(titles.size).toBeGreaterThan(50);
});
