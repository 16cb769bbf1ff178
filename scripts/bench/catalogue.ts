/**
 * The API's catalogue operations, in process, on a catalogue directory (the demo one or the
 * 100,000-product one from npm run seed:large): what the category page, search and home ask for.
 * Prints the first (cold) call, the median and p95 of the next runs, and the SQL statements the
 * API reported for one call (its Server-Timing `sql`).
 *
 *   npx tsx scripts/bench/catalogue.ts --dir=data/bench [--runs=10]
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { timeIt } from "./stats";

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

type Case = [label: string, kind: "graphql" | "rest", body: string];

export const catalogueCases: Case[] = [
  ["category 60, first page", "graphql", categoryPage(`page: 1`)],
  ["category 60 filter panel (api/filters)", "rest", "api/filters&category_id=60"],
  ["all products filter panel", "rest", "api/filters"],
  ["category 60, rating sort", "graphql", categoryPage(`sort: "rating", order: "DESC"`)],
  ["category 60, price ascending", "graphql", categoryPage(`sort: "price", order: "ASC"`)],
  ["category 60, page 500", "graphql", categoryPage(`page: 500`)],
  ["category 60, 2 filters + price range", "graphql", categoryPage(`filter: "1,2", min_price: 100, max_price: 300`)],
  ["search 'round'", "graphql", listing(`search: "round", size: 20`)],
  ["search 'zzqx' (no match)", "graphql", listing(`search: "zzqx", size: 20`)],
  ["home page lists", "graphql", home],
  ["specials, page 50", "graphql", listing(`special: true, size: 20, page: 50`)],
  [
    "product detail",
    "graphql",
    `{ product(id: "1") { id name description options { id name values { id name } } attributes { name options } images(limit: 5) { image } products(limit: 8) { id name } } }`,
  ],
];

export async function benchCatalogueQueries(dir: string, runs: number): Promise<void> {
  const { createCommerceApi } = await import("@commerce/index");
  const api = await createCommerceApi({ dataDir: resolve(dir), seed: false });
  try {
    const { rows } = await api.db.query<{ n: number }>("select count(*)::int as n from product");
    console.log(`\nCatalogue operations on ${(rows[0]?.n ?? 0).toLocaleString("en-US")} products (${dir}), in process (ms)`);
    console.log("  operation".padEnd(42), "cold".padStart(8), "median".padStart(8), "p95".padStart(8), "  SQL");
    for (const [label, kind, body] of catalogueCases) {
      let sql = "";
      const send = async () => {
        const request =
          kind === "graphql"
            ? new Request("http://bench/api/graphql", {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ query: body }),
              })
            : new Request(`http://bench/api/index.php?route=${body}`);
        const response = await api.handle(request);
        const text = await response.text();
        if (!response.ok || text.includes('"errors"')) throw new Error(`${label}: ${response.status} ${text.slice(0, 300)}`);
        sql =
          /sql;dur=([\d.]+);desc="(\d+)/
            .exec(response.headers.get("server-timing") ?? "")
            ?.slice(1)
            .join(" ms, ") ?? "";
      };
      const started = performance.now();
      await send();
      const cold = performance.now() - started;
      const { median, p95 } = await timeIt(send, runs);
      console.log(
        `  ${label.padEnd(40)} ${cold.toFixed(1).padStart(8)} ${median.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${sql && `${sql} statements`}`,
      );
    }
  } finally {
    await api.close();
  }
}

// Run directly: npx tsx scripts/bench/catalogue.ts --dir=…
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { dir: { type: "string", default: "data/bench" }, runs: { type: "string", default: "10" } } });
  await benchCatalogueQueries(values.dir!, Number(values.runs));
}
