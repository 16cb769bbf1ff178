/**
 * The shop on a stock VueFront store (issue 11, decisions 164 and 165): the built server with its
 * embedded API on the stock profile, which refuses every extension field. The storefront learns
 * that and sends the contract-only variants of its documents: every page answers, none is a false
 * "not found", and what needs an extension is not offered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";

let shop: BuiltShop;

beforeAll(async () => {
  shop = await startBuiltShop({
    port: Number(process.env.SERVER_TEST_PORT ?? 4390) + 2,
    env: { COMMERCE_API_PROFILE: "stock", WEB_CONCURRENCY: "1" },
  });
});
afterAll(() => shop?.stop());

/** A page as a visitor with a cookie jar gets it (redirects not followed). */
async function page(path: string, cookie = "") {
  const response = await fetch(shop.url + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, html: await response.text(), cookies: response.headers.getSetCookie() };
}

describe("the storefront on the stock profile", () => {
  it("answers the home page with its products", async () => {
    const home = await page("/");
    expect(home.status).toBe(200);
    expect(home.html).toMatch(/href="\/store\/product\/\d+"/);
  });

  it("answers a category listing and a search, without the price filter the store cannot apply", async () => {
    const category = await page("/store/category/60");
    expect(category.status).toBe(200);
    expect(category.html).toMatch(/href="\/store\/product\/\d+"/);
    expect((await page("/search?keyword=round")).status).toBe(200);
    const special = await page("/store/special");
    expect(special.status).toBe(200);
  });

  it("answers a product page (no false 404)", async () => {
    const home = await page("/");
    const [, id] = /href="\/store\/product\/(\d+)"/.exec(home.html) ?? [];
    expect(id).toBeTruthy();
    const product = await page(`/store/product/${id}`);
    expect(product.status).toBe(200);
    expect(product.html).not.toContain("Product Not Found");
  });

  it("answers the cart page", async () => {
    expect((await page("/store/cart")).status).toBe(200);
  });
});
