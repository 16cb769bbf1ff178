/**
 * The wordpress profile's WooCommerce Store API (`/wp-json/wc/store/v1`, served under /api/; decision 365),
 * over HTTP as WooCommerce 8.0.3 answers it: a Cart-Token names the session and spares the Nonce a
 * cookie session's writes need; variations by attribute and value slug; coupons refused in
 * WooCommerce's words; shipping rates; and a checkout that places a real order, the customer's when
 * `Authorization: Bearer` (spelled so) carries the plugin's token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import type { ProductFixture } from "../support/shop-fixtures";
import {
  STORE_API_BASE as BASE,
  signedInCustomer,
  storeApiCall,
  variableProduct,
  type PluginAttribute,
  type StoreApiAnswer,
} from "../support/store-api";

let wordpress: TestApi;
let optioned: ProductFixture;
/** The product's variation attributes as the plugin names them (`attribute_pa_<slug>`), with their value slugs. */
let attributes: PluginAttribute[];

beforeAll(async () => {
  wordpress = await startTestApi({ profile: "wordpress" });
  ({ product: optioned, attributes } = await variableProduct(wordpress));
});
afterAll(() => wordpress?.close());

const call = <T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  storeApiCall<T>(wordpress, method, path, body, headers);

type Answer<T = any> = StoreApiAnswer<T>;

/** A headless client: the Cart-Token and Nonce of each answer go with the next call. */
function client(extra: Record<string, string> = {}) {
  let token: string | undefined;
  let nonce: string | undefined;
  return async <T = any>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
    const answer = await call<T>(method, path, body, {
      ...extra,
      ...(token ? { "Cart-Token": token } : {}),
      ...(nonce ? { Nonce: nonce } : {}),
    });
    const issued = answer.headers["cart-token"];
    if (typeof issued === "string") token = issued;
    if (typeof answer.headers.nonce === "string") nonce = answer.headers.nonce;
    return answer;
  };
}

const variation = (choose: (values: { id: string }[]) => { id: string } | undefined = (values) => values[0]) =>
  attributes.map((attribute) => ({ attribute: attribute.id.replace(/^attribute_/, ""), value: choose(attribute.values)!.id }));

const address = {
  first_name: "Rosa",
  last_name: "Parks",
  company: "",
  address_1: "12 Bedford Street",
  address_2: "",
  city: "New York",
  state: "NY",
  postcode: "10014",
  country: "US",
};
const billing = { ...address, email: "rosa.store-api@example.com", phone: "+1 646 555 0100" };

describe("the Store API's session", () => {
  it("hands out a Cart-Token and the caller's Nonce; every write needs the Nonce, Cart-Token or not (8.0.3)", async () => {
    const first = await call("GET", "/cart");
    expect(first.status).toBe(200);
    expect(first.headers["cart-token"]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first.headers.nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(first.headers["x-wc-store-api-nonce"]).toBe(first.headers.nonce);
    expect(first.headers["user-id"]).toBe("0");
    expect(first.body).toMatchObject({ items: [], coupons: [], payment_methods: ["cod", "bacs"], totals: { currency_code: "USD" } });

    const add = { id: optioned.id, quantity: 1, variation: variation() };
    const token = first.headers["cart-token"] as string;
    const missing = await call("POST", "/cart/add-item", add, { "Cart-Token": token });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      code: "woocommerce_rest_missing_nonce",
      message: "Missing the Nonce header. This endpoint requires a valid nonce.",
      data: { status: 401 },
    });
    const wrong = await call("POST", "/cart/add-item", add, { "Cart-Token": token, Nonce: "0123456789" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe("woocommerce_rest_invalid_nonce");
    expect((await call("GET", "/checkout", undefined, { "Cart-Token": token })).status).toBe(401);

    // The token with the Nonce: its own cart, apart from a cookie session's.
    const headless = client();
    await headless("GET", "/cart");
    const added = await headless("POST", "/cart/add-item", add);
    expect(added.status).toBe(201);
    expect(added.body.items).toHaveLength(1);
    expect((await headless("GET", "/cart")).body.items[0].quantity).toBe(1);
    expect((await call("GET", "/cart")).body.items).toEqual([]);
    expect((await headless("DELETE", "/cart/items")).body).toEqual([]);
    expect((await headless("GET", "/cart")).body.items).toEqual([]);

    // A guest's Nonce without a Cart-Token: the cookie session's cart.
    const cookieShopper = new Shopper(wordpress.url);
    const nonce = (await cookieShopper.fetch(`${BASE}/cart`)).headers.get("nonce")!;
    const taken = await cookieShopper.fetch(`${BASE}/cart/add-item`, {
      method: "POST",
      headers: { "content-type": "application/json", Nonce: nonce },
      body: JSON.stringify(add),
    });
    expect(taken.status).toBe(201);
    expect((await (await cookieShopper.fetch(`${BASE}/cart`)).json()).items).toHaveLength(1);
  });

  it("answers an unknown route as WordPress REST does", async () => {
    const answer = await call("GET", "/nothing-here");
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("rest_no_route");
  });
});

describe("cart lines with a variation", () => {
  it("takes the attributes by label or pa_ name, values by slug or name; anything else matches no variation", async () => {
    const store = client();
    await store("GET", "/cart");
    const added = await store("POST", "/cart/add-item", { id: optioned.id, quantity: 2, variation: variation((values) => values.at(-1)) });
    expect(added.status).toBe(201);
    expect(added.body.items).toHaveLength(1);
    expect(added.body.items[0]).toMatchObject({ id: optioned.id, quantity: 2 });
    expect(added.body.items[0].variation.map((item: { attribute: string }) => item.attribute)).toEqual(attributes.map((a) => a.name));
    // By label and value name: the same line.
    const byLabel = attributes.map((attribute) => ({ attribute: attribute.name, value: attribute.values.at(-1)!.name }));
    const again = await store("POST", "/cart/add-item", { id: optioned.id, quantity: 1, variation: byLabel });
    expect(again.body.items).toHaveLength(1);
    expect(again.body.items[0].quantity).toBe(3);

    const noMatch = {
      code: "woocommerce_rest_variation_id_from_variation_data",
      message: "No matching variation found.",
      data: { status: 400 },
    };
    const first = attributes[0]!;
    for (const sent of [
      [],
      attributes.map((attribute) => ({ attribute: attribute.id, value: attribute.values[0]!.id })),
      attributes.map((attribute) => ({ attribute: attribute.name.toLowerCase(), value: attribute.values[0]!.id })),
      [...variation().slice(1), { attribute: first.name, value: "no-such-value" }],
    ]) {
      const refused = await store("POST", "/cart/add-item", { id: optioned.id, quantity: 1, variation: sent });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(noMatch);
    }
    expect((await store("POST", "/cart/add-item", { id: 999999, quantity: 1 })).body.code).toBe("woocommerce_rest_cart_invalid_product");
    const tooMany = await store("POST", "/cart/add-item", { id: optioned.id, quantity: 100000, variation: variation() });
    expect(tooMany.body.code).toBe("woocommerce_rest_product_partially_out_of_stock");
    expect(tooMany.body.message).toMatch(
      /^You cannot add that amount of &quot;.+&quot; to the cart because there is not enough stock \(\d+ remaining\)\.$/,
    );
    expect((await store("GET", "/cart")).body.items).toHaveLength(1);
  });
});

describe("coupons", () => {
  it("applies a valid code and refuses others in WooCommerce's words", async () => {
    const store = client();
    await store("GET", "/cart");
    const added = await store("POST", "/cart/add-item", { id: optioned.id, quantity: 1, variation: variation() });
    const goods = Number(added.body.totals.total_items);

    const applied = await store("POST", "/cart/apply-coupon", { code: "WELCOME15" });
    expect(applied.status).toBe(200);
    expect(applied.body.coupons).toMatchObject([{ code: "welcome15", discount_type: "percent" }]);
    expect(Number(applied.body.totals.total_discount)).toBe(Math.round(goods * 0.15));
    // WooCommerce chose the first rate for the store's base address as the line was added.
    expect(applied.body.totals.total_shipping).toBe("800");
    expect(Number(applied.body.totals.total_price)).toBe(goods - Math.round(goods * 0.15) + 800);

    const again = await store("POST", "/cart/apply-coupon", { code: "welcome15" });
    expect(again.body).toEqual({
      code: "woocommerce_rest_cart_coupon_error",
      message: 'Coupon code "welcome15" has already been applied.',
      data: { status: 400 },
    });
    const unknown = await store("POST", "/cart/apply-coupon", { code: "NOPE-123" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Coupon "nope-123" does not exist!');
    expect((await store("POST", "/cart/apply-coupon", { code: "SUMMER20" })).body.message).toBe("This coupon has expired.");
    // Not started yet: WooCommerce has no start date, the code is as good as unknown.
    expect((await store("POST", "/cart/apply-coupon", { code: "AUTUMN25" })).body.message).toBe('Coupon "autumn25" does not exist!');
  });
});

interface OrderRow {
  total: number;
  customer_id: number | null;
  email: string;
  payment_code: string;
  shipping_code: string;
  comment: string;
  status: string;
}

async function orderRow(id: number): Promise<OrderRow> {
  const { rows } = await wordpress.api.db.query<OrderRow>(
    `select total::float8 as total, customer_id, email, payment_code, shipping_code, comment, status from "order" where id = $1`,
    [id],
  );
  return rows[0]!;
}

/** Lines, coupon, addresses, the flat rate: the order session a checkout places. */
async function fillCart(store: ReturnType<typeof client>, email: string) {
  await store("GET", "/cart");
  await store("POST", "/cart/add-item", { id: optioned.id, quantity: 1, variation: variation() });
  await store("POST", "/cart/apply-coupon", { code: "WELCOME15" });
  const customer = await store("POST", "/cart/update-customer", { billing_address: { ...billing, email }, shipping_address: address });
  expect(customer.status).toBe(200);
  const [pack] = customer.body.shipping_rates;
  const flat = pack.shipping_rates.find((rate: { method_id: string }) => rate.method_id === "flat_rate");
  expect(flat).toMatchObject({ rate_id: "flat_rate:1", name: "Flat rate", price: "800" });
  const selected = await store("POST", "/cart/select-shipping-rate", { package_id: pack.package_id, rate_id: flat.rate_id });
  expect(selected.body.totals.total_shipping).toBe("800");
  return selected.body;
}

describe("checkout", () => {
  it("places a guest's order with cash on delivery at the cart's total", async () => {
    const store = client();
    const cart = await fillCart(store, "guest.store-api@example.com");
    const refused = await store("POST", "/checkout", { billing_address: billing, shipping_address: address, payment_method: "cheque" });
    expect(refused.status).toBe(400);
    const unknown = await store("POST", "/checkout", { billing_address: billing, shipping_address: address, payment_method: "stripe" });
    expect(unknown.body).toEqual({
      code: "rest_invalid_param",
      message: "Invalid parameter(s): payment_method",
      data: { status: 400, params: { payment_method: "payment_method is not one of bacs, cheque, and cod." } },
    });
    const noEmail = await store("POST", "/checkout", {
      billing_address: { ...billing, email: "" },
      shipping_address: address,
      payment_method: "cod",
    });
    expect(noEmail.body).toMatchObject({ code: "woocommerce_rest_missing_email_address", message: "A valid email address is required" });
    const placed = await store("POST", "/checkout", {
      billing_address: { ...billing, email: "guest.store-api@example.com" },
      shipping_address: address,
      customer_note: "Please ring twice",
      payment_method: "cod",
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      status: "processing",
      customer_id: 0,
      payment_method: "cod",
      payment_result: { payment_status: "success" },
    });
    const order = await orderRow(placed.body.order_id);
    expect(order).toMatchObject({
      customer_id: null,
      email: "guest.store-api@example.com",
      payment_code: "cod",
      comment: "Please ring twice",
    });
    expect(Math.round(order.total * 100)).toBe(Number(cart.totals.total_price));
    expect((await store("GET", "/cart")).body.items).toEqual([]);
  });

  it("places a signed-in customer's order on their account with `Authorization: Bearer`", async () => {
    const customer = await signedInCustomer(wordpress, "bearer");
    const { email } = customer;
    const store = client({ Authorization: `Bearer ${customer.token}` });
    const cart = await fillCart(store, email);
    const placed = await store("POST", "/checkout", {
      billing_address: { ...billing, email },
      shipping_address: address,
      customer_note: "",
      payment_method: "bacs",
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: "on-hold", customer_id: customer.id });
    const order = await orderRow(placed.body.order_id);
    expect(order.customer_id).toBe(customer.id);
    expect(order.payment_code).toBe("bank_transfer");
    expect(Math.round(order.total * 100)).toBe(Number(cart.totals.total_price));

    // Without the header spelled so, the same token is nobody's.
    const lower = await call("GET", "/cart", undefined, { authorization: `Bearer ${customer.token}` });
    expect(lower.status).toBe(200);
    const { rows } = await wordpress.api.db.query<{ n: number }>(`select count(*)::int as n from "order" where customer_id = $1`, [
      customer.id,
    ]);
    expect(rows[0]!.n).toBe(1);
  });
});
