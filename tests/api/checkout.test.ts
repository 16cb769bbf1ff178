import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import {
  ADD_TO_CART,
  CART,
  checkoutFixtures,
  percentOf,
  requiredOptions,
  roundCents,
  usd,
  type CountryFixtures,
  type ProductFixture,
} from "../support/shop-fixtures";

let server: TestApi;
let product: ProductFixture;
let places: CountryFixtures;
let unit: number;

beforeAll(async () => {
  server = await startTestApi();
  ({ product, places, unit } = await checkoutFixtures(server.api.db, { minStock: 60 }));
});
afterAll(() => server?.close());

const UPDATE_ORDER = `mutation ($paymentAddress: [InputField], $paymentAddressId: String, $shippingAddress: [InputField], $paymentMethod: String, $shippingMethod: String) {
  updateOrder(paymentAddress: $paymentAddress, paymentAddressId: $paymentAddressId, shippingAddress: $shippingAddress,
              paymentMethod: $paymentMethod, shippingMethod: $shippingMethod) {
    paymentMethods { codename } shippingMethods { codename } totals { title text }
  }
}`;
const CONFIRM = `mutation { confirmOrder { url callback order { id status total email payment_method shipping_method } } }`;

function errorOf(result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  expect(result.errors, "expected a GraphQL error").toBeDefined();
  return result.errors![0];
}

function paymentFields(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    firstName: "Rosa",
    lastName: "Parks",
    email: `rosa.${randomBytes(4).toString("hex")}@example.com`,
    telephone: "555-0199",
    company: "",
    address1: "1 Montgomery Street",
    address2: "",
    city: "Montgomery",
    postcode: "36104",
    countryId: String(places.zoned.id),
    zoneId: String(places.zoned.zoneId),
    ...overrides,
  };
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

async function shopperAtCheckout(quantity = 1) {
  const shopper = new Shopper(server.url);
  await shopper.data(ADD_TO_CART, { id: String(product.id), quantity, options: requiredOptions(product) });
  expect((await shopper.data(`mutation { createOrder { success } }`)).createOrder).toEqual({ success: "true" });
  return shopper;
}

const sessionIdOf = (shopper: Shopper) => shopper.cookieHeader.replace(/^OCSESSID=/, "");

describe("checkout descriptions", () => {
  it("refuses to start a checkout with an empty cart", async () => {
    const result = await new Shopper(server.url).gql(`mutation { createOrder { success } }`);
    expect(errorOf(result).message).toBe("Warning: Your shopping cart is empty!");
  });

  it("describes the address forms, with countries and the chosen country's zones as select values", async () => {
    const shopper = await shopperAtCheckout();
    const FIELDS = `name label type required defaultValue values { text value }`;
    const { paymentAddress, shippingAddress } = await shopper.data(
      `{ paymentAddress { agree fields { ${FIELDS} } } shippingAddress { ${FIELDS} } }`,
    );
    const names = paymentAddress.fields.map((f: { name: string }) => f.name);
    expect(names).toEqual([
      "firstName",
      "lastName",
      "email",
      "telephone",
      "company",
      "address1",
      "address2",
      "city",
      "postcode",
      "countryId",
      "zoneId",
    ]);
    expect(shippingAddress.map((f: { name: string }) => f.name)).toEqual(names.filter((n: string) => n !== "email" && n !== "telephone"));

    // The module's types; the storefront's names and select values (API_CHECKOUT_FIELDS=storefront, the default).
    const country = paymentAddress.fields.find((f: { name: string }) => f.name === "countryId");
    expect(country).toMatchObject({ type: "country", required: true, defaultValue: String(places.zoned.id) });
    expect(country.values).toContainEqual({ text: places.zoneless.name, value: String(places.zoneless.id) });
    const zone = paymentAddress.fields.find((f: { name: string }) => f.name === "zoneId");
    expect(zone).toMatchObject({ type: "zone", required: true });
    expect(zone.values).toContainEqual({ text: places.zoned.zoneName, value: String(places.zoned.zoneId) });
    for (const name of ["firstName", "email", "telephone", "postcode"])
      expect(paymentAddress.fields.find((f: { name: string }) => f.name === name)).toMatchObject({ type: "text" });
    expect(paymentAddress.fields.find((f: { name: string }) => f.name === "email")).toMatchObject({ required: true });
  });

  it("lists the payment and shipping methods", async () => {
    const { paymentMethods, shippingMethods } = await new Shopper(server.url).data(
      `{ paymentMethods { id codename name } shippingMethods { id codename name title text } }`,
    );
    expect(paymentMethods).toEqual([
      { id: "cod", codename: "cod", name: "Cash On Delivery" },
      { id: "bank_transfer", codename: "bank_transfer", name: "Bank Transfer" },
      { id: "card", codename: "card", name: "Credit or debit card" },
    ]);
    // The full profile lists free shipping first (decision 222).
    expect(shippingMethods).toEqual([
      {
        id: "free.shipping",
        codename: "free.shipping",
        name: "Free Shipping (3-5 business days) - $0.00",
        title: "Free Shipping (3-5 business days)",
        text: "$0.00",
      },
      { id: "flat.flat", codename: "flat.flat", name: "Flat Shipping Rate - $8.00", title: "Flat Shipping Rate", text: "$8.00" },
      {
        id: "express.express",
        codename: "express.express",
        name: "Express (1-2 business days) - $19.00",
        title: "Express (1-2 business days)",
        text: "$19.00",
      },
    ]);
  });
});

describe("updateOrder", () => {
  it("checks the methods and address-book ids at once", async () => {
    const shopper = await shopperAtCheckout();
    expect(errorOf(await shopper.gql(UPDATE_ORDER, { shippingMethod: "pigeon.post" })).extensions).toMatchObject({
      field: "shippingMethod",
    });
    expect(errorOf(await shopper.gql(UPDATE_ORDER, { paymentMethod: "iou" })).extensions).toMatchObject({ field: "paymentMethod" });
    expect(errorOf(await shopper.gql(UPDATE_ORDER, { paymentAddressId: "1" })).message).toMatch(/Log in/);
  });

  it("stores addresses as sent, and confirmOrder validates them, naming the field", async () => {
    const shopper = await shopperAtCheckout();
    const confirmWith = async (
      fields: { name: string; value: string }[],
      kind: "paymentAddress" | "shippingAddress" = "paymentAddress",
    ) => {
      await shopper.data(UPDATE_ORDER, { [kind]: fields, shippingMethod: "flat.flat", paymentMethod: "cod" });
      return errorOf(await shopper.gql(CONFIRM));
    };
    const city = await confirmWith(paymentFields({ city: "" }));
    expect(city.message).toBe("Payment address: City must be between 2 and 128 characters!");
    expect(city.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "paymentAddress.city" });
    expect((await confirmWith(paymentFields({ email: "rosa@" }))).message).toBe(
      "Payment address: E-Mail Address does not appear to be valid!",
    );
    expect((await confirmWith(paymentFields({ zoneId: "" }))).extensions).toMatchObject({ field: "paymentAddress.zoneId" });
    await shopper.data(UPDATE_ORDER, { paymentAddress: paymentFields() });
    const shipping = await confirmWith(paymentFields({ address1: "x" }), "shippingAddress");
    expect(shipping.message).toBe("Shipping address: Address 1 must be between 3 and 128 characters!");
    // Nothing was placed, and the cart is whole.
    expect((await shopper.data(CART)).cart.quantity).toBe(1);
  });

  it("a zone-less country needs no zone", async () => {
    const shopper = await shopperAtCheckout();
    await shopper.data(UPDATE_ORDER, {
      paymentAddress: paymentFields({ countryId: String(places.zoneless.id), zoneId: "" }),
      shippingMethod: "flat.flat",
      paymentMethod: "cod",
    });
    expect((await shopper.data(CONFIRM)).confirmOrder.order.id).toBeTruthy();
  });

  it("adds the chosen shipping to the totals; the storefront's free.shipping costs nothing", async () => {
    const shopper = await shopperAtCheckout(2);
    const { updateOrder } = await shopper.data(UPDATE_ORDER, { shippingMethod: "express.express" });
    const subtotal = roundCents(unit * 2);
    expect(updateOrder.totals).toEqual([
      { title: "Subtotal", text: usd(subtotal) },
      { title: "Express (1-2 business days)", text: "$19.00" },
      { title: "Total", text: usd(subtotal + 19) },
    ]);
    expect((await shopper.data(CART)).cart.total).toBe(usd(subtotal + 19));

    const { updateOrder: free } = await shopper.data(UPDATE_ORDER, { shippingMethod: "free.shipping" });
    expect(free.totals.at(-1)).toEqual({ title: "Total", text: usd(subtotal) });
    expect(free.totals[1].text).toBe("$0.00");
  });
});

describe("confirmOrder", () => {
  it("places an offline order with products, options, totals and the coupon in one go, and empties the cart", async () => {
    const shopper = await shopperAtCheckout(2);
    await shopper.rest("api/coupon", { method: "POST", body: { coupon: "WELCOME15", token: "eyewear-storefront" } });
    const fields = paymentFields();
    const email = fields.find((f) => f.name === "email")!.value;
    await shopper.data(UPDATE_ORDER, { paymentAddress: fields, shippingMethod: "flat.flat", paymentMethod: "cod" });
    const stockBefore = (await server.api.db.query<{ quantity: number }>(`select quantity from product where id = $1`, [product.id]))
      .rows[0].quantity;

    const { confirmOrder } = await shopper.data(CONFIRM);
    const subtotal = roundCents(unit * 2);
    const discount = percentOf(subtotal, 15);
    const total = roundCents(subtotal - discount + 8);
    expect(confirmOrder).toMatchObject({
      // As the module: the order placed page (VueFront's checkout goes there), not null.
      url: "/store/checkout-success",
      callback: null,
      order: { status: "Pending", total: usd(total), email, payment_method: "Cash On Delivery", shipping_method: "Flat Shipping Rate" },
    });
    const orderId = Number(confirmOrder.order.id);

    const { rows: orders } = await server.api.db.query(
      `select status, total::float8 as total, email, firstname, payment_code, shipping_code, customer_id, session_id, currency_code,
              payment_address->>'city' as city, shipping_address->>'zone' as zone
         from "order" where id = $1`,
      [orderId],
    );
    expect(orders[0]).toEqual({
      status: "pending",
      total,
      email,
      firstname: "Rosa",
      payment_code: "cod",
      shipping_code: "flat.flat",
      customer_id: null,
      session_id: sessionIdOf(shopper),
      currency_code: "USD",
      city: "Montgomery",
      zone: places.zoned.zoneName,
    });
    const { rows: lines } = await server.api.db.query<any>(
      `select product_id, quantity, price::float8 as price, total::float8 as total, options from order_product where order_id = $1`,
      [orderId],
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ product_id: product.id, quantity: 2, price: unit, total: subtotal });
    expect(lines[0].options.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(["Frame size", "Lens tint"]));
    const { rows: totals } = await server.api.db.query(
      `select code, value::float8 as value from order_total where order_id = $1 order by sort_order`,
      [orderId],
    );
    expect(totals).toEqual([
      { code: "sub_total", value: subtotal },
      { code: "shipping", value: 8 },
      { code: "coupon", value: -discount },
      { code: "total", value: total },
    ]);
    const { rows: history } = await server.api.db.query(`select amount::float8 as amount from coupon_history where order_id = $1`, [
      orderId,
    ]);
    expect(history).toEqual([{ amount: -discount }]);
    const stockAfter = (await server.api.db.query<{ quantity: number }>(`select quantity from product where id = $1`, [product.id])).rows[0]
      .quantity;
    expect(stockAfter).toBe(stockBefore - 2);

    const { cart } = await shopper.data(CART);
    expect(cart).toMatchObject({ products: [], coupon: null, total: "$0.00" });
  });

  it("creates one order from a double submit, and answers the same order to both", async () => {
    const shopper = await shopperAtCheckout(1);
    await shopper.data(UPDATE_ORDER, { paymentAddress: paymentFields(), shippingMethod: "free.shipping", paymentMethod: "bank_transfer" });
    const [first, second] = await Promise.all([shopper.data(CONFIRM), shopper.data(CONFIRM)]);
    expect(first.confirmOrder.order.id).toBe(second.confirmOrder.order.id);
    const again = await shopper.data(CONFIRM);
    expect(again.confirmOrder.order.id).toBe(first.confirmOrder.order.id);
    const { rows } = await server.api.db.query(`select count(*)::int as n from "order" where session_id = $1`, [sessionIdOf(shopper)]);
    expect(rows[0].n).toBe(1);
  });

  it("lets a guest read back the order their session has just placed, with its lines' options, and no other order", async () => {
    const ORDER = `query ($id: String) { accountOrder(id: $id) { id products { product_id option { name value } } } }`;
    const shopper = await shopperAtCheckout(1);
    await shopper.data(UPDATE_ORDER, { paymentAddress: paymentFields(), shippingMethod: "free.shipping", paymentMethod: "bank_transfer" });
    const { confirmOrder } = await shopper.data(CONFIRM);
    const { accountOrder } = await shopper.data(ORDER, { id: confirmOrder.order.id });
    expect(accountOrder).toMatchObject({ id: confirmOrder.order.id, products: [{ product_id: String(product.id) }] });
    expect(accountOrder.products[0].option.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(["Frame size"]));

    // Another guest's session, and an order this session did not place last, answer nothing.
    expect((await new Shopper(server.url).data(ORDER, { id: confirmOrder.order.id })).accountOrder).toBeNull();
    const earlier = String(Number(confirmOrder.order.id) - 1);
    expect((await shopper.data(ORDER, { id: earlier })).accountOrder).toBeNull();
  });

  it("refuses to confirm without a payment address, a shipping method or a payment method", async () => {
    const shopper = await shopperAtCheckout(1);
    expect(errorOf(await shopper.gql(CONFIRM)).extensions).toMatchObject({ field: "paymentAddress" });
    await shopper.data(UPDATE_ORDER, { paymentAddress: paymentFields() });
    expect(errorOf(await shopper.gql(CONFIRM)).message).toBe("Warning: Shipping method required!");
    await shopper.data(UPDATE_ORDER, { shippingMethod: "flat.flat" });
    expect(errorOf(await shopper.gql(CONFIRM)).message).toBe("Warning: Payment method required!");
    expect((await shopper.data(CART)).cart.quantity).toBe(1);
    const { rows } = await server.api.db.query(`select count(*)::int as n from "order" where session_id = $1`, [sessionIdOf(shopper)]);
    expect(rows[0].n).toBe(0);
  });
});

describe("confirmOrder with a coupon that stopped applying (decision 263)", () => {
  const USED_UP = "Warning: This coupon has reached its usage limit!";

  /** A single-use $10 coupon of its own, so the tests' orders are the only ones using it. */
  async function singleUseCoupon(): Promise<string> {
    const code = `ONCE-${randomBytes(4).toString("hex").toUpperCase()}`;
    await server.api.db.query(
      `insert into coupon (name, code, type, discount, total, date_start, date_end, uses_total, status)
       values ('Test: single use', $1, 'F', 10, 0, current_date - 1, current_date + 30, 1, true)`,
      [code],
    );
    return code;
  }

  /** A shopper at the confirm step with the coupon applied, and the total the checkout shows them. */
  async function readyToConfirm(code: string) {
    const shopper = await shopperAtCheckout(1);
    expect((await shopper.rest("api/coupon", { method: "POST", body: { coupon: code, token: "eyewear-storefront" } })).body).toEqual({
      success: "Success: Your coupon discount has been applied!",
    });
    const { updateOrder } = await shopper.data(UPDATE_ORDER, {
      paymentAddress: paymentFields(),
      shippingMethod: "flat.flat",
      paymentMethod: "cod",
    });
    const shown: string = updateOrder.totals.at(-1).text;
    expect(shown).toBe(usd(roundCents(unit - 10 + 8)));
    return { shopper, shown };
  }

  it("places exactly one discounted order out of 12 parallel confirmations, at the total shown, and refuses the rest", async () => {
    const code = await singleUseCoupon();
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => readyToConfirm(code)));
    const answers = await Promise.all(shoppers.map(({ shopper }) => shopper.gql(CONFIRM)));

    const placed = answers.flatMap((answer, index) => (answer.errors ? [] : [{ answer, shown: shoppers[index]!.shown }]));
    expect(placed).toHaveLength(1);
    for (const { answer, shown } of placed) expect(answer.data.confirmOrder.order.total).toBe(shown);
    const refusals = answers.filter((answer) => answer.errors);
    expect(refusals).toHaveLength(11);
    for (const refusal of refusals) {
      expect(errorOf(refusal).message).toBe(USED_UP);
      expect(errorOf(refusal).extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "coupon" });
    }
    const { rows } = await server.api.db.query<{ orders: number; total: number }>(
      `select count(*)::int as orders, sum(o.total)::float8 as total
         from coupon_history h join coupon c on c.id = h.coupon_id join "order" o on o.id = h.order_id where c.code = $1`,
      [code],
    );
    expect(rows[0]).toEqual({ orders: 1, total: roundCents(unit - 10 + 8) });

    // A refused shopper keeps the lines, loses the coupon, and then orders at the new total they are shown.
    const refused = shoppers[answers.findIndex((answer) => answer.errors)]!.shopper;
    const { cart } = await refused.data(CART);
    expect(cart).toMatchObject({ quantity: 1, coupon: null, total: usd(roundCents(unit + 8)) });
    const { confirmOrder } = await refused.data(CONFIRM);
    expect(confirmOrder.order.total).toBe(cart.total);
  });

  it("refuses an order whose coupon expired after it was applied, in the coupon's one refusal", async () => {
    const code = await singleUseCoupon();
    const { shopper } = await readyToConfirm(code);
    await server.api.db.query(`update coupon set date_end = current_date - 1 where code = $1`, [code]);
    expect(errorOf(await shopper.gql(CONFIRM)).message).toBe("Warning: Coupon is either invalid, expired or reached its usage limit!");
    const { rows } = await server.api.db.query(`select count(*)::int as n from "order" where session_id = $1`, [sessionIdOf(shopper)]);
    expect(rows[0].n).toBe(0);
    expect((await shopper.data(CART)).cart).toMatchObject({ quantity: 1, coupon: null });
  });
});

describe("card payments and order history", () => {
  const LOGIN = `mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { customer { id } } }`;

  async function customerAtCheckout() {
    const shopper = new Shopper(server.url);
    const email = `card.${randomBytes(4).toString("hex")}@example.com`;
    await shopper.data(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, {
      c: { firstName: "Card", lastName: "Holder", email, password: "secret12" },
    });
    await shopper.data(LOGIN, { email, password: "secret12" });
    const { accountAddAddress } = await shopper.data(`mutation ($a: AccountAddressInput) { accountAddAddress(address: $a) { id } }`, {
      a: {
        firstName: "Card",
        lastName: "Holder",
        address1: "5 Payment Plaza",
        city: "Springfield",
        zipcode: "62701",
        countryId: String(places.zoned.id),
        zoneId: String(places.zoned.zoneId),
      },
    });
    await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
    await shopper.data(`mutation { createOrder { success } }`);
    await shopper.data(UPDATE_ORDER, { paymentAddressId: accountAddAddress.id, shippingMethod: "flat.flat", paymentMethod: "card" });
    const { confirmOrder } = await shopper.data(CONFIRM);
    return { shopper, email, confirmOrder };
  }

  const pay = (shopper: Shopper, url: string, fields: Record<string, string>) =>
    shopper.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const card = (number: string) => ({ cardNumber: number, expiry: "12/39", cvc: "123", name: "Card Holder", action: "pay" });
  const statusOf = async (orderId: string) =>
    (await server.api.db.query(`select status from "order" where id = $1`, [Number(orderId)])).rows[0].status;

  it("sends a card order to the hosted payment page and back to the storefront with Stripe-style parameters", async () => {
    const { shopper, email, confirmOrder } = await customerAtCheckout();
    const orderId = confirmOrder.order.id;
    expect(confirmOrder.order).toMatchObject({ status: "Awaiting payment", email, payment_method: "Credit or debit card" });
    expect(confirmOrder.url).toMatch(new RegExp(`^/api/payment/card/${orderId}-[A-Za-z0-9_-]{32}$`));
    expect(await statusOf(orderId)).toBe("awaiting_payment");

    const page = await shopper.fetch(confirmOrder.url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    const amount = usd(unit + 8);
    expect(html).toContain(`Pay ${amount}`);
    expect(html).toContain(`order #${orderId}`);
    expect(html).toContain("4242 4242 4242 4242");
    expect(html).toMatch(/<form method="post"/);

    const invalid = await pay(shopper, confirmOrder.url, card("4242 4242 4242 4241"));
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain("The card number is not valid.");

    // A declined card ends the order (tests/api/unpaid-orders.test.ts, decision 262).
    const paid = await pay(shopper, confirmOrder.url, card("4242 4242 4242 4242"));
    expect(paid.status).toBe(303);
    const location = paid.headers.get("location")!;
    expect(location.startsWith("/?")).toBe(true);
    const params = new URL(location, server.url).searchParams;
    const paymentIntent = params.get("payment_intent")!;
    expect(paymentIntent).toMatch(/^pi_[a-f0-9]{24}$/);
    expect(params.get("payment_intent_client_secret")).toMatch(new RegExp(`^${paymentIntent}_secret_[A-Za-z0-9_-]+$`));
    expect(params.get("redirect_status")).toBe("succeeded");
    const { rows } = await server.api.db.query(`select status, payment_intent from "order" where id = $1`, [Number(orderId)]);
    expect(rows[0]).toEqual({ status: "processing", payment_intent: paymentIntent });

    // Coming back to a paid order's page just sends the shopper back again.
    const again = await shopper.fetch(confirmOrder.url);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(location);

    const { accountOrdersList } = await shopper.data(
      `{ accountOrdersList(page: 1, size: 10) { totalElements content { id status total products { product_id quantity } totals { code text } } } }`,
    );
    expect(accountOrdersList.totalElements).toBe(1);
    expect(accountOrdersList.content[0]).toMatchObject({
      id: orderId,
      status: "Processing",
      total: amount,
      products: [{ product_id: String(product.id), quantity: 1 }],
    });
    expect(accountOrdersList.content[0].totals.map((t: { code: string }) => t.code)).toEqual(["sub_total", "shipping", "total"]);
    const { accountOrder } = await shopper.data(`query ($id: String) { accountOrder(id: $id) { id email } }`, { id: orderId });
    expect(accountOrder).toEqual({ id: orderId, email });
  });

  it("cancels back to the storefront, and hides orders from guests and other customers", async () => {
    const { shopper, confirmOrder } = await customerAtCheckout();
    const canceled = await pay(shopper, confirmOrder.url, { action: "cancel" });
    expect(canceled.status).toBe(303);
    expect(new URL(canceled.headers.get("location")!, server.url).searchParams.get("redirect_status")).toBe("canceled");
    // The order ends and gives its stock back (decision 262).
    expect(await statusOf(confirmOrder.order.id)).toBe("canceled");

    const guest = new Shopper(server.url);
    expect((await guest.data(`{ accountOrdersList { totalElements content { id } } }`)).accountOrdersList).toEqual({
      totalElements: 0,
      content: [],
    });
    expect(
      (await guest.data(`query ($id: String) { accountOrder(id: $id) { id } }`, { id: confirmOrder.order.id })).accountOrder,
    ).toBeNull();
    const other = await customerAtCheckout();
    const { accountOrder } = await other.shopper.data(`query ($id: String) { accountOrder(id: $id) { id } }`, {
      id: confirmOrder.order.id,
    });
    expect(accountOrder).toBeNull();
  });

  it("sends the shopper back to the return_url the storefront gave when the API knows its origin, else to STOREFRONT_URL", async () => {
    const { shopper, confirmOrder } = await customerAtCheckout();
    const elsewhere = `${confirmOrder.url}?${new URLSearchParams({ return_url: "https://evil.example/" })}`;
    const refused = await pay(shopper, elsewhere, { action: "cancel" });
    expect(refused.headers.get("location")).toMatch(/^\/\?payment_intent=/);
    // The cancel ended that order (decision 262): another one is paid.
    const next = await customerAtCheckout();
    // The page's own origin (here the API's, as a storefront on another origin sees it in remote mode).
    const own = `${next.confirmOrder.url}?${new URLSearchParams({ return_url: `${server.url}/shop/` })}`;
    expect(await (await next.shopper.fetch(own)).text()).toContain("<form");
    const paid = await pay(next.shopper, own, card("4242 4242 4242 4242"));
    expect(paid.headers.get("location")).toMatch(new RegExp(`^${server.url}/shop/\\?payment_intent=pi_`));
  });

  it("answers 404 to unknown or tampered payment links", async () => {
    const { shopper, confirmOrder } = await customerAtCheckout();
    const tampered = confirmOrder.url.replace(/.$/, (c: string) => (c === "A" ? "B" : "A"));
    for (const url of ["/api/payment/card/1-abc", tampered, confirmOrder.url.replace(/\/card\/\d+/, "/card/999999")]) {
      const response = await shopper.fetch(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain("Payment not found");
    }
  });
});
