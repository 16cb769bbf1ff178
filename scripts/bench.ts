/**
 * Benchmarks that print figures (no pass/fail): page weight and response times of the built shop,
 * and, with --catalogue, the API's catalogue queries on a large generated catalogue.
 *
 *   npm run bench                                  build (into build-bench/) and measure the demo shop
 *   npm run seed:large && npm run bench -- --catalogue=data/bench    also time productsList on 100,000 products
 *
 * Figures depend on the machine; compare runs on the same machine.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({
  options: {
    catalogue: { type: "string" },
    port: { type: "string", default: "4590" },
    requests: { type: "string", default: "40" },
    "skip-build": { type: "boolean", default: false },
  },
});

const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench";
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const requestCount = Number(values.requests);

/** The p-th percentile of ascending samples (NaN when there are none). */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function timeIt(run: () => Promise<unknown>, times: number) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

async function startShop(): Promise<() => void> {
  if (!values["skip-build"]) {
    console.log(`Building into ${BUILD_DIR}/ …`);
    const build = spawnSync("npm", ["run", "build"], { stdio: "ignore", env: { ...process.env, BUILD_DIR } });
    if (build.status !== 0) throw new Error("The build failed: run npm run build to see why.");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "lumen-bench-"));
  const child = spawn("node", [join(BUILD_DIR, "server.js")], {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: "bench-secret-not-for-production",
      COMMERCE_DATA_DIR: join(dataDir, "commerce"),
    },
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => {
    child.kill("SIGTERM");
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
  };
}

/**
 * The JavaScript a first visit to `path` loads, gzipped: the module preloads, script sources and
 * inline `import`s. Not every /assets path in the HTML: with lazy route discovery the inline route
 * manifest also names routes the page does not load (e.g. the keyword-URL splat, which would match
 * a parent path), and those would be counted twice over.
 */
async function pageWeight(path: string) {
  const html = await (await fetch(base + path)).text();
  const loaded = [
    /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g,
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/g,
    /import[^"';]*?["'](\/assets\/[^"']+\.js)["']/g,
  ];
  const scripts = new Set(loaded.flatMap((pattern) => [...html.matchAll(pattern)].flatMap((m) => m[1] ?? [])));
  const styles = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].flatMap((m) => m[1] ?? []));
  const gzipped = async (urls: Set<string>) => {
    let total = 0;
    for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length;
    return total;
  };
  return { html: gzipSync(html).length, js: await gzipped(scripts), jsFiles: scripts.size, css: await gzipped(styles) };
}

async function benchPages() {
  const stop = await startShop();
  try {
    const first = await fetch(`${base}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ productsList(size: 1, sort: "id") { content { id } } }` }),
    }).then((r) => r.json() as Promise<any>);
    const productId = first.data?.productsList?.content?.[0]?.id ?? "1";
    const pages = [
      "/",
      "/store/category/60",
      `/store/product/${productId}`,
      "/store/manufacturer",
      "/store/special",
      "/store/cart",
      "/account/login",
      "/contact",
    ];

    console.log("\nFirst-load weight (gzip; the Remix + React floor is about 85 KB of JS)");
    console.log("  page".padEnd(34), "JS".padStart(10), "files".padStart(6), "CSS".padStart(9), "HTML".padStart(9));
    for (const path of pages) {
      const weight = await pageWeight(path);
      console.log(
        `  ${path.padEnd(32)} ${kb(weight.js).padStart(10)} ${String(weight.jsFiles).padStart(6)} ${kb(weight.css).padStart(9)} ${kb(weight.html).padStart(9)}`,
      );
    }

    console.log(`\nServer response times, ${requestCount} sequential requests each after a warm-up (ms)`);
    console.log("  page".padEnd(34), "median".padStart(8), "p95".padStart(8));
    for (const path of pages) {
      await fetch(base + path).then((r) => r.arrayBuffer());
      const { median, p95 } = await timeIt(() => fetch(base + path).then((r) => r.arrayBuffer()), requestCount);
      console.log(`  ${path.padEnd(32)} ${median.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`);
    }
  } finally {
    stop();
  }
}

async function benchCatalogue(dir: string) {
  const { createCommerceApi } = await import("@commerce/index");
  const api = await createCommerceApi({ dataDir: resolve(dir), seed: false });
  try {
    const { rows } = await api.db.query<{ n: number }>("select count(*)::int as n from product");
    console.log(
      `\nproductsList on ${(rows[0]?.n ?? 0).toLocaleString("en-US")} products (${dir}), in process, ${requestCount} runs each (ms)`,
    );
    const tile = `content { id name price special stock low_stock image url(url: "/store/product/_id") manufacturer { name } } totalElements`;
    const cases: [string, string][] = [
      ["default sort, 20", `productsList(size: 20) { ${tile} }`],
      ["price ascending", `productsList(size: 20, sort: "price", order: "ASC") { ${tile} }`],
      ["rating descending", `productsList(size: 20, sort: "rating", order: "DESC") { ${tile} }`],
      ["newest in a category", `productsList(size: 20, category_id: "60", sort: "date_added", order: "DESC") { ${tile} }`],
      [
        "category + 2 filters + price range",
        `productsList(size: 20, category_id: "60", filter: "1,2", min_price: 100, max_price: 300) { ${tile} }`,
      ],
      ["search 'round'", `productsList(size: 20, search: "round") { ${tile} }`],
      ["specials, page 50", `productsList(size: 20, special: true, page: 50) { ${tile} }`],
      [
        "product detail",
        `product(id: "1") { id name description options { id name values { id name } } attributes { name options } images(limit: 5) { image } products(limit: 8) { id name } }`,
      ],
    ];
    console.log("  query".padEnd(40), "median".padStart(8), "p95".padStart(8));
    for (const [label, query] of cases) {
      const send = () =>
        api
          .handle(
            new Request("http://bench/api/graphql", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ query: `{ ${query} }` }),
            }),
          )
          .then((r) => r.json());
      await send();
      const { median, p95 } = await timeIt(send, requestCount);
      console.log(`  ${label.padEnd(38)} ${median.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`);
    }
  } finally {
    await api.close();
  }
}

await benchPages();
if (values.catalogue) await benchCatalogue(values.catalogue);
else console.log("\n(For catalogue query timings on 100,000 products: npm run seed:large, then npm run bench -- --catalogue=data/bench)");
