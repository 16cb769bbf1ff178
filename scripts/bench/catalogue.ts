/** The API's catalogue queries, in process, on a large generated catalogue (npm run seed:large). */
import { resolve } from "node:path";
import { timeIt } from "./stats";

export async function benchCatalogueQueries(dir: string, runs: number): Promise<void> {
  const { createCommerceApi } = await import("@commerce/index");
  const api = await createCommerceApi({ dataDir: resolve(dir), seed: false });
  try {
    const { rows } = await api.db.query<{ n: number }>("select count(*)::int as n from product");
    console.log(`\nproductsList on ${(rows[0]?.n ?? 0).toLocaleString("en-US")} products (${dir}), in process, ${runs} runs each (ms)`);
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
      const { median, p95 } = await timeIt(send, runs);
      console.log(`  ${label.padEnd(38)} ${median.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`);
    }
  } finally {
    await api.close();
  }
}
