/**
 * The stock profile (COMMERCE_API_PROFILE=stock, decision 164): the API serves the VueFront contract
 * alone, as a stock CMS Connect module does. Extension fields and arguments are refused by validation
 * before anything runs, the contract answers as usual, and the index endpoint's `api/...` routes,
 * which the module does not have, answer 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let stock: TestApi;
let full: TestApi;

beforeAll(async () => {
  [stock, full] = await Promise.all([startTestApi({ profile: "stock" }), startTestApi()]);
});
afterAll(() => Promise.all([stock?.close(), full?.close()]));

const messages = (result: { errors?: { message: string }[] }) => (result.errors ?? []).map((error) => error.message);

describe("the stock profile", () => {
  it("refuses extension fields, arguments and types by validation, with nothing resolved", async () => {
    const shopper = new Shopper(stock.url);
    const fields = await shopper.gql(`{ productsList(size: 1) { content { id low_stock imageAlt } } }`);
    expect(fields.data).toBeUndefined();
    expect(messages(fields)).toEqual([
      'Cannot query field "low_stock" on type "Product". Did you mean "stock"?',
      expect.stringMatching(/^Cannot query field "imageAlt" on type "Product"/),
    ]);
    const argument = await shopper.gql(`{ productsList(size: 1, min_price: 10) { totalElements } }`);
    expect(messages(argument)).toEqual(['Unknown argument "min_price" on field "RootQueryType.productsList".']);
    const root = await shopper.gql(`{ accountOrdersList { totalElements } }`);
    expect(messages(root)[0]).toMatch(/^Cannot query field "accountOrdersList" on type "RootQueryType"/);
    const cart = await shopper.gql(`{ cart { quantity totals { code } products { price } } }`);
    expect(messages(cart)).toHaveLength(3);
  });

  it("answers the contract as the full profile does", async () => {
    const query = `{ productsList(size: 2, sort: "p.price", order: "ASC") { totalElements content { id name price } } cart { total products { key } } }`;
    const [onStock, onFull] = await Promise.all([new Shopper(stock.url).data(query), new Shopper(full.url).data(query)]);
    expect(onStock.productsList.content).toHaveLength(2);
    expect(onStock).toEqual(onFull);
  });

  it("has none of the index endpoint's api/... routes, which the full profile serves", async () => {
    const onStock = new Shopper(stock.url);
    for (const route of [
      "api/shapes",
      "api/filters",
      "api/banner&banner=home",
      "api/coupon/publicCoupon",
      "api/return/listReturnReasons",
    ]) {
      expect((await onStock.rest(route)).status, route).toBe(404);
    }
    expect((await onStock.rest("api/coupon", { method: "POST", body: { coupon: "SAVE10", token: "x" } })).status).toBe(404);
    expect((await new Shopper(full.url).rest("api/shapes")).status).toBe(200);
  });
});
