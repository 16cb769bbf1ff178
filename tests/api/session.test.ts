import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { ADD_TO_CART, CART, optionedProduct, requiredOptions, type ProductFixture } from "../support/shop-fixtures";

let server: TestApi;
let product: ProductFixture;

beforeAll(async () => {
  server = await startTestApi();
  product = await optionedProduct(server.api.db);
});
afterAll(() => server?.close());

/** One GraphQL request with exactly this Cookie header (or none): what a client that keeps no jar sends. */
async function rawGql(cookie: string | null, query: string) {
  const response = await fetch(`${server.url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  return { setCookie: response.headers.getSetCookie(), body: (await response.json()) as { data: any; errors?: unknown[] } };
}

const sessionRows = async (id: string) => (await server.api.db.query(`select 1 from session where id = $1`, [id])).rows.length;

describe("API sessions", () => {
  it("hands a cookie-less visitor a new OCSESSID and keeps a known one without re-issuing it", async () => {
    const first = await rawGql(null, CART);
    expect(first.setCookie).toHaveLength(1);
    expect(first.setCookie[0]).toMatch(/^OCSESSID=[a-f0-9]{32}; Path=\/; HttpOnly; SameSite=Lax/);

    const cookie = first.setCookie[0].split(";")[0];
    expect((await rawGql(cookie, CART)).setCookie).toEqual([]);
    expect((await rawGql("OCSESSID=not-a-session-id", CART)).setCookie).toHaveLength(1);
  });

  it("gives an empty cart to a session id that was never stored, and a read stores nothing", async () => {
    const neverStored = randomBytes(16).toString("hex");
    const { body, setCookie } = await rawGql(`OCSESSID=${neverStored}`, CART);
    expect(setCookie).toEqual([]);
    expect(body.data.cart).toMatchObject({ products: [], quantity: 0, total: "$0.00", coupon: null });
    expect(await sessionRows(neverStored)).toBe(0);
  });

  it("never shows one shopper's cart, wishlist or compare list to another", async () => {
    const alice = new Shopper(server.url);
    const bob = new Shopper(server.url);
    const { addToCart } = await alice.data(ADD_TO_CART, { id: String(product.id), quantity: 2, options: requiredOptions(product) });
    await alice.data(`mutation ($id: Int) { addToWishlist(id: $id) { id } }`, { id: product.id });
    await alice.data(`mutation ($id: Int) { addToCompare(id: $id) { id } }`, { id: product.id });

    const seenByBob = await bob.data(`{ cart { quantity products { key } } wishlist { id } compare { id } }`);
    expect(seenByBob).toEqual({ cart: { quantity: 0, products: [] }, wishlist: [], compare: [] });

    // Bob cannot reach Alice's line by its key either.
    const aliceKey = addToCart.products[0].key;
    const update = await bob.gql(`mutation ($key: String) { updateCart(key: $key, quantity: 5) { quantity } }`, { key: aliceKey });
    expect(update.errors?.[0].message).toMatch(/not in your cart/);
    await bob.data(`mutation ($key: String) { removeCart(key: $key) { quantity } }`, { key: aliceKey });
    await bob.data(`mutation { clearCart { quantity } }`);

    const seenByAlice = await alice.data(`{ cart { quantity products { key quantity } } wishlist { id } compare { id } }`);
    expect(seenByAlice).toEqual({
      cart: { quantity: 2, products: [{ key: aliceKey, quantity: 2 }] },
      wishlist: [{ id: String(product.id) }],
      compare: [{ id: String(product.id) }],
    });
  });
});
