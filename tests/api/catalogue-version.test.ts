/**
 * The catalogue's version (docs/decisions/244-fresh-catalogue.md): what the storefront's web
 * processes ask once a second to know that their cached pages are out of date. It moves with a
 * published review, a price or stock change made in the database by anyone, and not with a
 * product's view count or a shopper's cart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

async function version(): Promise<number> {
  const answer = await fetch(`${server.url}/api/catalogue-version`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  const text = await answer.text();
  expect(text).toMatch(/^\d+$/);
  return Number(text);
}

describe("GET /api/catalogue-version", () => {
  it("moves with a review, a price and a stock change, and not with views or a cart", async () => {
    const start = await version();
    expect(await version(), "steady while nothing changes").toBe(start);

    await server.api.db.query("update product set viewed = viewed + 1 where id = 40");
    const shopper = new Shopper(server.url);
    const cart = await shopper.gql(`mutation { addToCart(id: "40", quantity: 1) { total } }`);
    expect(cart.errors).toBeUndefined();
    expect(await version(), "a view and a cart line show nowhere on a shared page").toBe(start);

    const review = await shopper.gql(
      `mutation { addReview(id: "40", author: "Ines", content: "Light and sturdy frames, I wear them daily.", rating: 5) { id } }`,
    );
    expect(review.errors).toBeUndefined();
    const afterReview = await version();
    expect(afterReview).toBeGreaterThan(start);

    await server.api.db.query("update product set price = price + 1 where id = 40");
    const afterPrice = await version();
    expect(afterPrice).toBeGreaterThan(afterReview);

    await server.api.db.query("update product set quantity = 0 where id = 40");
    expect(await version()).toBeGreaterThan(afterPrice);
  });
});
