/**
 * Generates a large demo catalogue (100,000 products by default) into a separate database, for
 * benchmarks. It runs the same generator as the demo seed, only with more products.
 *
 *   npm run seed:large                                    PGlite in data/bench
 *   npm run seed:large -- --dir=data/bench-small --products=20000
 *   npm run seed:large -- --database-url=postgres://postgres@127.0.0.1:5432/bench
 *
 * Point the shop at the result with COMMERCE_DATA_DIR=data/bench (or DATABASE_URL).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { firstRow, openDatabase } from "@commerce/db/index";
import { migrate } from "@commerce/db/migrate";
import { seedDemo } from "@commerce/seed/index";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    schema: { type: "string" },
    dir: { type: "string", default: "data/bench" },
    products: { type: "string", default: "100000" },
  },
});

const productCount = Number(values.products);
if (!Number.isInteger(productCount) || productCount < 1) {
  console.error(`--products must be a positive whole number, not "${values.products}"`);
  process.exit(2);
}

const target = values["database-url"]
  ? `${values["database-url"].replace(/:[^:@/]*@/, ":***@")}${values.schema ? ` (schema ${values.schema})` : ""}`
  : resolve(values.dir!);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

const db = await openDatabase(
  values["database-url"] ? { url: values["database-url"], schema: values.schema } : { dataDir: resolve(values.dir!) },
);
try {
  await migrate(db);
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from product");
  const existing = firstRow(rows).n;
  if (existing > 0) {
    console.error(`${target} already holds ${existing} products: remove it (or choose another --dir) first.`);
    process.exitCode = 1;
  } else {
    console.log(`Generating ${productCount.toLocaleString("en-US")} products into ${target}`);
    await db.transaction(async (tx) => {
      await seedDemo(tx, {
        productCount,
        onProgress: (done, total) =>
          console.log(`  ${done.toLocaleString("en-US").padStart(9)} / ${total.toLocaleString("en-US")} products  ${seconds()} s`),
      });
      // Marks the database as seeded, so the API does not seed it again when it opens it.
      await tx.query(`insert into setting (key, value) values ('demo_seeded', to_jsonb(now()))`);
    });
    console.log(`Seeded in ${seconds()} s; updating planner statistics…`);
    await db.query("vacuum analyze");
    const counts = await db.query<Record<string, number>>(
      `select (select count(*)::int from product) as products, (select count(*)::int from product_option_value) as option_values,
              (select count(*)::int from review) as reviews, (select count(*)::int from product_filter) as product_filters`,
    );
    console.log(`Done in ${seconds()} s:`, counts.rows[0]);
  }
} finally {
  await db.close();
}
