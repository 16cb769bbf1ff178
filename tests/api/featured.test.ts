/**
 * The `featured` extension of productsList (commerce/schema/extensions.graphql): the home page's
 * featured carousel lists the products the store features, checked against the product table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let server: TestApi;
let shopper: Shopper;

beforeAll(async () => {
  server = await startTestApi();
  shopper = new Shopper(server.url);
});
afterAll(() => server?.close());

const FEATURED = `query Featured($featured: Boolean, $size: Int, $category_id: String) {
  productsList(featured: $featured, size: $size, category_id: $category_id, sort: "id") {
    content { id }
    totalElements
  }
}`;

interface FeaturedResult {
  productsList: { content: { id: string }[]; totalElements: number };
}

async function featuredIds(where = "") {
  const { rows } = await server.api.db.query<{ id: number }>(`select id from product where status and featured ${where} order by id`);
  return rows.map((row) => String(row.id));
}

describe("productsList(featured)", () => {
  it("lists exactly the enabled products the store features", async () => {
    const expected = await featuredIds();
    expect(expected.length).toBeGreaterThan(0);
    const { productsList } = await shopper.data<FeaturedResult>(FEATURED, { featured: true, size: -1 });
    expect(productsList.content.map((product) => product.id)).toEqual(expected);
    expect(productsList.totalElements).toBe(expected.length);
  });

  it("is ignored when false or absent", async () => {
    const { rows } = await server.api.db.query<{ total: number }>(`select count(*)::int as total from product where status`);
    for (const featured of [false, undefined]) {
      const { productsList } = await shopper.data<FeaturedResult>(FEATURED, { featured, size: 1 });
      expect(productsList.totalElements).toBe(rows[0].total);
    }
  });

  it("combines with the other arguments", async () => {
    const { rows } = await server.api.db.query<{ id: number }>(
      `select p.id from product p join product_to_category ptc on ptc.product_id = p.id
        where p.status and p.featured and ptc.category_id = 60 order by p.id`,
    );
    const { productsList } = await shopper.data<FeaturedResult>(FEATURED, { featured: true, size: -1, category_id: "60" });
    // Category 60 includes its sub-categories; every direct member must be there, and nothing unfeatured.
    const listed = productsList.content.map((product) => product.id);
    for (const row of rows) expect(listed).toContain(String(row.id));
    const all = await featuredIds();
    for (const id of listed) expect(all).toContain(id);
  });
});
