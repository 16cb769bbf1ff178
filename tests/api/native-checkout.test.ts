/**
 * The store's own checkout on the index endpoint (decision 221), as a real OpenCart store serves it
 * beside the stock VueFront module (fixture 08-native-checkout-handover): a shopper handed over with
 * only the GraphQL session's OCSESSID finds that session's cart on `route=checkout/cart` and
 * `route=checkout/checkout`, and places a real order with the store's offline methods.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { checkoutFixtures, demoCustomer, option, usd, type CountryFixtures, type ProductFixture } from "../support/shop-fixtures";

let server: TestApi;
let product: ProductFixture;
let places: CountryFixtures;

beforeAll(async () => {
  server = await startTestApi({ profile: "stock" });
  ({ product, places } = await checkoutFixtures(server.api.db, { minStock: 30 }));
});
afterAll(() => server?.close());

const ADD = `mutation ($id: String, $quantity: Int, $options: [CartOption]) {
  addToCart(id: $id, quantity: $quantity, options: $options) { total products { key quantity total product { name } option { name value } } }
}`;
const CHECKOUT = "/api/index.php?route=checkout/checkout";
const CART_PAGE = "/api/index.php?route=checkout/cart";
const SUCCESS = "/api/index.php?route=checkout/success";

/** The chosen options: the lens type with a price add-on, the first of every other required option. */
function chosenOptions() {
  const lens = option(product, "Lens usage");
  const priced = lens.values.find((value) => value.addOn > 0)!;
  return {
    lensValue: priced.name,
    options: product.options
      .filter((o) => o.required || o.id === lens.id)
      .map((o) => ({ id: String(o.id), value: String(o.id === lens.id ? priced.id : o.values[0]!.id) })),
  };
}

/** A shopper with the product (with options) in the cart, added over GraphQL; returns the session cookie alone. */
async function shopperWithCart(quantity = 2) {
  const shopper = new Shopper(server.url);
  const { options, lensValue } = chosenOptions();
  const { addToCart } = await shopper.data(ADD, { id: String(product.id), quantity, options });
  expect(addToCart.products).toHaveLength(1);
  const cookie = `OCSESSID=${shopper.cookieHeader.match(/OCSESSID=([^;]+)/)![1]}`;
  return { shopper, cookie, lensValue, lineTotal: addToCart.products[0].total as string };
}

/** A request with exactly this cookie (what the hand-over gives the browser), redirects not followed. */
const page = (path: string, cookie: string | null, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  return fetch(server.url + path, { ...init, headers, redirect: "manual" });
};

function validForm(overrides: Record<string, string | null> = {}): URLSearchParams {
  const values: Record<string, string | null> = {
    firstname: "Rosa",
    lastname: "Parks",
    email: "rosa.parks@example.com",
    telephone: "555-0199",
    address_1: "1 Montgomery Street",
    city: "Montgomery",
    postcode: "36104",
    country_id: String(places.zoned.id),
    zone_id: String(places.zoned.zoneId),
    shipping_method: "flat.flat",
    payment_method: "cod",
    agree: "1",
    ...overrides,
  };
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value != null) form.set(name, value);
  return form;
}

const post = (cookie: string | null, form: URLSearchParams, headers: Record<string, string> = {}) =>
  page(CHECKOUT, cookie, { method: "POST", body: form, headers: { origin: server.url, "sec-fetch-site": "same-origin", ...headers } });

describe("the store's pages with a GraphQL session's cookie", () => {
  it("show the session's cart on checkout/cart and checkout/checkout", async () => {
    const { cookie, lensValue, lineTotal } = await shopperWithCart();

    const cart = await page(CART_PAGE, cookie);
    expect(cart.status).toBe(200);
    expect(cart.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const cartHtml = await cart.text();
    expect(cartHtml).toContain("<h1>Shopping Cart</h1>");
    expect(cartHtml).toContain(product.name);
    expect(cartHtml).toContain(`Lens usage: ${lensValue}`);
    expect(cartHtml).toContain(lineTotal);
    expect(cartHtml).toContain("Sub-Total");
    expect(cartHtml).toContain(`href="${CHECKOUT}"`);

    const checkout = await page(CHECKOUT, cookie);
    expect(checkout.status).toBe(200);
    const html = await checkout.text();
    expect(html).toContain("<h1>Checkout</h1>");
    expect(html).toContain(product.name);
    expect(html).toContain(lensValue);
    for (const label of ["First Name", "Last Name", "E-Mail", "Telephone", "Address 1", "City", "Post Code", "Country", "Region / State"]) {
      expect(html).toMatch(new RegExp(`<label for="input-[a-z_0-9]+">${label.replace("/", "\\/")}</label>`));
    }
    expect(html).toContain("Flat Shipping Rate - $8.00");
    expect(html).toContain('value="cod"');
    expect(html).toContain("Cash On Delivery");
    expect(html).toContain("Bank Transfer");
    expect(html).not.toContain('value="card"');
    expect(html).toContain("<optgroup label=");
    expect(html).toContain("I have read and agree to the Terms &amp; Conditions");
    expect(html).toContain("Confirm Order");
    // The same session: OpenCart sets OCSESSID again on every answer, with the same value.
    const sessions = checkout.headers.getSetCookie().filter((line) => line.startsWith("OCSESSID="));
    for (const line of sessions) expect(line.split(";")[0]).toBe(cookie);
  });

  it("sends a visitor without a cart from checkout/checkout to the empty cart", async () => {
    const checkout = await page(CHECKOUT, null);
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get("location")).toBe(CART_PAGE);
    const [cookie] = checkout.headers.getSetCookie()[0]!.split(";");
    const cart = await page(CART_PAGE, cookie!);
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain("Your shopping cart is empty!");
    // An unknown session id reads as an empty cart too.
    expect((await page(CHECKOUT, `OCSESSID=${"0".repeat(32)}`)).status).toBe(302);
  });

  it("answers checkoutLink with the store's own checkout page", async () => {
    const shopper = new Shopper(server.url);
    expect((await shopper.data(`{ checkoutLink { link } }`)).checkoutLink.link).toBe(CHECKOUT);
    const forwarded = await fetch(`${server.url}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" },
      body: JSON.stringify({ query: `{ checkoutLink { link } }` }),
    });
    expect(((await forwarded.json()) as any).data.checkoutLink.link).toBe(`https://shop.example${CHECKOUT}`);
  });
});

describe("placing an order on the store's checkout page", () => {
  it("reports every missing field with OpenCart's messages, keeping what was typed", async () => {
    const { cookie } = await shopperWithCart(1);
    const form = new URLSearchParams({
      firstname: "",
      lastname: 'O"Brien <b>',
      email: "not-an-email",
      country_id: String(places.zoned.id),
    });
    const answer = await post(cookie, form);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    for (const message of [
      "First Name must be between 1 and 32 characters!",
      "E-Mail Address does not appear to be valid!",
      "Telephone must be between 3 and 32 characters!",
      "Address 1 must be between 3 and 128 characters!",
      "City must be between 2 and 128 characters!",
      "Postcode must be between 2 and 10 characters!",
      "Please select a region / state!",
      "Warning: Shipping method required!",
      "Warning: Payment method required!",
      "Warning: You must agree to the Terms &amp; Conditions!",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('value="O&quot;Brien &lt;b&gt;"');
    expect(html).not.toContain("<b>");
    expect(html).toContain('aria-describedby="error-firstname"');

    // A zone of another country, and the card, which the store's page does not take.
    const foreign = await post(cookie, validForm({ zone_id: String(places.foreignZoneId), payment_method: "card" }));
    expect(foreign.status).toBe(400);
    const foreignHtml = await foreign.text();
    expect(foreignHtml).toContain("Please select a region / state!");
    expect(foreignHtml).toContain("Warning: Payment method required!");
  });

  it("refuses a form posted from another site", async () => {
    const { cookie } = await shopperWithCart(1);
    expect((await post(cookie, validForm(), { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(cookie, validForm(), { origin: "https://evil.example", "sec-fetch-site": "" })).status).toBe(403);
    expect((await post(cookie, validForm(), { "sec-fetch-site": "same-site" })).status).toBe(403);
    // Nothing was placed, and an oversized form is not read.
    expect((await post(cookie, validForm({ city: "x".repeat(70_000) }))).status).toBe(413);
    expect((await server.api.db.query(`select id from "order" where session_id = $1`, [cookie.replace("OCSESSID=", "")])).rows).toEqual([]);
  });

  it("places a pending order with the store's methods and the totals query's total, empties the cart and shows it", async () => {
    const { shopper, cookie } = await shopperWithCart(2);
    // What the GraphQL totals query gives for this cart with flat-rate shipping.
    await shopper.data(`mutation { updateOrder(shippingMethod: "flat.flat") { totals { title } } }`);
    const { totals } = await shopper.data<{ totals: { title: string; text: string }[] }>(`{ totals { title text } }`);
    const total = totals.find((line) => line.title === "Total")!.text;

    const answer = await post(cookie, validForm());
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(SUCCESS);

    const sessionId = cookie.replace("OCSESSID=", "");
    const { rows } = await server.api.db.query<{
      id: number;
      status: string;
      payment_method: string;
      payment_code: string;
      shipping_method: string;
      shipping_code: string;
      total: number;
      email: string;
    }>(
      `select id, status, payment_method, payment_code, shipping_method, shipping_code, total::float8 as total, email
         from "order" where session_id = $1`,
      [sessionId],
    );
    expect(rows).toHaveLength(1);
    const order = rows[0]!;
    expect(order).toMatchObject({
      status: "pending",
      payment_method: "Cash On Delivery",
      payment_code: "cod",
      shipping_method: "Flat Shipping Rate",
      shipping_code: "flat.flat",
      email: "rosa.parks@example.com",
    });
    expect(usd(order.total)).toBe(total);
    const lines = await server.api.db.query<{ title: string; value: number }>(
      `select title, value::float8 as value from order_total where order_id = $1 order by sort_order`,
      [order.id],
    );
    expect(lines.rows.map((line) => ({ title: line.title, text: usd(line.value) }))).toEqual(totals);
    const products = await server.api.db.query<{ quantity: number; options: { name: string }[] }>(
      `select quantity, options from order_product where order_id = $1`,
      [order.id],
    );
    expect(products.rows).toHaveLength(1);
    expect(products.rows[0]!.quantity).toBe(2);
    expect(products.rows[0]!.options.map((o) => o.name)).toContain("Lens usage");

    expect((await shopper.data(`{ cart { products { key } } }`)).cart.products).toEqual([]);

    const success = await page(SUCCESS, cookie);
    expect(success.status).toBe(200);
    const html = await success.text();
    expect(html).toContain("Your order has been placed!");
    expect(html).toContain(`#${order.id}`);
    expect(html).toContain("Pending");
    expect(html).toContain(total);

    // Sending the form again (a double submit) places nothing more and lands on the same success page.
    const again = await post(cookie, validForm());
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(SUCCESS);
    expect((await server.api.db.query(`select id from "order" where session_id = $1`, [sessionId])).rows).toHaveLength(1);
  });

  it("prefills a logged-in session's form from the customer and their first address", async () => {
    const shopper = new Shopper(server.url);
    await shopper.data(
      `mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { customer { id } } }`,
      {
        email: demoCustomer.email,
        password: demoCustomer.password,
      },
    );
    await shopper.data(`mutation { clearCart { total } }`);
    const { options } = chosenOptions();
    await shopper.data(ADD, { id: String(product.id), quantity: 1, options });

    const answer = await page(CHECKOUT, shopper.cookieHeader);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('name="firstname" type="text" autocomplete="given-name" value="Jamie"');
    expect(html).toContain(`value="${demoCustomer.email}"`);
    expect(html).toContain('value="88 Bedford Street, Apt 4B"');
    expect(html).toContain('value="10014"');
    expect(html).toMatch(/<option value="\d+" selected>New York<\/option>/);
    expect(html).toMatch(/<option value="\d+" selected>United States<\/option>/);

    // An address typed in the GraphQL checkout before the hand-over wins over the book's.
    await shopper.data(`mutation ($fields: [InputField]) { updateOrder(paymentAddress: $fields) { totals { title } } }`, {
      fields: [
        { name: "address1", value: "5 Elm Row" },
        { name: "city", value: "Boston" },
      ],
    });
    const typed = await (await page(CHECKOUT, shopper.cookieHeader)).text();
    expect(typed).toContain('value="5 Elm Row"');
    expect(typed).toContain('value="Jamie"');

    // The order placed on the page is the signed-in customer's, and the success page says so.
    const placed = await post(shopper.cookieHeader, validForm({ email: demoCustomer.email }));
    expect(placed.status).toBe(303);
    const { rows } = await server.api.db.query<{ customer_id: number | null; email: string }>(
      `select o.customer_id, c.email from "order" o join customer c on c.id = o.customer_id order by o.id desc limit 1`,
    );
    expect(rows[0]?.email).toBe(demoCustomer.email);
    const success = await (await page(SUCCESS, shopper.cookieHeader)).text();
    expect(success).toMatch(
      new RegExp(`Placed by: <span data-order-customer>[^<]+ \\(${demoCustomer.email.replace(/\./g, "\\.")}\\)</span>`),
    );
    expect(success).toContain("You can view your order history");
  });
});
