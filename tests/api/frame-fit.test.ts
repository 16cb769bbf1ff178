/**
 * "Fits like my pair" and the frame-width filter over HTTP (docs/decisions/248-frame-fit-search.md):
 * productsList's `fit` keeps the frames within 2 mm of the lens width and bridge and 5 mm of the
 * temple, nearest first in the default order. Expected answers are computed here from the product
 * attributes, read straight from the table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryIds } from "@config/store";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let server: TestApi;
let shopper: Shopper;

interface Measured {
  id: number;
  lens: number;
  bridge: number;
  temple: number;
  frame: number;
  price: number;
}

/** Every product's numbers, from the attributes as a shopper's client would read them ("50 mm"). */
async function measuredProducts(categoryId: number): Promise<Measured[]> {
  const { rows } = await server.api.db.query<{ id: number; attributes: Record<string, string>; price: string }>(
    `select p.id, p.effective_price::text as price, jsonb_object_agg(pa.name, pa.options->>0) as attributes
       from product p join product_attribute pa on pa.product_id = p.id
      where p.status and p.id in (select product_id from category_product where category_id = $1)
      group by p.id`,
    [categoryId],
  );
  const mm = (text: string | undefined) => (text ? Number.parseFloat(text) : Number.NaN);
  return rows.map((row) => ({
    id: row.id,
    lens: mm(row.attributes["Lens width"]),
    bridge: mm(row.attributes["Bridge"]),
    temple: mm(row.attributes["Temple length"]),
    frame: mm(row.attributes["Frame width"]),
    price: Number(row.price),
  }));
}

const fitQuery = `query ($c: String, $fit: FrameFitInput, $sort: String, $order: String) {
  productsList(category_id: $c, fit: $fit, size: 500, sort: $sort, order: $order) { totalElements content { id } }
}`;

async function fitIds(fit: { lens_width: number; bridge: number; temple: number }, sort = "sort_order", order = "ASC") {
  const { productsList } = await shopper.data(fitQuery, { c: String(categoryIds.eyeglasses), fit, sort, order });
  return { total: productsList.totalElements as number, ids: productsList.content.map((p: { id: string }) => Number(p.id)) as number[] };
}

beforeAll(async () => {
  server = await startTestApi();
  shopper = new Shopper(server.url);
});
afterAll(() => server?.close());

describe("productsList fit", () => {
  it("keeps the frames within ±2 mm lens width and bridge and ±5 mm temple, nearest first", async () => {
    const mine = { lens_width: 50, bridge: 20, temple: 145 };
    const products = await measuredProducts(categoryIds.eyeglasses);
    const distance = (p: Measured) => Math.abs(p.lens - 50) + Math.abs(p.bridge - 20) + 0.4 * Math.abs(p.temple - 145);
    const expected = products
      .filter((p) => Math.abs(p.lens - 50) <= 2 && Math.abs(p.bridge - 20) <= 2 && Math.abs(p.temple - 145) <= 5)
      // Every demo product has sort_order 0: equally near ones come by id.
      .sort((a, b) => distance(a) - distance(b) || a.id - b.id)
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(10);
    // Frames just outside the window exist, so the window is what keeps them out.
    expect(products.some((p) => p.lens === 53 && Math.abs(p.bridge - 20) <= 2)).toBe(true);

    const { total, ids } = await fitIds(mine);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
    const first = products.find((p) => p.id === ids[0])!;
    expect(distance(first)).toBe(Math.min(...products.filter((p) => expected.includes(p.id)).map(distance)));
  });

  it("keeps the shopper's own order when they choose one", async () => {
    const { ids: nearest } = await fitIds({ lens_width: 54, bridge: 18, temple: 145 });
    const { ids: byPrice } = await fitIds({ lens_width: 54, bridge: 18, temple: 145 }, "price", "DESC");
    expect(new Set(byPrice)).toEqual(new Set(nearest));
    const prices = new Map((await measuredProducts(categoryIds.eyeglasses)).map((p) => [p.id, p.price]));
    const listed = byPrice.map((id) => prices.get(id)!);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
  });

  it("never fits a frame without the three numbers", async () => {
    const mine = { lens_width: 47, bridge: 18, temple: 140 };
    const { ids } = await fitIds(mine);
    expect(ids.length).toBeGreaterThan(1);
    await server.api.db.query(`delete from product_attribute where product_id = $1 and name = 'Temple length'`, [ids[0]]);
    // Another frame of the same window asked afresh (a kept answer lives until the catalogue changes).
    const { ids: after } = await fitIds({ ...mine, temple: 140.5 });
    expect(after).not.toContain(ids[0]);
    expect(after).toEqual(ids.slice(1).filter((id) => after.includes(id)));
  });
});

describe("frame width filter", () => {
  it("is a range filter group whose bounds keep the frames of those widths", async () => {
    const { body } = await shopper.rest("api/filters", { query: `category_id=${categoryIds.eyeglasses}` });
    const group = body.filter_groups.find((g: { filter_group_name: string }) => g.filter_group_name === "Frame width");
    expect(group.filter_type).toBe("range");
    const { productsList } = await shopper.data(
      `query ($c: String, $min: [FilterRangeInput], $max: [FilterRangeInput]) {
        productsList(category_id: $c, min_filters: $min, max_filters: $max, size: 500) { content { id } }
      }`,
      {
        c: String(categoryIds.eyeglasses),
        min: [{ id: group.filter_group_id, value: 130 }],
        max: [{ id: group.filter_group_id, value: 134 }],
      },
    );
    const expected = (await measuredProducts(categoryIds.eyeglasses)).filter((p) => p.frame >= 130 && p.frame <= 134).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(5);
    expect(productsList.content.map((p: { id: string }) => Number(p.id)).sort((a: number, b: number) => a - b)).toEqual(
      expected.sort((a, b) => a - b),
    );
  });
});
