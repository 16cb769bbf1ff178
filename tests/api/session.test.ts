import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanUp } from "@commerce/domain/session/cleanup";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { ADD_TO_CART, CART, demoCustomer, optionedProduct, requiredOptions, type ProductFixture } from "../support/shop-fixtures";

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

const LOGIN = `mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { customer { id } } }`;
const LOGGED = `{ accountCheckLogged { status } cart { products { product { id } quantity } } }`;
const sessionCookie = (setCookie: string[]) => setCookie.find((line) => line.startsWith("OCSESSID="))?.split(";")[0];

/** One GraphQL request with exactly this Cookie header, variables included. */
async function rawGqlWith(cookie: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query, variables }),
  });
  return { setCookie: response.headers.getSetCookie(), body: (await response.json()) as { data: any; errors?: unknown[] } };
}

describe("session rotation", () => {
  it("gives the session a new id at login and at logout; the old ids open nothing and the cart is kept", async () => {
    const guest = await rawGql(null, CART);
    const guestCookie = sessionCookie(guest.setCookie)!;
    await rawGqlWith(guestCookie, ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });

    const login = await rawGqlWith(guestCookie, LOGIN, demoCustomer);
    expect(login.body.errors).toBeUndefined();
    const customerCookie = sessionCookie(login.setCookie);
    expect(customerCookie).toMatch(/^OCSESSID=[a-f0-9]{32}$/);
    expect(customerCookie).not.toBe(guestCookie);

    const asCustomer = (await rawGql(customerCookie!, LOGGED)).body.data;
    expect(asCustomer.accountCheckLogged.status).toBe(true);
    expect(asCustomer.cart.products.map((line: any) => line.product.id)).toContain(String(product.id));
    // The id known before login (a planted one, say) is an empty guest session now.
    expect((await rawGql(guestCookie, LOGGED)).body.data).toEqual({ accountCheckLogged: { status: false }, cart: { products: [] } });
    expect(await sessionRows(guestCookie.split("=")[1]!)).toBe(0);

    const logout = await rawGql(customerCookie!, `mutation { accountLogout { status } }`);
    const afterLogout = sessionCookie(logout.setCookie);
    expect(afterLogout).toMatch(/^OCSESSID=[a-f0-9]{32}$/);
    expect(afterLogout).not.toBe(customerCookie);
    expect((await rawGql(customerCookie!, LOGGED)).body.data.accountCheckLogged.status).toBe(false);
    expect((await rawGql(afterLogout!, LOGGED)).body.data.accountCheckLogged.status).toBe(false);

    // The customer's cart stays with the customer and comes back at the next login.
    const again = await rawGqlWith(afterLogout!, LOGIN, demoCustomer);
    const back = (await rawGql(sessionCookie(again.setCookie)!, LOGGED)).body.data;
    expect(back.cart.products.map((line: any) => line.product.id)).toContain(String(product.id));
  });

  it("sets Secure on OCSESSID when the request came over HTTPS, not over plain HTTP", async () => {
    const ask = (origin: string) =>
      server.api.handle(
        new Request(`${origin}/api/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: CART }),
        }),
      );
    expect((await ask("https://shop.example")).headers.getSetCookie()[0]).toMatch(/; Secure$/);
    expect((await ask("http://shop.example")).headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });

  it("sets Secure over plain HTTP too with COOKIE_SECURE=always (TLS ends before the shop)", async () => {
    const always = await startTestApi({ alwaysSecureCookies: true });
    try {
      const answer = await fetch(`${always.url}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: CART }),
      });
      expect(answer.headers.getSetCookie()[0]).toMatch(/; Secure$/);
    } finally {
      await always.close();
    }
  });
});

describe("session expiry", () => {
  const ageSession = (id: string, age: string) =>
    server.api.db.query(`update session set updated_at = now() - $2::interval where id = $1`, [id, age]);

  it("treats a session idle past the limit as gone: its cart is empty and its row is removed", async () => {
    const shopper = new Shopper(server.url);
    await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
    await shopper.data(`mutation { addToCompare(id: ${product.id}) { id } }`);
    const id = shopper.cookieHeader.match(/OCSESSID=(\w+)/)![1]!;
    await ageSession(id, "31 days");
    expect((await shopper.data(CART)).cart.products).toEqual([]);
    expect(await sessionRows(id)).toBe(0);
    expect((await server.api.db.query(`select 1 from cart where owner = $1`, [`s:${id}`])).rows).toEqual([]);
  });

  it("moves an active session's last use forward, at most hourly", async () => {
    const shopper = new Shopper(server.url);
    await shopper.data(`mutation { addToCompare(id: ${product.id}) { id } }`);
    const id = shopper.cookieHeader.match(/OCSESSID=(\w+)/)![1]!;
    await ageSession(id, "29 days");
    await shopper.data(CART);
    const { rows } = await server.api.db.query<{ recent: boolean }>(
      `select updated_at > now() - interval '1 minute' as recent from session where id = $1`,
      [id],
    );
    expect(rows).toEqual([{ recent: true }]);
  });

  it("cleans up expired sessions with their guest carts and old contact messages; keeps the rest", async () => {
    // Adding to the cart stores no session row; the compare list does.
    const [stale, fresh, rowless] = [new Shopper(server.url), new Shopper(server.url), new Shopper(server.url)];
    for (const shopper of [stale, fresh, rowless]) {
      await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
      if (shopper !== rowless) await shopper.data(`mutation { addToCompare(id: ${product.id}) { id } }`);
    }
    const [staleId, freshId, rowlessId] = [stale, fresh, rowless].map((shopper) => shopper.cookieHeader.match(/OCSESSID=(\w+)/)![1]!);
    await ageSession(staleId!, "40 days");
    await server.api.db.query(`update cart set created_at = now() - interval '40 days' where owner = $1`, [`s:${rowlessId}`]);
    await server.api.db.query(
      `insert into contact_message (name, email, message, created_at) values
         ('Old', 'old@example.com', 'An old enough message.', now() - interval '200 days'),
         ('New', 'new@example.com', 'A recent message here.', now())`,
    );

    const removed = await cleanUp(server.api.db, { sessionIdleDays: 30, contactRetentionDays: 180 });
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.contactMessages).toBeGreaterThanOrEqual(1);
    expect(await sessionRows(staleId!)).toBe(0);
    expect(await sessionRows(freshId!)).toBe(1);
    const carts = await server.api.db.query<{ owner: string }>(`select owner from cart where owner = any($1)`, [
      [`s:${staleId}`, `s:${freshId}`, `s:${rowlessId}`],
    ]);
    expect(carts.rows).toEqual([{ owner: `s:${freshId}` }]);
    const messages = await server.api.db.query<{ name: string }>(`select name from contact_message where name in ('Old', 'New')`);
    expect(messages.rows).toEqual([{ name: "New" }]);
  });
});
