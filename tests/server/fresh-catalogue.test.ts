/**
 * A change made in the store's database, by anyone, reaches anonymous visitors within seconds
 * (docs/decisions/244-fresh-catalogue.md): two shops ("containers", each with two web processes and
 * its own API process) on one PostgreSQL, their product page kept by their page caches; a price
 * changed and a product emptied straight in the database show on both within a few seconds, and
 * the page is kept again afterwards. Needs TEST_DATABASE_URL; skipped otherwise.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";

const databaseUrl = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.SERVER_TEST_PORT ?? 4390) + 3;
/** "Within seconds": the web processes ask once a second. */
const WITHIN_MS = 5_000;

describe.skipIf(!databaseUrl)("a catalogue change made in the database", () => {
  const schema = `fresh_${Date.now().toString(36)}`;
  const shops: BuiltShop[] = [];
  let db: pg.Client;
  let productId = 0;

  beforeAll(async () => {
    const env = { DATABASE_URL: databaseUrl ?? "", DATABASE_SCHEMA: schema, WEB_CONCURRENCY: "2" };
    // One after the other: the first prepares and seeds the schema, the second finds it ready.
    shops.push(await startBuiltShop({ port: PORT, env }));
    shops.push(await startBuiltShop({ port: PORT + 1, env }));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`set search_path to "${schema}"`);
    const { rows } = await db.query<{ id: number }>(
      "select id from product where status and special_price is null and quantity > 10 order by id limit 1",
    );
    productId = rows[0]?.id ?? 0;
    expect(productId).toBeGreaterThan(0);
  }, 360_000);

  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await db?.query(`drop schema if exists "${schema}" cascade`);
    await db?.end();
  });

  /** The product page as an anonymous visitor of `shop` gets it, and whether it came from the page cache. */
  async function productPage(shop: BuiltShop) {
    const answer = await fetch(`${shop.url}/store/product/${productId}`);
    expect(answer.status).toBe(200);
    return { cache: answer.headers.get("x-cache"), html: await answer.text(), cacheControl: answer.headers.get("cache-control") };
  }

  /** Every shop's web processes show `text` within WITHIN_MS (several visits: each process answers some). */
  async function shownEverywhere(text: string) {
    const changed = Date.now();
    for (const shop of shops) {
      await expect
        .poll(async () => (await Promise.all([1, 2, 3, 4].map(() => productPage(shop)))).every(({ html }) => html.includes(text)), {
          timeout: WITHIN_MS,
          interval: 200,
        })
        .toBe(true);
    }
    return Date.now() - changed;
  }

  it("shows a new price and an empty stock on every shop within seconds, and keeps the page again", async () => {
    for (let visit = 0; visit < 6; visit += 1) for (const shop of shops) await productPage(shop);
    const warm = await productPage(shops[0]!);
    expect(warm.cache).toBe("HIT");
    expect(warm.html).toContain("In Stock");
    // A CDN in front keeps it seconds, not minutes.
    expect(warm.cacheControl).toMatch(/s-maxage=5\b/);
    expect(warm.html).not.toContain("987.65");

    await db.query("update product set price = 987.65 where id = $1", [productId]);
    const priceSeenIn = await shownEverywhere("987.65");

    await db.query("update product set quantity = 0 where id = $1", [productId]);
    await shownEverywhere("Out Of Stock");

    // Kept again once seen: the cache still serves.
    await expect.poll(async () => (await productPage(shops[1]!)).cache, { timeout: WITHIN_MS, interval: 100 }).toBe("HIT");
    expect(priceSeenIn).toBeLessThan(WITHIN_MS);
  }, 60_000);
});
