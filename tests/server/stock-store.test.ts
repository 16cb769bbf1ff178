/**
 * The shop on a stock VueFront store (decisions 164 and 165): the built server with its
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
    captureLog: true,
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
    expect(home.html).toMatch(/<article/);
  });

  it("answers a category listing and a search, without the price filter the store cannot apply", async () => {
    const category = await page("/store/category/60");
    expect(category.status).toBe(200);
    expect(category.html).toMatch(/<article/);
    expect(category.html).not.toContain('name="min_price"');
    // A price in the address is not applied, so it is not shown as chosen either.
    const priced = await page("/store/category/60?min_price=100");
    expect(priced.status).toBe(200);
    expect(priced.html).not.toContain("Price: from");
    expect((await page("/search?keyword=round")).status).toBe(200);
    expect((await page("/store/special")).status).toBe(200);
  });

  it("answers a product page (no false 404)", async () => {
    const category = await page("/store/category/60");
    const [, path] = /<article[^>]*>[\s\S]*?href="(\/[a-z0-9-]+)"/.exec(category.html) ?? [];
    expect(path).toBeTruthy();
    const product = await page(path!);
    expect(product.status).toBe(200);
    expect(product.html).not.toContain("Product Not Found");
    expect(product.html).toContain("Add to cart");
  });

  it("answers the cart with its lines' unit prices and a sub-total from the contract's cart fields", async () => {
    const listed = await fetch(`${shop.url}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ productsList(size: 60) { content { id price special options { name } } } }" }),
    }).then(
      (response) =>
        response.json() as Promise<{
          data: { productsList: { content: { id: string; price: string; special: string; options: unknown[] }[] } };
        }>,
    );
    const plain = listed.data.productsList.content.find((product) => product.options.length === 0 && !product.special);
    expect(plain).toBeTruthy();
    const added = await fetch(`${shop.url}/store/cart`, {
      method: "POST",
      headers: { origin: shop.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", id: plain!.id, quantity: "2" }),
      redirect: "manual",
    });
    expect(added.status).toBe(302);
    const cookie = added.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const cart = await page("/store/cart", cookie);
    expect(cart.status).toBe(200);
    expect(cart.html).not.toContain("The price is invalid");
    expect(cart.html).toContain(plain!.price);
    // A stock store's cart names no total line: the shop's own word (docs/decisions/243-each-document-its-own-words.md).
    expect(cart.html).toContain("Subtotal");
  });

  it("hands a shopper with a bag over to the store's own checkout: a 303 with the store's session, no order confirmed (decision 222)", async () => {
    const listed = await fetch(`${shop.url}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ productsList(size: 60) { content { id options { name } } } checkoutLink { link } }" }),
    }).then(
      (response) =>
        response.json() as Promise<{
          data: { productsList: { content: { id: string; options: unknown[] }[] }; checkoutLink: { link: string } };
        }>,
    );
    const plain = listed.data.productsList.content.find((product) => product.options.length === 0)!;
    const post = (path: string, body: Record<string, string>, cookie = "") =>
      fetch(shop.url + path, {
        method: "POST",
        headers: { origin: shop.url, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(body),
        redirect: "manual",
      });
    const added = await post("/store/cart", { intent: "add", id: plain.id, quantity: "1" });
    const cookie = added.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const handedOver = await post("/store/checkout/?step=3", { intent: "handover" }, cookie);
    expect(handedOver.status).toBe(303);
    expect(handedOver.headers.get("location")).toBe(new URL(listed.data.checkoutLink.link, shop.url).href);
    const cookies = handedOver.headers.getSetCookie();
    expect(cookies).toContainEqual(expect.stringMatching(/^OCSESSID=[^;]+; Path=\/; SameSite=Lax$/));
    // Never the storefront's own session under the store's name, never a session value in the address.
    const handed = cookies.filter((line) => line.endsWith("; Path=/; SameSite=Lax")).map((line) => line.split("=")[0]);
    expect(handed).not.toContain("lumen_session");
    expect(handedOver.headers.get("location")).not.toMatch(/OCSESSID|session/i);
  });

  it("says the store takes no return requests online (no api/return routes), rather than offering a form that fails", async () => {
    const returns = await page("/account/return");
    expect(returns.status).toBe(200);
    expect(returns.html).toContain("This store does not take return requests online.");
  });

  it("says once, at info, which optional routes the store lacks: never an error line per page (docs/decisions/332-quiet-logs-and-operator-port.md)", async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      expect((await page("/")).status).toBe(200);
      expect((await page("/store/category/60")).status).toBe(200);
    }
    const absent = shop
      .log()
      .split("\n")
      .filter((line) => line.includes("this store has no"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(absent.length).toBeGreaterThan(0);
    expect(absent.every((line) => line.level === 30)).toBe(true);
    const routes = absent.map((line) => line.msg.split(":")[0]);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
