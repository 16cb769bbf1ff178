/**
 * Benchmarks that print figures (no pass/fail), all in one run on this machine:
 *   - first-load weight of the main pages;
 *   - Lighthouse mobile on six of them, when Chromium is installed (CHROME_PATH, default /usr/bin/chromium);
 *   - response times, one request at a time;
 *   - load: many connections at once on home, a category and a product, for an anonymous visitor
 *     and for a shopper with a cart (also with the render memo off), beside the same HTML served as a static file by the same
 *     server (the ratio is the figure to compare between runs), plus add to cart;
 *   - with --catalogue, the same load on a large catalogue, its product sitemaps (time, URLs per
 *     file, the server's peak memory) and the API's catalogue queries on it;
 *   - a slow store: a storefront on the stock profile behind a proxy that holds each store call
 *     (--store-delay ms, 150 by default): per page, the store calls, those made in sequence, and the time;
 *   - a real store's cold pages: a fresh storefront on the wordpress profile behind a proxy holding
 *     each call 300–600 ms with four PHP workers (then 900–3000 ms, then the stock profile at 15–50 ms),
 *     the first visits of home, a category, a product, a blog post: calls, those answered 404, time (cold-store.ts).
 *
 *   npm run bench                                  build (into build-bench/) and measure the demo shop
 *   npm run seed:large && npm run bench -- --catalogue=data/bench    also on 100,000 products
 *   npm run bench -- --skip-build --weight-only     only the first-load weight table
 *   npm run bench -- --skip-build --lighthouse-only only Lighthouse mobile (median of 3 runs per page)
 *   npm run bench -- --no-lighthouse                everything but Lighthouse (it takes a few minutes)
 *   npm run bench -- --skip-build --slow-store-only only the slow store (ports --port to --port + 2)
 *   npm run bench -- --skip-build --cold-store-only only a real store's cold pages; with
 *                   --compare-build=build-before (a build of an earlier commit) that build's first
 *   npm run bench -- --skip-build --page-cache-only only the page cache: a product page's hit rate and
 *                                                  req/s, as is and with a random utm_source per request
 *   npm run bench -- --skip-build --api-cpu-only    only the API's CPU-seconds per 1 MB upload and per
 *                                                  sign-in, and a listing's rate with a random sort
 *
 * Figures depend on the machine; compare runs on the same machine.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { benchApiCpu } from "./api-cpu";
import { benchCatalogueQueries } from "./catalogue";
import { benchColdStore } from "./cold-store";
import { benchLighthouse } from "./lighthouse";
import { loadRun, sampleMemory, type LoadResult } from "./load";
import { BUILD_DIR, buildShop, shopperWithCart, startShop, type RunningShop } from "./shop";
import { benchSitemaps } from "./sitemaps";
import { benchSlowStore } from "./slow-store";
import { kb, row, timeIt } from "./stats";
import { pageWeight } from "./weight";

const { values } = parseArgs({
  options: {
    catalogue: { type: "string" },
    port: { type: "string", default: "4590" },
    requests: { type: "string", default: "40" },
    connections: { type: "string", default: "32" },
    seconds: { type: "string", default: "20" },
    "skip-build": { type: "boolean", default: false },
    "skip-load": { type: "boolean", default: false },
    "weight-only": { type: "boolean", default: false },
    "lighthouse-only": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    "slow-store-only": { type: "boolean", default: false },
    "no-slow-store": { type: "boolean", default: false },
    "cold-store-only": { type: "boolean", default: false },
    "compare-build": { type: "string" },
    "page-cache-only": { type: "boolean", default: false },
    "api-cpu-only": { type: "boolean", default: false },
    "store-delay": { type: "string", default: "150" },
    "slow-runs": { type: "string", default: "5" },
  },
});

const port = Number(values.port);
const requestCount = Number(values.requests);
const connections = Number(values.connections);
const seconds = Number(values.seconds);

interface GraphQLAnswer<T> {
  data?: T;
}

async function graphql<T>(base: string, query: string): Promise<T | undefined> {
  const response = await fetch(`${base}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as GraphQLAnswer<T>).data;
}

interface ProductNode {
  id: string;
  keyword: string | null;
  options: { required: boolean | null }[] | null;
}

interface Picked {
  productPath: string;
  /** The same product by its keyword URL (the catch-all route), and a blog post by its own. */
  productKeywordPath: string;
  postPath: string;
  readyToWearId: string;
}

/** A product page to measure, and a product that goes into the cart without options. */
async function pickProducts(base: string): Promise<Picked> {
  const data = await graphql<{ productsList: { content: ProductNode[] }; postsList: { content: { id: string }[] } }>(
    base,
    `
      {
        productsList(size: 100, sort: "id") {
          content {
            id
            keyword
            options {
              required
            }
          }
        }
        postsList(size: 1) {
          content {
            id
          }
        }
      }
    `,
  );
  const products = data?.productsList.content ?? [];
  const readyToWear = products.find((product) => !(product.options ?? []).some((option) => option.required));
  return {
    productPath: `/store/product/${products[0]?.id ?? "1"}`,
    productKeywordPath: `/${products[0]?.keyword ?? ""}`,
    postPath: `/blog/post/${data?.postsList.content[0]?.id ?? "1"}`,
    readyToWearId: readyToWear?.id ?? products[0]?.id ?? "1",
  };
}

async function benchWeight(shop: RunningShop, pages: string[]) {
  console.log("\nFirst-load weight (HTML raw and as sent with Brotli; render-blocking files; CSS raw, files and inline;");
  console.log("JS gzip, the Remix + React floor is about 85 KB)");
  const widths = [34, 9, 9, 9, 9, 6, 9, 6];
  console.log(row(["  page", "HTML", "HTML br", "blocking", "CSS", "files", "JS gz", "files"], widths));
  for (const path of pages) {
    const w = await pageWeight(shop.base, path);
    console.log(row([`  ${path}`, kb(w.htmlRaw), kb(w.htmlBr), w.renderBlocking, kb(w.css), w.cssFiles, kb(w.js), w.jsFiles], widths));
  }
}

async function benchResponseTimes(shop: RunningShop, pages: string[]) {
  console.log(`\nServer response times, ${requestCount} sequential requests each after a warm-up (ms)`);
  const widths = [32, 8, 8];
  console.log(row(["  page", "median", "p95"], widths));
  for (const path of pages) {
    await fetch(shop.base + path).then((r) => r.arrayBuffer());
    const { median, p95 } = await timeIt(() => fetch(shop.base + path).then((r) => r.arrayBuffer()), requestCount);
    console.log(row([`  ${path}`, median.toFixed(1), p95.toFixed(1)], widths));
  }
}

interface LoadPage {
  label: string;
  path: string;
}

const formatLoad = (result: LoadResult) => [
  result.requestsPerSecond.toFixed(0),
  `${result.p99.toFixed(0)} ms`,
  result.fiveXx + result.errors + result.timeouts,
  result.cpuMsPerRequest == null ? "-" : result.cpuMsPerRequest.toFixed(1),
];

/**
 * Load on each page for an anonymous visitor and for a shopper with a cart, beside the same HTML
 * served as a static file by the same server. The ratio to static is what carries between machines.
 */
async function benchLoad(shop: RunningShop, pages: LoadPage[], readyToWearId: string, title: string): Promise<Map<string, LoadResult>> {
  const staticFigures = new Map<string, LoadResult>();
  const memory = sampleMemory(shop.pid);
  const cookie = await shopperWithCart(shop.base, readyToWearId);
  const staticDir = resolve(BUILD_DIR, "client", "__bench");
  mkdirSync(staticDir, { recursive: true });
  console.log(`\n${title}: ${connections} connections, ${seconds} s each (req/s, p99, 5xx + errors, server CPU ms per request)`);
  const widths = [22, 8, 8, 8, 9, 8, 7, 8, 8, 9, 8, 7];
  console.log(
    row(["  page", "static", "anon", "p99", "5xx+err", "cpu ms", "ratio", "shopper", "p99", "5xx+err", "cpu ms", "ratio"], widths),
  );
  const run = (path: string, headers: Record<string, string> = {}) =>
    loadRun({ url: shop.base + path, connections, seconds, headers, serverPid: shop.pid });
  for (const page of pages) {
    const file = `${page.label.replace(/\W+/g, "-")}.html`;
    // Served as a static asset is: with its compressed copies made beforehand (as the build does for assets).
    const html = Buffer.from(await (await fetch(shop.base + page.path)).text());
    writeFileSync(join(staticDir, file), html);
    writeFileSync(join(staticDir, `${file}.br`), brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(join(staticDir, `${file}.gz`), gzipSync(html, { level: 9 }));
    const staticRun = await run(`/__bench/${file}`);
    staticFigures.set(page.path, staticRun);
    const anonymous = await run(page.path);
    const shopper = await run(page.path, { cookie });
    const ratio = (result: LoadResult) => (result.requestsPerSecond / staticRun.requestsPerSecond).toFixed(2);
    const [anonRps, anonP99, anonErrors, anonCpu] = formatLoad(anonymous);
    const [shopperRps, shopperP99, shopperErrors, shopperCpu] = formatLoad(shopper);
    console.log(
      row(
        [
          `  ${page.label}`,
          staticRun.requestsPerSecond.toFixed(0),
          anonRps!,
          anonP99!,
          anonErrors!,
          anonCpu!,
          ratio(anonymous),
          shopperRps!,
          shopperP99!,
          shopperErrors!,
          shopperCpu!,
          ratio(shopper),
        ],
        widths,
      ),
    );
  }
  const adds = await loadRun({
    url: `${shop.base}/store/cart`,
    method: "POST",
    connections,
    seconds,
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: shop.base },
    body: new URLSearchParams({ intent: "add", id: readyToWearId, quantity: "1" }).toString(),
    serverPid: shop.pid,
  });
  const [addRps, addP99, addErrors, addCpu] = formatLoad(adds);
  console.log(`  add to cart (POST): ${addRps} req/s, p99 ${addP99}, 5xx + errors ${addErrors} of ${adds.total}, cpu ${addCpu} ms`);
  console.log(`\n${title}: memory over the runs (MB resident per process id: the supervisor, the API's, the web processes)`);
  for (const line of memory.stop()) console.log(line);
  return staticFigures;
}

/**
 * The shopper's pages again on a shop started with the render memo off (RENDER_MEMO_MB=0): every
 * page rendered by React, as for a shopper whose page data no earlier request had. Beside the
 * static figures of the run above.
 */
async function benchShopperRenders(
  env: Record<string, string> | undefined,
  pages: LoadPage[],
  readyToWearId: string,
  staticFigures: Map<string, LoadResult>,
) {
  const shop = await startShop({ port, env: { ...env, RENDER_MEMO_MB: "0" } });
  try {
    const cookie = await shopperWithCart(shop.base, readyToWearId);
    console.log("  the shopper's pages with the render memo off (RENDER_MEMO_MB=0), each rendered again:");
    for (const page of pages) {
      const result = await loadRun({ url: shop.base + page.path, connections, seconds, headers: { cookie }, serverPid: shop.pid });
      const [rps, p99, errors, cpu] = formatLoad(result);
      const staticRps = staticFigures.get(page.path)?.requestsPerSecond;
      const ratio = staticRps ? (result.requestsPerSecond / staticRps).toFixed(2) : "-";
      console.log(`    ${page.label}: ${rps} req/s, p99 ${p99}, 5xx + errors ${errors}, cpu ${cpu} ms, ratio ${ratio}`);
    }
  } finally {
    await shop.stop();
  }
}

async function benchShop(options: { env?: Record<string, string>; title: string; weights: boolean; sitemaps?: boolean }) {
  const shop = await startShop({ port, env: options.env });
  /** What runs once this shop has stopped (a second shop on the same port). */
  let after: (() => Promise<void>) | undefined;
  try {
    const { productPath, productKeywordPath, postPath, readyToWearId } = await pickProducts(shop.base);
    const pages = [
      "/",
      "/store/category/60",
      productPath,
      productKeywordPath,
      "/store/manufacturer",
      "/store/special",
      "/store/cart",
      "/account/login",
      postPath,
      "/contact",
    ];
    const lighthouseOnly = values["lighthouse-only"];
    if (options.weights && !lighthouseOnly) {
      await benchWeight(shop, pages);
      if (!values["weight-only"]) await benchResponseTimes(shop, pages);
    }
    if (options.weights && (lighthouseOnly || (!values["no-lighthouse"] && !values["weight-only"]))) {
      await benchLighthouse(shop.base, [
        { label: "/", path: "/" },
        { label: "/store/category/60", path: "/store/category/60" },
        { label: productPath, path: productPath },
        { label: `${productKeywordPath} (keyword)`, path: productKeywordPath },
        { label: "/store/cart", path: "/store/cart" },
        { label: "/account/login", path: "/account/login" },
        { label: postPath, path: postPath },
      ]);
    }
    // Before the load runs, so the memory peak is the sitemaps' own.
    if (options.sitemaps && !lighthouseOnly) await benchSitemaps(shop);
    if (!values["skip-load"] && !values["weight-only"] && !lighthouseOnly) {
      const loadPages = [
        { label: "home", path: "/" },
        { label: "category 60", path: "/store/category/60" },
        { label: "product", path: productPath },
      ];
      const staticFigures = await benchLoad(shop, loadPages, readyToWearId, options.title);
      after = () => benchShopperRenders(options.env, loadPages, readyToWearId, staticFigures);
    }
  } finally {
    await shop.stop();
  }
  await after?.();
}

/**
 * The page cache alone, for an anonymous visitor of a product page: hits among 100 visits one at a
 * time, and load, each as is and with a random `utm_source` per request (what a crawler or a
 * campaign sends). Compare a build before and after a change to the cache (BUILD_DIR=…).
 */
async function benchPageCache() {
  const shop = await startShop({ port });
  try {
    const { productPath } = await pickProducts(shop.base);
    const tracked = () => `${productPath}?utm_source=${Math.random().toString(36).slice(2, 10)}`;
    const hits = async (path: () => string) => {
      let count = 0;
      for (let visit = 0; visit < 100; visit += 1) {
        const answer = await fetch(shop.base + path());
        await answer.arrayBuffer();
        if (answer.headers.get("x-cache") === "HIT") count += 1;
      }
      return count;
    };
    console.log(`\nPage cache, ${productPath} for an anonymous visitor (${BUILD_DIR}/)`);
    console.log(`  hits in 100 visits: as is ${await hits(() => productPath)}, with a random utm_source ${await hits(tracked)}`);
    for (const [label, randomParam] of [
      ["as is", undefined],
      ["random utm_source", "utm_source"],
    ] as const) {
      const result = await loadRun({ url: shop.base + productPath, connections, seconds, serverPid: shop.pid, randomParam });
      const [rps, p99, errors, cpu] = formatLoad(result);
      console.log(`  ${label}: ${rps} req/s, p99 ${p99}, 5xx + errors ${errors}, cpu ${cpu} ms (${connections} connections, ${seconds} s)`);
    }
  } finally {
    await shop.stop();
  }
}

const apiCpu = () => benchApiCpu({ port, connections, seconds });
const slowStore = () => benchSlowStore({ port, delayMs: Number(values["store-delay"]), runs: Number(values["slow-runs"]) });
const coldStore = async () => {
  const builds = [
    ...(values["compare-build"] ? [{ label: values["compare-build"], dir: values["compare-build"] }] : []),
    { label: "this build" },
  ];
  // WordPress as recorded (docs/real-stores.md#speed-and-what-the-shop-asks-of-the-store): 300–600 ms a
  // call typically, four PHP workers; then its slow tail (up to 3 s a call); then OpenCart's 15–50 ms.
  await benchColdStore({ port, profile: "wordpress", latency: [300, 600], workers: 4, builds });
  await benchColdStore({ port, profile: "wordpress", latency: [900, 3000], workers: 4, builds });
  await benchColdStore({ port, profile: "stock", latency: [15, 50], builds });
};

if (!values["skip-build"]) buildShop();
if (values["slow-store-only"]) {
  await slowStore();
} else if (values["cold-store-only"]) {
  await coldStore();
} else if (values["page-cache-only"]) {
  await benchPageCache();
} else if (values["api-cpu-only"]) {
  await apiCpu();
} else {
  await benchShop({ title: "Load, demo catalogue", weights: true });
  if (values.catalogue && !values["lighthouse-only"]) {
    await benchShop({
      title: `Load, large catalogue (${values.catalogue})`,
      weights: false,
      sitemaps: true,
      env: { COMMERCE_DATA_DIR: resolve(values.catalogue) },
    });
    await benchCatalogueQueries(values.catalogue, requestCount, "demo");
  } else if (!values["lighthouse-only"]) {
    console.log("\n(For the same on 100,000 products: npm run seed:large, then npm run bench -- --catalogue=data/bench)");
  }
  if (!values["lighthouse-only"] && !values["weight-only"] && !values["skip-load"]) await apiCpu();
  if (!values["lighthouse-only"] && !values["weight-only"] && !values["no-slow-store"]) {
    await slowStore();
    await coldStore();
  }
}
