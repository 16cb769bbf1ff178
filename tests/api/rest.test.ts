/**
 * The store's index endpoint (`/api/index.php?route=api/...`) over HTTP: mega-menu lists, the
 * public coupon, banners, the filter panel, and the endpoint's
 * answers to unknown routes, wrong methods and bad bodies (return requests: tests/api/returns.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { productsInCategory, readCatalogue, type Catalogue } from "../support/catalog-oracle";

let server: TestApi;
let shopper: Shopper;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApi();
  catalogue = await readCatalogue(server.api.db);
  shopper = new Shopper(server.url);
});
afterAll(() => server?.close());

const rows = async (sql: string, params: unknown[] = []) => (await server.api.db.query<any>(sql, params)).rows;

describe("mega-menu lists", () => {
  it("api/shapes links each shape to the eyeglasses category filtered by its option", async () => {
    const shapes = await rows(`select name, image, filter_id from menu_shape order by sort_order, id`);
    expect(shapes.length).toBeGreaterThan(0);
    const { status, body } = await shopper.rest("api/shapes");
    expect(status).toBe(200);
    expect(body).toEqual(
      shapes.map((s) => ({ name: s.name, image: s.image, url: `/store/category/60?filters=${s.filter_id}`, filter: String(s.filter_id) })),
    );
  });

  it("api/colors and api/features give names, swatches and filter ids", async () => {
    const colors = await rows(`select name, color, filter_id from menu_color order by sort_order, id`);
    const features = await rows(`select name, filter_id from menu_feature order by sort_order, id`);
    expect(colors.length * features.length).toBeGreaterThan(0);
    expect((await shopper.rest("api/colors")).body).toEqual(
      colors.map((c) => ({ name: c.name, color: c.color, filter: String(c.filter_id) })),
    );
    expect((await shopper.rest("api/features")).body).toEqual(features.map((f) => ({ name: f.name, filter: String(f.filter_id) })));
  });
});

describe("api/coupon/publicCoupon", () => {
  it("gives the public coupon that is running now", async () => {
    const [expected] = await rows(`select name, code, to_char(date_end, 'YYYY-MM-DD') as date_end from coupon
      where is_public and status and date_start <= current_date and date_end >= current_date order by date_end, id limit 1`);
    expect(expected, "a running public coupon").toBeDefined();
    const { status, body } = await shopper.rest("api/coupon/publicCoupon");
    expect(status).toBe(200);
    expect(body).toEqual({ name: expected.name, code: expected.code, date_end: expected.date_end });
  });

  it("answers null when no public coupon runs (expired, future or private ones do not count)", async () => {
    const db = server.api.db;
    const saved = await rows(`select id, to_char(date_end, 'YYYY-MM-DD') as date_end from coupon`);
    try {
      await db.query(`update coupon set date_end = current_date - 1 where is_public`);
      await db.query(`insert into coupon (name, code, type, discount, date_start, date_end, is_public) values
        ('Later', 'REST-LATER', 'P', 5, current_date + 2, current_date + 9, true), ('Hidden', 'REST-HIDDEN', 'P', 5, current_date - 2, current_date + 9, false)`);
      expect(await shopper.rest("api/coupon/publicCoupon")).toEqual({ status: 200, body: null });
    } finally {
      await db.query(`delete from coupon where code in ('REST-LATER', 'REST-HIDDEN')`);
      for (const coupon of saved) await db.query(`update coupon set date_end = $2::date where id = $1`, [coupon.id, coupon.date_end]);
    }
  });
});

describe("api/banner", () => {
  it("gives the named banner's slides in order", async () => {
    const slides = await rows(`select title, image, link from banner where banner = 'home' order by sort_order, id`);
    expect(slides.length).toBeGreaterThan(0);
    expect(await shopper.rest("api/banner", { query: "banner=home" })).toEqual({ status: 200, body: slides });
    // OpenCart-style links put the parameter inside route; the endpoint reads it either way.
    expect((await shopper.fetch("/api/index.php?route=api/banner&banner=home").then((r) => r.json())) as unknown).toEqual(slides);
    expect(await shopper.rest("api/banner", { query: "banner=nothing-here" })).toEqual({ status: 200, body: [] });
  });

  it("asks for the banner name", async () => {
    const { status, body } = await shopper.rest("api/banner");
    expect(status).toBe(400);
    expect(body.error).toMatch(/banner/);
  });
});

describe("api/filters", () => {
  type Panel = {
    filter_groups: {
      filter_group_id: string;
      filter_type: string;
      field_type: string;
      filter_options: { filter_id: string; filter_type: string }[];
    }[];
    prices: { min_price: number; max_price: number };
  };

  function expectedPanel(products: Catalogue["products"]) {
    const used = new Set(products.flatMap((p) => p.filterIds));
    const prices = products.map((p) => p.effectivePrice);
    return {
      optionIds: catalogue.filters
        .filter((f) => used.has(f.id))
        .map((f) => f.id)
        .sort((a, b) => a - b),
      prices: prices.length
        ? { min_price: Math.floor(Math.min(...prices)), max_price: Math.ceil(Math.max(...prices)) }
        : { min_price: 0, max_price: 1000 },
    };
  }

  const optionIds = (panel: Panel) =>
    panel.filter_groups.flatMap((g) => g.filter_options.map((o) => Number(o.filter_id))).sort((a, b) => a - b);

  it("limits the panel to the options and prices of a category and its subcategories", async () => {
    const [category] = await rows(
      `select p.id from category p where p.status and exists (select 1 from category c where c.parent_id = p.id and c.status) order by p.id limit 1`,
    );
    const products = productsInCategory(catalogue, category.id);
    const { status, body } = await shopper.rest<Panel>("api/filters", { query: `category_id=${category.id}` });
    expect(status).toBe(200);
    const expected = expectedPanel(products);
    expect(optionIds(body)).toEqual(expected.optionIds);
    expect(body.prices).toEqual(expected.prices);
    expect(expected.optionIds.length).toBeLessThan(catalogue.filters.length);
  });

  it("describes each group with its type, and each option with its group's type", async () => {
    const groups = await rows(`select id, type from filter_group`);
    const { body } = await shopper.rest<Panel>("api/filters");
    expect(optionIds(body)).toEqual(expectedPanel(catalogue.products).optionIds);
    expect(body.filter_groups.length).toBeGreaterThan(1);
    for (const group of body.filter_groups) {
      const type = groups.find((g) => String(g.id) === group.filter_group_id)!.type;
      expect(group).toMatchObject({ filter_type: type, field_type: type });
      expect(group.filter_options.every((o) => o.filter_type === type)).toBe(true);
    }
    expect(body.filter_groups.some((g) => g.filter_type === "range")).toBe(true);
  });

  it("defaults the price bounds to 0 and 1000 for a category without products", async () => {
    const empty = catalogue.categories.find((c) => productsInCategory(catalogue, c.id).length === 0);
    const id = empty?.id ?? 99999999;
    expect(await shopper.rest("api/filters", { query: `category_id=${id}` })).toEqual({
      status: 200,
      body: { filter_groups: [], prices: { min_price: 0, max_price: 1000 }, currency_rates: { USD: 1, EUR: 0.92, GBP: 0.79 } },
    });
  });

  it("refuses a category id that is not a number", async () => {
    expect((await shopper.rest("api/filters", { query: "category_id=abc" })).status).toBe(400);
  });
});

describe("the endpoint", () => {
  it("answers 404 for an unknown route", async () => {
    const { status, body } = await shopper.rest("api/no-such-route");
    expect(status).toBe(404);
    expect(body.error).toMatch(/api\/no-such-route/);
  });

  it("answers 405 with Allow for a wrong method", async () => {
    const response = await shopper.fetch("/api/index.php?route=api/shapes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    const get = await shopper.rest("api/return");
    expect(get.status).toBe(405);
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    const stored = (await rows(`select count(*)::int as n from return_request`))[0].n;
    for (const body of ["{not json", "[1, 2]"]) {
      const response = await shopper.fetch("/api/index.php?route=api/return", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/JSON/);
    }
    expect((await rows(`select count(*)::int as n from return_request`))[0].n).toBe(stored);
  });
});
