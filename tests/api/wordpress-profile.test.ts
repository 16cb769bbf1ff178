/**
 * The wordpress profile (COMMERCE_API_PROFILE=wordpress, docs/decisions/228-wordpress-profile.md):
 * the contract as VueFront CMS Connect 2.1.2 serves it on WordPress 6.3 + WooCommerce 8, as recorded
 * in the shared fixtures (vuefront-wordpress-6.3): sign-in by a bearer token in an `Authorization`
 * header spelled exactly so, variation options by name, related products and brands failing, no
 * address book changes, no payment methods and no index endpoint routes.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { optionedProduct, type ProductFixture } from "../support/shop-fixtures";

let wordpress: TestApi;
let optioned: ProductFixture;

beforeAll(async () => {
  wordpress = await startTestApi({ profile: "wordpress" });
  optioned = await optionedProduct(wordpress.api.db);
});
afterAll(() => wordpress?.close());

interface GqlResult<T = any> {
  data?: T;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
}

/**
 * A GraphQL call over node:http, which sends header names as written (fetch lower-cases them), with
 * the shopper's cookies. `headers` are sent as given.
 */
function rawGql<T = any>(
  shopper: Shopper,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GqlResult<T>> {
  const body = JSON.stringify({ query, variables });
  const url = new URL("/api/graphql", wordpress.url);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": String(Buffer.byteLength(body)),
          ...(shopper.cookieHeader ? { Cookie: shopper.cookieHeader } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as GqlResult<T>);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

const REGISTER = `mutation ($customer: CustomerInput) { accountRegister(customer: $customer) { id firstName lastName email phone } }`;
const LOGIN = `mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { token customer { id email } } }`;
const CHECK = `{ accountCheckLogged { status customer { id email } } }`;
const CART = `{ cart { total products { key quantity option { name value } product { id name } } } }`;
const ADD = `mutation ($id: String, $quantity: Int, $options: [CartOption]) {
  addToCart(id: $id, quantity: $quantity, options: $options) { products { key quantity option { name value } product { id } } }
}`;
const OPTIONS = `query ($id: String) { product(id: $id) { id options { id name type values { id name } } } }`;

async function newCustomer(shopper: Shopper) {
  const customer = {
    firstName: "Fay",
    lastName: "Fixture",
    email: `fay.${randomBytes(5).toString("hex")}@example.com`,
    password: "Fixture-pass-123",
    phone: "+44 20 7946 0001",
  };
  const { accountRegister } = await shopper.data(REGISTER, { customer });
  return { ...customer, id: accountRegister.id as string };
}

async function tokenFor(shopper: Shopper, email: string, password: string): Promise<string> {
  const { accountLogin } = await shopper.data(LOGIN, { email, password });
  return accountLogin.token as string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("sign-in by bearer token", () => {
  it("hands out a token at login and counts a request signed in only with `Authorization: Bearer` spelled exactly so", async () => {
    const shopper = new Shopper(wordpress.url);
    const customer = await newCustomer(shopper);
    // Registering does not sign in.
    expect((await shopper.data(CHECK)).accountCheckLogged.status).toBe(false);

    const login = await shopper.data(LOGIN, { email: customer.email, password: customer.password });
    expect(login.accountLogin.customer).toEqual({ id: customer.id, email: customer.email });
    const token = login.accountLogin.token as string;
    // An HS256 JWT as the plugin's: header, claims (with data.user.id) and signature.
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const [header, claims] = token
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, "base64url").toString("utf8")));
    expect(header).toEqual({ typ: "JWT", alg: "HS256" });
    expect(claims.data).toEqual({ user: { id: customer.id } });
    expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60);

    // The cookie session stays a guest's.
    expect((await shopper.data(CHECK)).accountCheckLogged).toEqual({ status: false, customer: null });
    expect((await rawGql(shopper, CHECK)).data?.accountCheckLogged.status).toBe(false);
    // Lower-case `authorization` (what HTTP/2 sends, and fetch when told so) is ignored, as by the plugin.
    expect((await rawGql(shopper, CHECK, {}, { authorization: `Bearer ${token}` })).data?.accountCheckLogged.status).toBe(false);
    const viaFetch = await shopper.fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: CHECK }),
    });
    expect(((await viaFetch.json()) as GqlResult).data?.accountCheckLogged.status).toBe(false);
    // `Authorization` as written: signed in, with or without the cookies.
    expect((await rawGql(shopper, CHECK, {}, bearer(token))).data?.accountCheckLogged).toEqual({
      status: true,
      customer: { id: customer.id, email: customer.email },
    });
    expect((await rawGql(new Shopper(wordpress.url), CHECK, {}, bearer(token))).data?.accountCheckLogged.status).toBe(true);
  });

  it("refuses a forged, altered or unknown token and a client's own copy of the internal header", async () => {
    const shopper = new Shopper(wordpress.url);
    const customer = await newCustomer(shopper);
    const token = await tokenFor(shopper, customer.email, customer.password);
    const [header, , signature] = token.split(".");
    const claims = Buffer.from(JSON.stringify({ iss: "x", iat: 1, nbf: 1, exp: 4102444800, data: { user: { id: "1" } } })).toString(
      "base64url",
    );
    for (const forged of [`${header}.${claims}.${signature}`, `${token}x`, "not-a-token", ""]) {
      expect((await rawGql(shopper, CHECK, {}, bearer(forged))).data?.accountCheckLogged.status, forged).toBe(false);
    }
    // The exact case is told to the API by its entry point alone: a client sending the header gets nowhere.
    const spoofed = await rawGql(shopper, CHECK, {}, { "X-Commerce-Exact-Authorization": `Bearer ${token}` });
    expect(spoofed.data?.accountCheckLogged.status).toBe(false);
  });

  it("answers account calls for the token's customer; logout answers false and the token keeps working", async () => {
    const shopper = new Shopper(wordpress.url);
    const customer = await newCustomer(shopper);
    const token = await tokenFor(shopper, customer.email, customer.password);
    const edit = `mutation ($c: CustomerInput) { accountEdit(customer: $c) { id lastName phone } }`;
    const profile = { firstName: customer.firstName, lastName: "Edited", email: customer.email, phone: "+44 20 7946 0002" };
    const edited = await rawGql(shopper, edit, { c: profile }, bearer(token));
    expect(edited.data?.accountEdit).toEqual({ id: customer.id, lastName: "Edited", phone: "+44 20 7946 0002" });
    // Without the token the account is out of reach.
    expect((await rawGql(shopper, edit, { c: profile })).data?.accountEdit ?? null).toBeNull();

    const logout = await rawGql(shopper, `mutation { accountLogout { status } }`, {}, bearer(token));
    expect(logout).toEqual({ data: { accountLogout: { status: false } } });
    expect((await rawGql(shopper, CHECK, {}, bearer(token))).data?.accountCheckLogged.status).toBe(true);
  });

  it("moves a guest's cart to the customer on the session's first signed-in request, and keeps the signed-in cart apart", async () => {
    const shopper = new Shopper(wordpress.url);
    const customer = await newCustomer(shopper);
    const simple = await simpleProduct();
    await shopper.data(ADD, { id: String(simple), quantity: 2 });
    const token = await tokenFor(shopper, customer.email, customer.password);
    const signedIn = await rawGql(shopper, CART, {}, bearer(token));
    expect(signedIn.data?.cart.products).toEqual([
      expect.objectContaining({ quantity: 2, product: { id: String(simple), name: expect.any(String) } }),
    ]);
    // The cookie alone is a guest again, with an empty cart.
    expect((await shopper.data(CART)).cart.products).toEqual([]);
    // The token alone (another device) sees the customer's cart.
    expect((await rawGql(new Shopper(wordpress.url), CART, {}, bearer(token))).data?.cart.products).toHaveLength(1);
  });

  it("gives the message for a wrong password and no token", async () => {
    const shopper = new Shopper(wordpress.url);
    const customer = await newCustomer(shopper);
    const wrong = await shopper.gql(LOGIN, { email: customer.email, password: "wrong-pass-1" });
    expect(wrong.data).toEqual({ accountLogin: null });
    expect(wrong.errors?.[0]?.message).toBe("Warning: No match for E-Mail Address and/or Password.");
  });
});

/** An enabled product in stock without options (a ready-to-wear frame). */
async function simpleProduct(): Promise<number> {
  const { rows } = await wordpress.api.db.query<{ id: number }>(
    `select pl.id from product_listing pl
      where pl.quantity >= 10 and pl.minimum = 1 and not exists (select 1 from product_option o where o.product_id = pl.id)
      order by pl.id limit 1`,
  );
  if (!rows[0]) throw new Error("Fixture: no product without options");
  return rows[0].id;
}

describe("variation options by name", () => {
  it("lists the choice options as WooCommerce attributes: attribute_pa_<slug>, radio, values by slug", async () => {
    const { product } = await new Shopper(wordpress.url).data(OPTIONS, { id: String(optioned.id) });
    // The required single choices: optional ones (the lens options) are no WooCommerce variation.
    const choices = optioned.options.filter((option) => (option.type === "select" || option.type === "radio") && option.required);
    expect(product.options).toHaveLength(choices.length);
    expect(product.options[0]).toEqual({
      id: "attribute_pa_frame-size",
      name: "Frame size",
      type: "radio",
      values: [
        { id: "small", name: "Small" },
        { id: "medium", name: "Medium" },
        { id: "large", name: "Large" },
      ],
    });
    // Optional choices (Lens usage) and the checkbox (Lens coatings) have no WooCommerce counterpart.
    const ids = product.options.map((option: { id: string }) => option.id);
    expect(ids).not.toContain("attribute_pa_lens-usage");
    expect(product.options.map((option: { name: string }) => option.name)).not.toContain("Lens coatings");
  });

  it("adds a product with every attribute chosen by slug, naming no options on the line (recording 04)", async () => {
    const shopper = new Shopper(wordpress.url);
    const { product } = await shopper.data(OPTIONS, { id: String(optioned.id) });
    const options = product.options.map((option: { id: string; values: Array<{ id: string }> }) => ({
      id: option.id,
      value: option.values[1]!.id,
    }));
    expect(options[0]).toEqual({ id: "attribute_pa_frame-size", value: "medium" });
    const added = await shopper.data(ADD, { id: String(optioned.id), quantity: 1, options });
    expect(added.addToCart.products).toHaveLength(1);
    expect(added.addToCart.products[0].product).toEqual({ id: String(optioned.id) });
    expect(added.addToCart.products[0].option).toEqual([]);
    expect((await shopper.data(CART)).cart.products[0].option).toEqual([]);
  });

  it("refuses an incomplete or unmatched set, or the store's own ids, with one message and no cart", async () => {
    const shopper = new Shopper(wordpress.url);
    const { product } = await shopper.data(OPTIONS, { id: String(optioned.id) });
    const all = product.options.map((option: { id: string; values: Array<{ id: string }> }) => ({
      id: option.id,
      value: option.values[0]!.id,
    }));
    const sizeOption = optioned.options.find((option) => option.name === "Frame size")!;
    for (const options of [
      [],
      all.slice(0, 1),
      [{ id: "attribute_pa_frame-size", value: "gigantic" }, ...all.slice(1)],
      // The ids of the store underneath (OpenCart's form) are not the plugin's.
      [{ id: String(sizeOption.id), value: String(sizeOption.values[0]!.id) }, ...all.slice(1)],
    ]) {
      const result = await shopper.gql(ADD, { id: String(optioned.id), quantity: 1, options });
      expect(result.data, JSON.stringify(options)).toEqual({ addToCart: null });
      expect(result.errors).toEqual([
        expect.objectContaining({ message: "Please select an option.", path: ["addToCart"], extensions: { category: "businessLogic" } }),
      ]);
    }
    expect((await shopper.data(CART)).cart.products).toEqual([]);
  });

  it("adds a product without options whatever options come with it", async () => {
    const shopper = new Shopper(wordpress.url);
    const simple = String(await simpleProduct());
    expect((await shopper.data(OPTIONS, { id: simple })).product.options).toEqual([]);
    const added = await shopper.data(ADD, { id: simple, quantity: 1, options: [{ id: "attribute_pa_colour", value: "red" }] });
    expect(added.addToCart.products).toEqual([expect.objectContaining({ quantity: 1, product: { id: simple } })]);
  });
});

describe("optional fields that fail", () => {
  const RELATED = `query ($id: String) { product(id: $id) { id name related: products(limit: 4) { id } } }`;

  it("fails related products of products without up-sells (odd ids) with the product's other fields kept", async () => {
    const shopper = new Shopper(wordpress.url);
    const { rows } = await wordpress.api.db.query<{ id: number; name: string; parity: number }>(
      `select distinct on (id % 2) id, name, id % 2 as parity from product_listing where exists (select 1 from product_related r where r.product_id = product_listing.id) order by id % 2, id`,
    );
    const odd = rows.find((row) => row.parity === 1)!;
    const even = rows.find((row) => row.parity === 0)!;
    const failing = await shopper.gql(RELATED, { id: String(odd.id) });
    expect(failing.data).toEqual({ product: { id: String(odd.id), name: odd.name, related: null } });
    expect(failing.errors).toEqual([
      expect.objectContaining({ message: "Internal server error", path: ["product", "related"], extensions: { category: "internal" } }),
    ]);
    const working = await shopper.gql(RELATED, { id: String(even.id) });
    expect(working.errors).toBeUndefined();
    expect(working.data?.product.related.length).toBeGreaterThan(0);
  });

  it("fails manufacturerList (no brands plugin)", async () => {
    const result = await new Shopper(wordpress.url).gql(`{ manufacturerList(page: 1, size: -1) { content { id name } } version }`);
    expect(result.data).toEqual({ manufacturerList: null, version: "1.0.0" });
    expect(result.errors).toEqual([expect.objectContaining({ message: "Internal server error", path: ["manufacturerList"] })]);
  });
});

describe("what WordPress does not have", () => {
  it("refuses adding and removing addresses", async () => {
    const shopper = new Shopper(wordpress.url);
    const customer = await newCustomer(shopper);
    const token = await tokenFor(shopper, customer.email, customer.password);
    const address = { firstName: "Fay", lastName: "Fixture", address1: "2 Low Road", city: "Leeds", countryId: "222", zipcode: "LS1 1AA" };
    const added = await rawGql(
      shopper,
      `mutation ($a: AccountAddressInput) { accountAddAddress(address: $a) { id } }`,
      { a: address },
      bearer(token),
    );
    expect(added.data).toEqual({ accountAddAddress: null });
    expect(added.errors?.map((error) => error.message)).toEqual(["Adding an address is not possible in Wordpress"]);
    const removed = await rawGql(shopper, `mutation { accountRemoveAddress(id: "1") { id } }`, {}, bearer(token));
    expect(removed.data).toEqual({ accountRemoveAddress: null });
    expect(removed.errors?.map((error) => error.message)).toEqual(["Removing an address is not possible in Wordpress"]);
  });

  it("links its own checkout page, which finds a guest's cart by the cookie but not a token customer's", async () => {
    const shopper = new Shopper(wordpress.url);
    const { checkoutLink } = await shopper.data(`{ checkoutLink { link } }`);
    expect(new URL(checkoutLink.link, wordpress.url).searchParams.get("route")).toBe("checkout/checkout");
    const storePage = (cookie: string) => fetch(new URL(checkoutLink.link, wordpress.url), { headers: { cookie }, redirect: "manual" });
    await shopper.data(ADD, { id: String(await simpleProduct()), quantity: 1 });
    expect((await storePage(shopper.cookieHeader)).status).toBe(200);
    // Signed in by a token, the cart is the customer's: the browser, which cannot send the token, finds none.
    const customer = await newCustomer(shopper);
    await rawGql(shopper, CART, {}, bearer(await tokenFor(shopper, customer.email, customer.password)));
    expect((await storePage(shopper.cookieHeader)).headers.get("location")).toBe("/api/index.php?route=checkout/cart");
  });

  it("lists no payment methods, serves the contract alone and has no index endpoint routes", async () => {
    const shopper = new Shopper(wordpress.url);
    expect(await shopper.data(`{ paymentMethods { codename } }`)).toEqual({ paymentMethods: [] });
    const extension = await shopper.gql(`{ productsList(size: 1) { content { id low_stock } } }`);
    expect(extension.errors?.[0]?.message).toMatch(/^Cannot query field "low_stock" on type "Product"/);
    for (const route of ["api/shapes", "api/banner&banner=home", "api/coupon/publicCoupon"]) {
      const answer = await shopper.rest(route);
      expect(answer, route).toEqual({
        status: 404,
        body: { code: "rest_no_route", message: "No route was found matching the URL and request method.", data: { status: 404 } },
      });
    }
  });
});

/** The exchanges of a recording in tests/fixtures/vuefront-wordpress-6.3, answers parsed. */
function recorded(file: string): Array<{ name: string; answer: any }> {
  const url = new URL(`../fixtures/vuefront-wordpress-6.3/${file}`, import.meta.url);
  const { exchanges } = JSON.parse(readFileSync(url, "utf8")) as { exchanges: Array<{ name: string; response: { body: string } }> };
  return exchanges.map((exchange) => ({ name: exchange.name, answer: JSON.parse(exchange.response.body) }));
}

describe("what the plugin answers but does not do (tests/fixtures/vuefront-wordpress-6.3)", () => {
  it("answers a password change with the customer and keeps the old password", async () => {
    const [changed, newRefused, oldWorks] = recorded("09-password-change-not-saved.json");
    const shopper = new Shopper(wordpress.url);
    const customer = await newCustomer(shopper);
    const token = await tokenFor(shopper, customer.email, customer.password);
    const change = await rawGql(shopper, `mutation { accountEditPassword(password: "Fixture-pass-456") { id email } }`, {}, bearer(token));
    expect(Object.keys(change.data?.accountEditPassword)).toEqual(Object.keys(changed!.answer.data.accountEditPassword));
    expect(change).toEqual({ data: { accountEditPassword: { id: customer.id, email: customer.email } } });

    const withNew = await new Shopper(wordpress.url).gql(LOGIN, { email: customer.email, password: "Fixture-pass-456" });
    expect(withNew.data).toEqual(newRefused!.answer.data);
    expect(withNew.errors).toHaveLength(1);
    const withOld = await new Shopper(wordpress.url).data(LOGIN, { email: customer.email, password: customer.password });
    expect(Object.keys(withOld.accountLogin)).toEqual(Object.keys(oldWorks!.answer.data.accountLogin));
    expect(withOld.accountLogin.customer.id).toBe(customer.id);
  });

  it("answers an add of a product out of stock, or of more than the stock, with the unchanged cart", async () => {
    const [, outOfStock] = recorded("10-add-not-taken.json");
    const shopper = new Shopper(wordpress.url);
    const simple = await simpleProduct();
    const soldOut = await soldOutProduct();
    expect((await shopper.gql(ADD, { id: String(soldOut), quantity: 1 })).errors).toBeUndefined();
    expect(await shopper.data(ADD, { id: String(soldOut), quantity: 1 })).toEqual(outOfStock!.answer.data);
    expect((await shopper.data(CART)).cart.products).toEqual([]);

    await shopper.data(ADD, { id: String(simple), quantity: 1 });
    const before = (await shopper.data(CART)).cart.products;
    const tooMany = await shopper.gql(ADD, { id: String(simple), quantity: 100_000 });
    expect(tooMany.errors).toBeUndefined();
    expect(tooMany.data.addToCart.products).toEqual(
      before.map(({ product, ...line }: { product: { id: string } }) => ({ ...line, product: { id: product.id } })),
    );
    expect((await shopper.data(CART)).cart.products).toEqual(before);
  });
});

/** The last product without options, made out of stock (simpleProduct() takes the first one in stock). */
async function soldOutProduct(): Promise<number> {
  const { rows } = await wordpress.api.db.query<{ id: number }>(
    `select p.id from product p where not exists (select 1 from product_option o where o.product_id = p.id) order by p.id desc limit 1`,
  );
  const id = rows[0]!.id;
  await wordpress.api.db.query(`update product set quantity = 0 where id = $1`, [id]);
  return id;
}
