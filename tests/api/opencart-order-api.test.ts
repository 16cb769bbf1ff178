/**
 * OpenCart 3.0.3.9's order API on the stock profile (commerce/rest/opencart-order-api.ts, decision
 * 360), over HTTP: the API user's login and its IP allow-list, api_token sessions, the cart with a
 * checkbox sent as a list (a scalar is dropped, as the cart library does), addresses, methods, the
 * coupon and a real order in the database with the total the cart answered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

const KEY = "test-api-key-0123456789";
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ profile: "stock", openCartApi: { username: "Default", key: KEY, ips: ["127.0.0.1", "::1"] } });
});
afterAll(() => api?.close());

/** A post to the order API as the shop's server sends it: a form, from an allowed address unless told. */
async function call(route: string, form: Record<string, string | string[]> = {}, { token = "", ip = "127.0.0.1" } = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
  const query = new URLSearchParams({ route, ...(token ? { api_token: token } : {}) });
  const response = await fetch(`${api.url}/api/index.php?${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body,
  });
  expect(response.headers.get("content-type")).toBe("application/json");
  return response.json() as Promise<any>;
}

async function login(): Promise<string> {
  const answer = await call("api/login", { username: "Default", key: KEY });
  expect(answer.success).toBe("Success: API session successfully started!");
  return answer.api_token as string;
}

interface OptionInfo {
  id: string;
  name: string;
  type: string;
  required: boolean;
  values: { id: string; name: string; price: number }[];
}

/** A product whose one required option is a radio, with an optional checkbox (the seeded frames' size and coatings). */
async function optionProduct(): Promise<{ id: string; radio: OptionInfo; checkbox: OptionInfo }> {
  const { rows } = await api.api.db.query<{ product_id: number }>(
    `select r.product_id from product_option r join product_option c on c.product_id = r.product_id
       join product p on p.id = r.product_id
      where r.type = 'radio' and r.required and c.type = 'checkbox' and p.status and p.quantity >= 10
        and (select count(*) from product_option o where o.product_id = r.product_id and o.required) = 1
      order by r.product_id limit 1`,
  );
  const id = rows[0]!.product_id;
  const options = await api.api.db.query<{ id: number; name: string; type: string; required: boolean }>(
    `select id, name, type, required from product_option where product_id = $1`,
    [id],
  );
  const values = async (optionId: number) =>
    (
      await api.api.db.query<{ id: number; name: string; price: string }>(
        `select id, name, price::text from product_option_value where product_option_id = $1 order by sort_order, id`,
        [optionId],
      )
    ).rows.map((row) => ({ id: String(row.id), name: row.name, price: Number(row.price) }));
  const pick = async (type: string) => {
    const option = options.rows.find((row) => row.type === type && (type !== "radio" || row.required))!;
    return { ...option, id: String(option.id), values: await values(option.id) };
  };
  return { id: String(id), radio: await pick("radio"), checkbox: await pick("checkbox") };
}

describe("OpenCart's order API on the stock profile", () => {
  it("refuses without a token, a wrong key with [], and an address off the allow-list with OpenCart's words", async () => {
    expect(await call("api/cart/products")).toEqual({ error: { warning: "Warning: You do not have permission to access the API!" } });
    expect(await call("api/coupon", { coupon: "WELCOME15" })).toEqual({ error: "Warning: You do not have permission to access the API!" });
    expect(await call("api/order/add", {}, { token: "0".repeat(32) })).toEqual({
      error: "Warning: You do not have permission to access the API!",
    });
    expect(await call("api/login", { username: "Default", key: "wrong" })).toEqual([]);
    expect(await call("api/login", { username: "Default", key: KEY }, { ip: "203.0.113.9" })).toEqual({
      error: { ip: "Warning: Your IP 203.0.113.9 is not allowed to access this API!", key: "Warning: Incorrect API Key!" },
    });
    // A token is good only from an allowed address.
    const token = await login();
    expect(await call("api/cart/products", {}, { token, ip: "203.0.113.9" })).toEqual({
      error: { warning: "Warning: You do not have permission to access the API!" },
    });
    expect((await call("api/cart/products", {}, { token })).products).toEqual([]);
  });

  it("names a missing required option, and drops a checkbox sent as a scalar", async () => {
    const token = await login();
    const product = await optionProduct();
    expect(await call("api/cart/add", { product_id: product.id, quantity: "1" }, { token })).toEqual({
      error: { option: { [product.radio.id]: `${product.radio.name} required!` } },
    });
    const tick = product.checkbox.values[0]!;
    const add = (checkbox: Record<string, string | string[]>) =>
      call(
        "api/cart/add",
        { product_id: product.id, quantity: "1", [`option[${product.radio.id}]`]: product.radio.values[0]!.id, ...checkbox },
        { token },
      );
    expect(await add({ [`option[${product.checkbox.id}]`]: tick.id })).toEqual({
      success: "Success: You have modified your shopping cart!",
    });
    expect(await add({ [`option[${product.checkbox.id}][]`]: tick.id })).toEqual({
      success: "Success: You have modified your shopping cart!",
    });
    const { products } = await call("api/cart/products", {}, { token });
    expect(products).toHaveLength(2);
    expect(products[0].option.map((option: { name: string }) => option.name)).toEqual([product.radio.name]);
    expect(products[1].option.map((option: { name: string; value: string }) => [option.name, option.value])).toEqual([
      [product.radio.name, product.radio.values[0]!.name],
      [product.checkbox.name, tick.name],
    ]);
    for (const line of products)
      expect(await call("api/cart/remove", { key: line.cart_id }, { token })).toEqual({ success: expect.any(String) });
    expect((await call("api/cart/products", {}, { token })).products).toEqual([]);
  });

  it("places a guest order with a coupon: the order's total is the Total api/cart/products answered", async () => {
    const token = await login();
    const product = await optionProduct();
    const { rows } = await api.api.db.query<{ country_id: number; id: number }>(`select country_id, id from zone order by id limit 1`);
    const zone = rows[0]!;
    await call(
      "api/cart/add",
      { product_id: product.id, quantity: "2", [`option[${product.radio.id}]`]: product.radio.values[0]!.id },
      { token },
    );
    expect(
      await call("api/customer", { firstname: "Ada", lastname: "Lovelace", email: "not-an-email", telephone: "1" }, { token }),
    ).toEqual({
      error: { email: "E-Mail Address does not appear to be valid!", telephone: "Telephone must be between 3 and 32 characters!" },
    });
    expect(await call("api/order/add", {}, { token })).toEqual({ error: "Warning: Customer details required!" });
    expect(
      await call(
        "api/customer",
        { customer_id: "0", firstname: "Ada", lastname: "Lovelace", email: "ada@example.com", telephone: "555 0100" },
        { token },
      ),
    ).toEqual({ success: "You have successfully modified customers" });
    const address = {
      firstname: "Ada",
      lastname: "Lovelace",
      company: "",
      address_1: "12 Analytical Row",
      address_2: "",
      city: "London",
      postcode: "N1 7GU",
      country_id: String(zone.country_id),
      zone_id: String(zone.id),
    };
    expect(await call("api/payment/address", { ...address, zone_id: "" }, { token })).toEqual({
      error: { zone: "Please select a region / state!" },
    });
    expect(await call("api/payment/address", address, { token })).toEqual({ success: "Success: Payment address has been set!" });
    expect(await call("api/shipping/address", address, { token })).toEqual({ success: "Success: Shipping address has been set!" });
    const shipping = await call("api/shipping/methods", {}, { token });
    expect(shipping.shipping_methods.flat.quote.flat.code).toBe("flat.flat");
    expect(await call("api/shipping/method", { shipping_method: "flat.flat" }, { token })).toEqual({
      success: "Success: Shipping method has been set!",
    });
    const payment = await call("api/payment/methods", {}, { token });
    expect(Object.values(payment.payment_methods).map((method: any) => method.title)).toEqual(["Bank Transfer", "Cash On Delivery"]);
    expect(await call("api/payment/method", { payment_method: "card" }, { token })).toEqual({ error: "Warning: Payment method required!" });
    expect(await call("api/payment/method", { payment_method: "cod" }, { token })).toEqual({
      success: "Success: Payment method has been set!",
    });
    expect(await call("api/coupon", { coupon: "NOPE" }, { token })).toEqual({
      error: "Warning: Coupon is either invalid, expired or reached it's usage limit!",
    });
    expect(await call("api/coupon", { coupon: "WELCOME15" }, { token })).toEqual({
      success: "Success: Your coupon discount has been applied!",
    });
    const { totals } = await call("api/cart/products", {}, { token });
    expect(totals.map((line: { title: string }) => line.title)).toEqual(["Sub-Total", "Flat Shipping Rate", "Coupon (WELCOME15)", "Total"]);
    const placed = await call("api/order/add", { comment: "" }, { token });
    expect(placed).toEqual({ success: "Success: You have modified orders!", order_id: expect.any(Number) });
    const order = await api.api.db.query<{ total: string; customer_id: number | null; email: string; payment_code: string }>(
      `select total::text, customer_id, email, payment_code from "order" where id = $1`,
      [placed.order_id],
    );
    expect(order.rows[0]).toMatchObject({ customer_id: null, email: "ada@example.com", payment_code: "cod" });
    expect(`$${Number(order.rows[0]!.total).toFixed(2)}`).toBe(totals.at(-1).text);
    // The API session's cart is empty after the order, as OpenCart clears it.
    expect((await call("api/cart/products", {}, { token })).products).toEqual([]);
  });

  it("places a signed-in customer's order under their id, leaving their own cart alone", async () => {
    const customer = new Shopper(api.url);
    const email = `oc-api-${Date.now()}@example.com`;
    await customer.data(
      `mutation { accountRegister(customer: { firstName: "Grace", lastName: "Hopper", email: "${email}", password: "Secret-pass-123" }) { id } }`,
    );
    const { rows } = await api.api.db.query<{ id: number }>(`select id from customer where email = $1`, [email]);
    const customerId = rows[0]!.id;
    const token = await login();
    const product = await optionProduct();
    const zone = (await api.api.db.query<{ country_id: number; id: number }>(`select country_id, id from zone order by id limit 1`))
      .rows[0]!;
    const address = {
      firstname: "Grace",
      lastname: "Hopper",
      address_1: "1 Navy Yard",
      city: "Arlington",
      postcode: "22202",
      country_id: String(zone.country_id),
      zone_id: String(zone.id),
    };
    await call(
      "api/customer",
      { customer_id: String(customerId), firstname: "Grace", lastname: "Hopper", email, telephone: "555 0101" },
      { token },
    );
    await call(
      "api/cart/add",
      { product_id: product.id, quantity: "1", [`option[${product.radio.id}]`]: product.radio.values[0]!.id },
      { token },
    );
    await call("api/payment/address", address, { token });
    await call("api/shipping/address", address, { token });
    await call("api/shipping/methods", {}, { token });
    await call("api/shipping/method", { shipping_method: "flat.flat" }, { token });
    await call("api/payment/methods", {}, { token });
    await call("api/payment/method", { payment_method: "bank_transfer" }, { token });
    const placed = await call("api/order/add", {}, { token });
    expect(placed.order_id).toEqual(expect.any(Number));
    const order = await api.api.db.query<{ customer_id: number }>(`select customer_id from "order" where id = $1`, [placed.order_id]);
    expect(order.rows[0]!.customer_id).toBe(customerId);
  });
});
