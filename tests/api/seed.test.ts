/**
 * The demo catalogue as a shopper's client sees it over HTTP, plus the facts only the database
 * shows (expired coupons, keyword uniqueness, determinism of the generator).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Queryable } from "@commerce/db/index";
import { prepareDatabase } from "@commerce/index";
import { categoryIds, footerPageKeywords } from "@config/store";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let server: TestApi;
let shopper: Shopper;
const sql = async <T = any>(text: string, params: unknown[] = []) => (await server.api.db.query(text, params)).rows as T[];

beforeAll(async () => {
  server = await startTestApi();
  shopper = new Shopper(server.url);
});
afterAll(() => server?.close());

describe("demo catalogue over the API", () => {
  it("lists at least 400 products, every product in the table", async () => {
    const { productsList } = await shopper.data(`{ productsList(size: 1) { totalElements content { name price } } }`);
    const [{ count }] = await sql<{ count: number }>(`select count(*)::int as count from product`);
    expect(productsList.totalElements).toBeGreaterThanOrEqual(400);
    expect(productsList.totalElements).toBe(count);
    expect(productsList.content[0].price).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it("has at least 12 brands, one of them under '0 - 9', each with its wordmark", async () => {
    const { manufacturerList } = await shopper.data(`{ manufacturerList(size: -1) { totalElements content { name image } } }`);
    expect(manufacturerList.totalElements).toBeGreaterThanOrEqual(12);
    const names: string[] = manufacturerList.content.map((m: { name: string }) => m.name);
    expect(names.some((name) => /^\d/.test(name))).toBe(true);
    for (const brand of manufacturerList.content) expect(brand.image).toMatch(/^\/api\/image\/brand\/[a-z0-9-]+\.svg$/);
  });

  it("has the store's fixed categories, the top ones in menu order", async () => {
    const expected: Record<number, string> = {
      [categoryIds.eyeglasses]: "Eyeglasses",
      [categoryIds.sunglasses]: "Sunglasses",
      [categoryIds.newArrivals]: "New arrivals",
      [categoryIds.finalSale]: "Final sale",
      [categoryIds.mostPopular]: "Most popular",
    };
    for (const [id, name] of Object.entries(expected)) {
      const { category } = await shopper.data(`query ($id: String) { category(id: $id) { id name categories { name } } }`, { id });
      expect(category.name).toBe(name);
      expect(category.categories.length).toBeGreaterThanOrEqual(3);
    }
    const { categoriesList } = await shopper.data(`{ categoriesList(parent: 0, size: -1, top: true) { content { id name } } }`);
    expect(categoriesList.content.map((c: { name: string }) => c.name)).toEqual([
      "Eyeglasses",
      "Sunglasses",
      "New arrivals",
      "Final sale",
      "Most popular",
    ]);
  });

  it("has every fixed category filled, and a category named Glasses with every frame", async () => {
    const count = async (categoryId: number | string) =>
      (await shopper.data(`query ($c: String) { productsList(category_id: $c, size: 1) { totalElements } }`, { c: String(categoryId) }))
        .productsList.totalElements as number;
    for (const id of Object.values(categoryIds)) expect(await count(id)).toBeGreaterThan(0);
    const [glasses] = await sql<{ id: number }>(`select id from category where lower(name) = 'glasses'`);
    const [{ total }] = await sql<{ total: number }>(`select count(*)::int as total from product`);
    expect(await count(glasses.id)).toBe(total);
    // New arrivals are the newest 60.
    expect(await count(categoryIds.newArrivals)).toBe(60);
  });

  it("serves every footer page by its keyword, with real content", async () => {
    const { pagesList } = await shopper.data(`{ pagesList(size: -1) { content { keyword name description } } }`);
    const byKeyword = new Map(pagesList.content.map((p: { keyword: string }) => [p.keyword, p]));
    for (const keyword of footerPageKeywords) {
      const page: any = byKeyword.get(keyword);
      expect(page, keyword).toBeTruthy();
      expect(page.description).toMatch(/<h2>[^<]+<\/h2>/);
      expect(page.description.length).toBeGreaterThan(300);
    }
  });

  it("has a public coupon ending in the future, an expired coupon and one not started yet", async () => {
    const { body } = await shopper.rest("api/coupon/publicCoupon");
    expect(body.date_end > new Date().toISOString().slice(0, 10)).toBe(true);
    const rows = await sql<{ code: string; state: string }>(
      `select code, case when date_end < current_date then 'expired' when date_start > current_date then 'upcoming' else 'running' end as state from coupon`,
    );
    expect(rows.filter((r) => r.state === "expired").length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.state === "upcoming").length).toBeGreaterThan(0);
  });

  it("lists every US state and DC, and a country without zones", async () => {
    const { countriesList } = await shopper.data(`{ countriesList(size: -1) { content { id name } } }`);
    const us = countriesList.content.find((c: { name: string }) => c.name === "United States");
    expect(us).toBeTruthy();
    const zones = async (countryId: string) =>
      (
        await shopper.data(`query ($c: String) { zonesList(country_id: $c, size: -1) { totalElements content { name } } }`, {
          c: countryId,
        })
      ).zonesList;
    const usZones = await zones(us.id);
    expect(usZones.totalElements).toBeGreaterThanOrEqual(51);
    expect(usZones.content.map((z: { name: string }) => z.name)).toEqual(
      expect.arrayContaining(["California", "District of Columbia", "New York", "Wyoming"]),
    );
    const zoneCounts = await Promise.all(countriesList.content.map(async (c: { id: string }) => (await zones(c.id)).totalElements));
    expect(zoneCounts).toContain(0);
  });

  it("offers USD by default plus other currencies, in one language", async () => {
    const { currency, language } = await shopper.data(`{ currency { code active } language { code name } }`);
    expect(currency.find((c: { active: boolean }) => c.active).code).toBe("USD");
    expect(currency.length).toBeGreaterThanOrEqual(2);
    expect(language).toEqual([expect.objectContaining({ code: "en-gb", name: "English" })]);
  });

  it("serves home banners whose links mix absolute and relative forms", async () => {
    const { body } = await shopper.rest("api/banner", { query: "banner=home" });
    expect(body.length).toBe(3);
    const links: string[] = body.map((b: { link: string }) => b.link);
    expect(links.some((link) => link.startsWith("/"))).toBe(true);
    expect(links.some((link) => !link.startsWith("/") && !/^https?:/.test(link))).toBe(true);
  });

  it("has shape, colour and feature menus tied to filter values", async () => {
    const [shapes, colors, features] = await Promise.all(["api/shapes", "api/colors", "api/features"].map((route) => shopper.rest(route)));
    expect(shapes.body.length).toBeGreaterThanOrEqual(8);
    expect(colors.body.length).toBeGreaterThanOrEqual(10);
    expect(features.body.length).toBeGreaterThanOrEqual(5);
    for (const color of colors.body) expect(color.color).toMatch(/^#[0-9a-f]{6}$/);
    const filterIds = new Set((await sql<{ id: number }>(`select id from filter`)).map((f) => String(f.id)));
    for (const entry of [...shapes.body, ...colors.body, ...features.body]) expect(filterIds.has(entry.filter)).toBe(true);
  });

  it("shows only current specials: expired and upcoming ones stay hidden", async () => {
    const hidden = await sql<{ id: number }>(
      `select p.id from product p where exists (select 1 from product_special s where s.product_id = p.id and (s.date_end < current_date or s.date_start > current_date))
         and not exists (select 1 from product_special s where s.product_id = p.id and coalesce(s.date_end, current_date) >= current_date and coalesce(s.date_start, current_date) <= current_date)`,
    );
    const shown = await sql<{ id: number }>(`select id from product_listing where special_price is not null order by id limit 1`);
    expect(hidden.length).toBeGreaterThan(0);
    const query = `query ($id: String) { product(id: $id) { special price } }`;
    expect((await shopper.data(query, { id: String(hidden[0].id) })).product.special).toBe("");
    expect((await shopper.data(query, { id: String(shown[0].id) })).product.special).toMatch(/^\$/);
  });
});

describe("demo catalogue data", () => {
  it("spreads prices from $49 to $489 with .00 and .95 endings, and stocks some low and some out", async () => {
    const [stats] = await sql(
      `select min(price)::float8 as min, max(price)::float8 as max,
              count(*) filter (where price % 1 not in (0, 0.95))::int as odd_endings,
              count(*) filter (where quantity = 0)::int as out_of_stock,
              count(*) filter (where quantity between 1 and low_stock_level)::int as low,
              count(*) filter (where featured)::int as featured
         from product`,
    );
    expect(stats.min).toBeGreaterThanOrEqual(49);
    expect(stats.max).toBeLessThanOrEqual(489);
    expect(stats.max - stats.min).toBeGreaterThan(300);
    expect(stats.odd_endings).toBe(0);
    expect(stats.out_of_stock).toBeGreaterThan(0);
    expect(stats.low).toBeGreaterThan(0);
    expect(stats.featured).toBeGreaterThan(0);
  });

  it("gives every product 3 or 4 pictures, a frame size option or none to choose, attributes and a filter value per group", async () => {
    const incomplete = await sql(
      `select p.id from product p
        where (select count(*) from product_image i where i.product_id = p.id) not between 3 and 4
           or p.image <> (select i.image from product_image i where i.product_id = p.id order by i.sort_order limit 1)
           or (not exists (select 1 from product_option o where o.product_id = p.id and o.name = 'Frame size' and o.type = 'radio' and o.required)
               and exists (select 1 from product_option o where o.product_id = p.id and o.required))
           or (select count(*) from product_attribute a where a.product_id = p.id) < 7
           or (select count(distinct f.filter_group_id) from product_filter pf join filter f on f.id = pf.filter_id
                 join filter_group g on g.id = f.filter_group_id where pf.product_id = p.id and g.name <> 'Features')
              <> (select count(*) from filter_group where name <> 'Features')`,
    );
    expect(incomplete).toEqual([]);
    const [{ empty }] = await sql(`select count(*)::int as empty from product_attribute where options = '[]'::jsonb`);
    expect(empty).toBeGreaterThan(0);
    const types = (await sql<{ type: string }>(`select distinct type from product_option order by type`)).map((r) => r.type);
    expect(types).toEqual(["checkbox", "date", "file", "radio", "select", "text", "textarea", "time"]);
  });

  it("sells some sunglasses ready to wear, with nothing to choose, so a tile can add them to the cart", async () => {
    const readyToWear = await sql<{ id: number; sunglasses: boolean; in_stock: boolean }>(
      `select p.id, exists (select 1 from product_to_category c where c.product_id = p.id and c.category_id = $1) as sunglasses,
              p.quantity > 0 as in_stock
         from product p where not exists (select 1 from product_option o where o.product_id = p.id and o.required)`,
      [categoryIds.sunglasses],
    );
    expect(readyToWear.length).toBeGreaterThan(20);
    expect(readyToWear.length).toBeLessThan(80);
    expect(readyToWear.every((product) => product.sunglasses)).toBe(true);
    expect(readyToWear.filter((product) => product.in_stock).length).toBeGreaterThan(15);
  });

  it("has reviews of at least 25 characters, rated 1 to 5, mostly good", async () => {
    const [stats] = await sql(
      `select count(*)::int as total, min(length(content))::int as shortest, avg(rating)::float8 as average,
              count(distinct rating)::int as ratings from review`,
    );
    expect(stats.total).toBeGreaterThan(400);
    expect(stats.shortest).toBeGreaterThanOrEqual(25);
    expect(stats.average).toBeGreaterThan(3.5);
    expect(stats.ratings).toBe(5);
  });

  it("keeps SEO keywords unique across products, categories, brands, pages and blog", async () => {
    const duplicates = await sql(
      `select keyword, count(*)::int from (
         select keyword from product union all select keyword from category union all select keyword from manufacturer
         union all select keyword from information union all select keyword from blog_post union all select keyword from blog_category
       ) k where keyword is not null group by keyword having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });

  it("has a demo customer with a US address in a zone and a Singapore address without one", async () => {
    const addresses = await sql(
      `select c.iso_code_2 as country, a.zone_id from customer u join address a on a.customer_id = u.id join country c on c.id = a.country_id
        where u.email = 'demo@lumenoptics.example' order by a.id`,
    );
    expect(addresses).toEqual([
      { country: "US", zone_id: expect.any(Number) },
      { country: "SG", zone_id: null },
    ]);
    const login = await shopper.gql(
      `mutation { accountLogin(email: "demo@lumenoptics.example", password: "demo1234") { customer { firstName lastName } } }`,
    );
    expect(login.data?.accountLogin?.customer).toEqual({ firstName: "Jamie", lastName: "Rivera" });
  });
});

describe("the generator", () => {
  /** The catalogue's content, as one comparable text per table. */
  async function snapshot(db: Queryable) {
    const text = async (query: string) =>
      (await db.query<{ t: string }>(`select coalesce(string_agg(x, E'\\n'), '') as t from (${query}) q(x)`)).rows[0].t;
    return {
      products: await text(
        `select concat_ws('|', id, name, model, sku, price, quantity, keyword, image, date_added, viewed, featured, md5(description)) from product order by id`,
      ),
      options: await text(
        `select concat_ws('|', o.product_id, o.name, v.name, v.price) from product_option o join product_option_value v on v.product_option_id = o.id order by v.id`,
      ),
      categories: await text(`select concat_ws('|', product_id, category_id) from product_to_category order by 1`),
      reviews: await text(`select concat_ws('|', product_id, author, rating, content, created_at) from review order by id`),
      specials: await text(`select concat_ws('|', product_id, price, date_start, date_end) from product_special order by id`),
    };
  }

  it("seeds the same catalogue into two fresh databases", { timeout: 120_000 }, async () => {
    const first = await openDatabase();
    const second = await openDatabase();
    try {
      await Promise.all([prepareDatabase(first), prepareDatabase(second)]);
      const [a, b] = await Promise.all([snapshot(first), snapshot(second)]);
      expect(a.products.split("\n").length).toBeGreaterThanOrEqual(400);
      for (const table of Object.keys(a) as Array<keyof typeof a>) expect(b[table], table).toBe(a[table]);
      // The database the API serves (PGlite or PostgreSQL) was seeded by the same generator.
      const names = async (db: Queryable) => (await db.query(`select id, name, price::text as price from product order by id`)).rows;
      expect(await names(server.api.db)).toEqual(await names(first));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
