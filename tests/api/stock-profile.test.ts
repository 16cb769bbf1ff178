/**
 * The stock profile (COMMERCE_API_PROFILE=stock, decision 164): the API serves the VueFront contract
 * alone, as a stock CMS Connect module does. Extension fields and arguments are refused by validation
 * before anything runs, the contract answers as usual, and where the recordings of a real OpenCart
 * store show the module answering otherwise, the profile answers as recorded (decision 220;
 * tests/api/replay-opencart.test.ts replays those recordings whole).
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

  it("answers the index endpoint's api/... routes as OpenCart does: its admin API refuses, the rest is not found", async () => {
    const onStock = new Shopper(stock.url);
    for (const init of [
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ coupon: "SAVE10", token: "x" }) },
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "coupon=SAVE10" },
      { method: "GET" },
    ]) {
      const coupon = await onStock.fetch("/api/index.php?route=api/coupon", init);
      expect([coupon.status, coupon.headers.get("content-type")]).toEqual([200, "application/json"]);
      expect(await coupon.json()).toEqual({ error: "Warning: You do not have permission to access the API!" });
    }
    expect((await onStock.rest("api/cart/products")).body).toEqual({
      error: { warning: "Warning: You do not have permission to access the API!" },
    });
    expect((await onStock.rest("api/login", { method: "POST" })).body).toEqual([]);
    for (const route of [
      "api/shapes",
      "api/filters",
      "api/banner&banner=home",
      "api/coupon/publicCoupon",
      "api/return/listReturnReasons",
    ]) {
      const response = await onStock.fetch(`/api/index.php?route=${route}`);
      expect([response.status, response.headers.get("content-type")], route).toEqual([404, "text/html; charset=utf-8"]);
      expect(await response.text()).toContain("The page you requested cannot be found!");
    }
    expect((await new Shopper(full.url).rest("api/shapes")).status).toBe(200);
  });

  it("sets OpenCart's cookies: three on a first call, OCSESSID again on every call, no session row for a reader", async () => {
    const sessions = async () => (await stock.api.db.query<{ n: number }>(`select count(*)::int as n from session`)).rows[0]!.n;
    const before = await sessions();
    const first = await fetch(`${stock.url}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ version }" }),
    });
    const host = new URL(stock.url).host;
    const lines = first.headers.getSetCookie();
    expect(lines[0]).toMatch(/^OCSESSID=[a-f0-9]{32}; path=\/$/);
    expect(lines[1]).toMatch(new RegExp(`^language=en-gb; expires=[^;]+ GMT; Max-Age=2592000; path=/; domain=${host}$`));
    expect(lines[2]).toMatch(new RegExp(`^currency=USD; expires=[^;]+ GMT; Max-Age=2592000; path=/; domain=${host}$`));
    const id = lines[0]!.split(/[=;]/)[1];
    const again = await fetch(`${stock.url}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `OCSESSID=${id}; language=en-gb; currency=USD` },
      body: JSON.stringify({ query: "{ version }" }),
    });
    expect(again.headers.getSetCookie()).toEqual([`OCSESSID=${id}; path=/`]);
    expect(await sessions()).toBe(before);
  });

  it("answers errors in graphql-php's shape: HTTP 200, a category, no extensions, no data when nothing ran", async () => {
    const response = await new Shopper(stock.url).fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: '{ product(id: "1") { id quantity } }' }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["errors"]);
    expect(body.errors[0]).toEqual({ message: expect.stringContaining("quantity"), category: "graphql", locations: expect.any(Array) });
    const notJson = await new Shopper(stock.url).fetch("/api/graphql", { method: "POST", body: "this is not json" });
    expect([notJson.status, (await notJson.json()).errors[0].message]).toEqual([
      200,
      "Syntax Error GraphQL (1:1) Unexpected <EOF>\n\n1: \n   ^\n",
    ]);
    const refused = await new Shopper(stock.url).gql(`mutation { accountLogin(email: "nobody@example.com", password: "x") { token } }`);
    expect(refused).toEqual({
      errors: [{ message: expect.any(String), category: "businessLogic", locations: expect.any(Array), path: ["accountLogin"] }],
      data: { accountLogin: null },
    });
  });

  it("answers unknown ids with empty objects and pages as the module does", async () => {
    const shopper = new Shopper(stock.url);
    const unknown = await shopper.data(`{ product(id: "9999") { id name price options { id } url(url: "/store/product/_id") }
      page(id: "999") { id name description url(url: "/page/_id") } category(id: "999") { id name } }`);
    expect(unknown).toEqual({
      product: { id: null, name: null, price: null, options: null, url: null },
      page: { id: null, name: null, description: "", url: "/page/" },
      category: { id: null, name: null },
    });
    const lists = await shopper.data(`{ categoriesList(size: -1) { size totalPages totalElements last }
      productsList(size: -1) { size totalPages totalElements last } last: productsList(size: 5, page: 9999) { content { id } first last } }`);
    expect(lists.categoriesList).toEqual({
      size: -1,
      totalPages: -lists.categoriesList.totalElements,
      totalElements: expect.any(Number),
      last: false,
    });
    expect(lists.productsList).toEqual({
      size: lists.productsList.totalElements,
      totalPages: 1,
      totalElements: expect.any(Number),
      last: false,
    });
    expect(lists.last).toEqual({ content: [], first: false, last: false });
  });

  it("registers without logging in and without the phone, logs in without a token, logs out answering false", async () => {
    const shopper = new Shopper(stock.url);
    const email = `stock-${Date.now()}@example.com`;
    const registered = await shopper.data(`mutation R($c: CustomerInput) { accountRegister(customer: $c) { email phone } }`, {
      c: { firstName: "Sam", lastName: "Stock", email, password: "Secret-pass-1", phone: "+44 1" },
    });
    expect(registered.accountRegister).toEqual({ email, phone: "" });
    expect((await shopper.data(`{ accountCheckLogged { status customer { id } } }`)).accountCheckLogged).toEqual({
      status: false,
      customer: { id: null },
    });
    const login = await shopper.data(
      `mutation { accountLogin(email: "${email}", password: "Secret-pass-1") { token customer { email } } }`,
    );
    expect(login.accountLogin).toEqual({ token: null, customer: { email } });
    const edited = await shopper.data(
      `mutation { accountEdit(customer: { firstName: "Sam", lastName: "Stock", email: "${email}", phone: "+44 2" }) { phone } }`,
    );
    expect(edited.accountEdit.phone).toBe("+44 2");
    expect((await shopper.data(`mutation { accountLogout { status } }`)).accountLogout).toEqual({ status: false });
    expect((await shopper.data(`{ accountCheckLogged { status } }`)).accountCheckLogged.status).toBe(false);
  });

  it("drops a checkbox's lone tick unless it ends in |, as the module's addToCart does (store-oc's recording 08)", async () => {
    const shopper = new Shopper(stock.url);
    const { productsList } = await shopper.data(
      `{ productsList(size: 200) { content { id stock options { id type values { id name } } } } }`,
    );
    const product = (
      productsList.content as {
        id: string;
        stock: boolean;
        options: { id: string; type: string; values: { id: string; name: string }[] }[];
      }[]
    ).find((candidate) => candidate.stock && candidate.options.length && candidate.options.every((option) => option.type === "checkbox"));
    expect(product, "a product whose options are checkboxes").toBeDefined();
    const [box] = product!.options;
    const add = (value: string) =>
      shopper.data(
        `mutation A($id: String, $o: [CartOption]) { addToCart(id: $id, options: $o) { products { key option { name value } } } }`,
        {
          id: product!.id,
          o: [{ id: box!.id, value }],
        },
      );
    const lone = await add(box!.values[0]!.id);
    expect(lone.addToCart.products.at(-1).option).toEqual([]);
    const marked = await add(`${box!.values[0]!.id}|`);
    expect(marked.addToCart.products.at(-1).option).toEqual([{ name: expect.any(String), value: box!.values[0]!.name }]);
  });

  it("never echoes step 1's values and asks no telephone (recordings 06)", async () => {
    const shopper = new Shopper(stock.url);
    await shopper.data(
      `mutation { updateOrder(paymentAddress: [{name: "firstName", value: "Gail"}, {name: "email", value: "gail@example.com"}]) { totals { title } } }`,
    );
    const { paymentAddress } = await shopper.data(`{ paymentAddress { fields { name type defaultValue } } }`);
    const fields = paymentAddress.fields as { name: string; type: string; defaultValue: string | null }[];
    expect(fields.map((field) => field.name)).not.toContain("telephone");
    expect(fields.filter((field) => field.defaultValue != null).map((field) => field.type)).toEqual(["country"]);
  });

  it("checks out as the module without a payment method: flat.flat once addressed, a hidden order, the cart kept", async () => {
    const shopper = new Shopper(stock.url);
    const db = stock.api.db;
    await shopper.data(
      `mutation { addToCart(id: "5", quantity: 1, options: [{id: "30", value: "73"}, {id: "29", value: "69"}]) { total } }`,
    );
    expect(await shopper.data(`{ paymentMethods { id } shippingMethods { id } }`)).toEqual({ paymentMethods: [], shippingMethods: [] });
    const update = `mutation U($p: [InputField], $s: String, $m: String) { updateOrder(paymentAddress: $p, shippingMethod: $s, paymentMethod: $m) {
      totals { title text } shippingMethods { id codename name } paymentMethods { id } } }`;
    const addressed = await shopper.data(update, {
      p: [
        { name: "firstName", value: "Gail" },
        { name: "email", value: "gail@example.com" },
      ],
    });
    expect(addressed.updateOrder.paymentMethods).toEqual([]);
    expect(addressed.updateOrder.shippingMethods).toEqual([{ id: "flat.flat", codename: "flat.flat", name: "Flat Shipping Rate - $8.00" }]);
    const flat = await shopper.data(update, { s: "flat.flat" });
    expect(flat.updateOrder.totals.map((t: { title: string }) => t.title)).toContain("Flat Shipping Rate");
    const free = await shopper.data(update, { s: "free.shipping" });
    expect(free.updateOrder.totals.map((t: { title: string }) => t.title)).not.toContain("Flat Shipping Rate");
    await shopper.data(update, { s: "flat.flat", m: "cod" });
    const { totals } = await shopper.data(`{ totals { title text } }`);
    const total = totals.find((line: { title: string }) => line.title === "Total").text;

    const confirmed = await shopper.data(`mutation { confirmOrder { url callback order { id } } }`);
    const id = confirmed.confirmOrder.order.id;
    expect(confirmed.confirmOrder).toEqual({
      url: null,
      callback: `/api/index.php?route=extension/d_vuefront/store/checkout/callback&amp;order_id=${id}`,
      order: { id },
    });
    const { rows } = await db.query<{ status: string; payment_code: string; shipping_code: string; total: string }>(
      `select status, payment_code, shipping_code, total::text from "order" where id = $1`,
      [Number(id)],
    );
    expect(rows[0]).toMatchObject({ status: "missing", payment_code: "", shipping_code: "flat.flat" });
    expect(`$${Number(rows[0]!.total).toFixed(2)}`).toBe(total);
    expect((await shopper.data(`{ cart { products { key } } }`)).cart.products).toHaveLength(1);
    const again = await shopper.data(`mutation { confirmOrder(withPayment: false) { url order { id } } }`);
    expect(again.confirmOrder.url).toBe("");
    expect(Number(again.confirmOrder.order.id)).toBeGreaterThan(Number(id));
  });
});
