/**
 * The API's catalogue operations, in process, on a catalogue directory (the demo one or the
 * 100,000-product one from npm run seed:large): what the category page, search and home ask for.
 * Prints the first (cold) call, the median and p95 of the next runs, and the SQL statements the
 * API reported for one call (its Server-Timing `sql`); with a baseline (the demo catalogue), its
 * first call and median from calls taken in turn with these, and both ratios (the issue's target:
 * within 1.5). The first call is what the first shopper to ask a listing waits for; later calls of
 * a search or a filtered listing read its kept answer (decision 205).
 *
 *   npx tsx scripts/bench/catalogue.ts --dir=data/bench [--runs=10] [--baseline=demo]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { CommerceApi } from "@commerce/index";
import { summarise } from "./stats";

const tile = `content { id name price special image imageLazy imageAlt stock low_stock url(url: "/store/product/_id") manufacturer { id name } }`;
const listing = (args: string) => `{ productsList(${args}) { ${tile} totalElements } }`;

/** The home page's one document (app/lib/home/queries.server.ts), with its values filled in. */
const home = `{
  home { meta { title description keyword } }
  brands: manufacturerList(page: 1, size: -1, sort: "name", order: "ASC") { content { id name image url(url: "/store/manufacturer/_id") } }
  tab: productsList(category_id: "90", size: 15, sort: "date_added", order: "DESC") { ${tile} }
  latest: productsList(category_id: "90", size: 15, sort: "date_added", order: "DESC") { ${tile} }
  specials: productsList(special: true, size: 15, sort: "date_added", order: "DESC") { ${tile} }
  featured: productsList(featured: true, size: 15, sort: "date_added", order: "DESC") { ${tile} }
}`;

/** The category page's document (app/lib/catalog/queries.server.ts) for category 60. */
const categoryPage = (args: string) => `{
  category(id: "60") { id name description categories(limit: -1) { id name url(url: "/store/category/_id") } }
  productsList(category_id: "60", size: 20, ${args}) { ${tile} totalElements }
}`;

/** An operation; a deep page the demo catalogue does not have is compared with the demo's `baselineBody` (its first page). */
type Case = [label: string, kind: "graphql" | "rest", body: string, baselineBody?: string];

export const catalogueCases: Case[] = [
  ["category 60, first page", "graphql", categoryPage(`page: 1`)],
  ["category 60 filter panel (api/filters)", "rest", "api/filters&category_id=60"],
  ["all products filter panel", "rest", "api/filters"],
  ["category 60, rating sort", "graphql", categoryPage(`sort: "rating", order: "DESC"`)],
  ["category 60, price ascending", "graphql", categoryPage(`sort: "price", order: "ASC"`)],
  ["category 60, page 500 (demo: page 1)", "graphql", categoryPage(`page: 500`), categoryPage(`page: 1`)],
  ["category 60, 2 filters + price range", "graphql", categoryPage(`filter: "1,2", min_price: 100, max_price: 300`)],
  ["search 'round'", "graphql", listing(`search: "round", size: 20`)],
  ["search 'zzqx' (no match)", "graphql", listing(`search: "zzqx", size: 20`)],
  ["home page lists", "graphql", home],
  [
    "specials, page 50 (demo: page 1)",
    "graphql",
    listing(`special: true, size: 20, page: 50`),
    listing(`special: true, size: 20, page: 1`),
  ],
  [
    "product detail",
    "graphql",
    `{ product(id: "1") { id name description options { id name values { id name } } attributes { name options } images(limit: 5) { image } products(limit: 8) { id name } } }`,
  ],
];

/** One call of `label` on `api`: its time (ms) and the SQL the API reported (its Server-Timing `sql`). */
async function callOnce(api: CommerceApi, [label, kind, body]: Case): Promise<{ ms: number; sql: string }> {
  const request =
    kind === "graphql"
      ? new Request("http://bench/api/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: body }),
        })
      : new Request(`http://bench/api/index.php?route=${body}`);
  const started = performance.now();
  const response = await api.handle(request);
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok || text.includes('"errors"')) throw new Error(`${label}: ${response.status} ${text.slice(0, 300)}`);
  const sql =
    /sql;dur=([\d.]+);desc="(\d+)/
      .exec(response.headers.get("server-timing") ?? "")
      ?.slice(1)
      .join(" ms, ") ?? "";
  return { ms, sql };
}

/**
 * The catalogue operations on `dir`, and with `baseline` (a directory, or "demo": the demo catalogue
 * seeded into a temporary one) the same on it, call for call in turn, so that both see the same
 * load on a shared machine; the ratio of the medians is the figure to compare.
 */
export async function benchCatalogueQueries(dir: string, runs: number, baseline?: string): Promise<void> {
  const { createCommerceApi } = await import("@commerce/index");
  const api = await createCommerceApi({ dataDir: resolve(dir), seed: false });
  const demoDir = baseline === "demo" ? mkdtempSync(join(tmpdir(), "lumen-demo-")) : undefined;
  const base = baseline ? await createCommerceApi({ dataDir: resolve(demoDir ?? baseline), seed: demoDir !== undefined }) : undefined;
  try {
    const count = async (on: CommerceApi) => (await on.db.query<{ n: number }>("select count(*)::int as n from product")).rows[0]?.n ?? 0;
    const products = await count(api);
    console.log(`\nCatalogue operations on ${products.toLocaleString("en-US")} products (${dir}), in process (ms)`);
    if (base) console.log(`beside the same on ${(await count(base)).toLocaleString("en-US")} products (${baseline}), taken in turn`);
    console.log(
      "  operation".padEnd(42),
      "cold".padStart(8),
      "median".padStart(8),
      "p95".padStart(8),
      ...(base ? ["base cold".padStart(9), "ratio".padStart(6), "base med".padStart(9), "ratio".padStart(6)] : []),
      "  SQL",
    );
    for (const operation of catalogueCases) {
      const [label, kind, body, baselineBody] = operation;
      const baseOperation: Case = [label, kind, baselineBody ?? body];
      const cold = (await callOnce(api, operation)).ms;
      const baseCold = base ? (await callOnce(base, baseOperation)).ms : undefined;
      const samples: number[] = [];
      const baseSamples: number[] = [];
      let sql = "";
      for (let i = 0; i < runs; i++) {
        const call = await callOnce(api, operation);
        samples.push(call.ms);
        sql = call.sql;
        if (base) baseSamples.push((await callOnce(base, baseOperation)).ms);
      }
      const { median, p95 } = summarise(samples);
      const baseMedian = base ? summarise(baseSamples).median : undefined;
      console.log(
        `  ${operation[0].padEnd(40)} ${cold.toFixed(1).padStart(8)} ${median.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}` +
          (baseMedian === undefined || baseCold === undefined
            ? ""
            : ` ${baseCold.toFixed(1).padStart(9)} ${(cold / baseCold).toFixed(2).padStart(6)}` +
              ` ${baseMedian.toFixed(1).padStart(9)} ${(median / baseMedian).toFixed(2).padStart(6)}`) +
          `  ${sql && `${sql} statements`}`,
      );
    }
  } finally {
    await api.close();
    await base?.close();
    if (demoDir) rmSync(demoDir, { recursive: true, force: true });
  }
}

// Run directly: npx tsx scripts/bench/catalogue.ts --dir=… [--baseline=demo|<dir>]
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { dir: { type: "string", default: "data/bench" }, runs: { type: "string", default: "10" }, baseline: { type: "string" } },
  });
  await benchCatalogueQueries(values.dir!, Number(values.runs), values.baseline);
}
