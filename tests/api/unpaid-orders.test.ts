/**
 * Stock nobody can game (docs/decisions/262-unpaid-orders-release-stock.md): a card order's stock
 * goes back when its payment is declined, cancelled or not made in time, once only, even with two
 * processes sweeping one PostgreSQL; paid and offline orders keep it; the cart's caps refuse.
 * Over HTTP against the real API, on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@commerce/db/index";
import { DEFAULT_ORDER_RULES, expireUnpaidOrders } from "@commerce/domain/checkout/release";
import { ATTEMPT_RULES } from "@commerce/domain/session/attempts";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import {
  ADD_TO_CART,
  CART,
  countries,
  optionedProduct,
  requiredOptions,
  type CountryFixtures,
  type ProductFixture,
} from "../support/shop-fixtures";

let server: TestApi;
let product: ProductFixture;
let places: CountryFixtures;

beforeAll(async () => {
  server = await startTestApi();
  product = await optionedProduct(server.api.db, { minStock: 80 });
  places = await countries(server.api.db);
});
afterAll(() => server?.close());

const UPDATE_ORDER = `mutation ($paymentAddress: [InputField], $paymentMethod: String, $shippingMethod: String) {
  updateOrder(paymentAddress: $paymentAddress, paymentMethod: $paymentMethod, shippingMethod: $shippingMethod) { totals { title } }
}`;
const CONFIRM = `mutation { confirmOrder { url order { id status } } }`;
const UPDATE_CART = `mutation ($key: String, $quantity: Int) { updateCart(key: $key, quantity: $quantity) { products { key quantity } } }`;

const stockOf = async (productId = product.id) =>
  (await server.api.db.query<{ quantity: number }>(`select quantity from product where id = $1`, [productId])).rows[0].quantity;
const statusOf = async (orderId: string) =>
  (await server.api.db.query<{ status: string }>(`select status from "order" where id = $1`, [Number(orderId)])).rows[0].status;
const historyOf = async (orderId: string) =>
  (
    await server.api.db.query<{ status: string; comment: string }>(
      `select status, comment from order_history where order_id = $1 order by id`,
      [Number(orderId)],
    )
  ).rows;
/** Moves the clock past the payment time for this order: it was placed 31 minutes ago. */
const placedMinutesAgo = (orderId: string, minutes: number) =>
  server.api.db.query(`update "order" set created_at = now() - make_interval(mins => $2) where id = $1`, [Number(orderId), minutes]);

function addressFields() {
  const values: Record<string, string> = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada.${randomBytes(4).toString("hex")}@example.com`,
    address1: "1 Analytical Way",
    city: "Montgomery",
    postcode: "36104",
    countryId: String(places.zoned.id),
    zoneId: String(places.zoned.zoneId),
  };
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

/** A shopper whose order of `quantity` units is placed: awaiting its card payment, or with an offline method. */
async function placedOrder(quantity: number, paymentMethod = "card", shopper = new Shopper(server.url)) {
  await shopper.data(ADD_TO_CART, { id: String(product.id), quantity, options: requiredOptions(product) });
  await shopper.data(`mutation { createOrder { success } }`);
  await shopper.data(UPDATE_ORDER, { paymentAddress: addressFields(), shippingMethod: "flat.flat", paymentMethod });
  const { confirmOrder } = await shopper.data(CONFIRM);
  return { shopper, orderId: confirmOrder.order.id as string, url: confirmOrder.url as string | null };
}

const pay = (shopper: Shopper, url: string, fields: Record<string, string>) =>
  shopper.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const card = (number: string) => ({ cardNumber: number, expiry: "12/39", cvc: "123", name: "Ada Lovelace", action: "pay" });
const redirectStatus = (response: Response) => new URL(response.headers.get("location")!, server.url).searchParams.get("redirect_status");

describe("an unpaid card order gives its stock back", () => {
  it("when the card is declined: Canceled, a history line, the products back in the cart, the payment page gone", async () => {
    const before = await stockOf();
    const { shopper, orderId, url } = await placedOrder(3);
    expect(await stockOf()).toBe(before - 3);
    expect((await shopper.data(CART)).cart.products).toEqual([]);

    const declined = await pay(shopper, url!, card("4000 0000 0000 0002"));
    expect(declined.status).toBe(303);
    expect(redirectStatus(declined)).toBe("failed");
    expect(await stockOf()).toBe(before);
    expect(await statusOf(orderId)).toBe("canceled");
    expect(await historyOf(orderId)).toEqual([
      { status: "canceled", comment: "The card payment was declined: the order is cancelled and its products are back in stock." },
    ]);
    // Back in the cart as they were, options and all, to check out again with another card.
    const { cart } = await shopper.data(CART);
    expect(cart.products.map((line: { quantity: number; product: { id: string } }) => [line.product.id, line.quantity])).toEqual([
      [String(product.id), 3],
    ]);
    expect((await shopper.fetch(url!)).status).toBe(404);
    // Paying the cancelled order now takes nothing.
    expect((await pay(shopper, url!, card("4242 4242 4242 4242"))).status).toBe(404);
    expect(await stockOf()).toBe(before);
  });

  it("when the payment is cancelled", async () => {
    const before = await stockOf();
    const { shopper, orderId, url } = await placedOrder(2);
    expect(await stockOf()).toBe(before - 2);
    const canceled = await pay(shopper, url!, { action: "cancel" });
    expect(redirectStatus(canceled)).toBe("canceled");
    expect(await stockOf()).toBe(before);
    expect(await statusOf(orderId)).toBe("canceled");
    expect((await historyOf(orderId))[0]?.comment).toBe(
      "The card payment was cancelled: the order is cancelled and its products are back in stock.",
    );
  });

  it("when it is not paid within ORDER_PAYMENT_TIMEOUT_MINUTES: Expired in the customer's order history, before any other shopper's cart counts", async () => {
    const customer = new Shopper(server.url);
    const email = `late.${randomBytes(4).toString("hex")}@example.com`;
    await customer.data(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, {
      c: { firstName: "Late", lastName: "Payer", email, password: "secret12" },
    });
    await customer.data(`mutation ($e: String, $p: String) { accountLogin(email: $e, password: $p) { customer { id } } }`, {
      e: email,
      p: "secret12",
    });
    const before = await stockOf();
    const { orderId, url } = await placedOrder(4, "card", customer);
    const minutes = DEFAULT_ORDER_RULES.paymentTimeoutMinutes;
    await placedMinutesAgo(orderId, minutes - 1);
    await new Shopper(server.url).data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
    expect(await stockOf(), `still within its ${minutes} minutes`).toBe(before - 4);

    await placedMinutesAgo(orderId, minutes + 1);
    // No sweep has run yet: the next cart change sweeps first.
    await new Shopper(server.url).data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
    expect(await stockOf()).toBe(before);
    expect(await statusOf(orderId)).toBe("expired");
    expect(await historyOf(orderId)).toEqual([
      {
        status: "expired",
        comment: `The order was not paid within ${minutes} minutes: it has expired and its products are back in stock.`,
      },
    ]);
    const { accountOrdersList } = await customer.data(`{ accountOrdersList { content { id status } } }`);
    expect(accountOrdersList.content).toEqual([{ id: orderId, status: "Expired" }]);
    expect((await customer.fetch(url!)).status).toBe(404);
  });

  it("the payment page itself sweeps: a link opened after the payment time shows no form", async () => {
    const before = await stockOf();
    const { shopper, orderId, url } = await placedOrder(1);
    await placedMinutesAgo(orderId, 31);
    expect((await pay(shopper, url!, card("4242 4242 4242 4242"))).status).toBe(404);
    expect(await statusOf(orderId)).toBe("expired");
    expect(await stockOf()).toBe(before);
  });

  it("follows a shorter ORDER_PAYMENT_TIMEOUT_MINUTES", async () => {
    const before = await stockOf();
    const { orderId } = await placedOrder(1);
    await placedMinutesAgo(orderId, 3);
    expect(await expireUnpaidOrders(server.api.db, { paymentTimeoutMinutes: 30 })).toEqual([]);
    expect(await expireUnpaidOrders(server.api.db, { paymentTimeoutMinutes: 2 })).toEqual([Number(orderId)]);
    expect(await stockOf()).toBe(before);
  });
});

describe("orders that keep their stock", () => {
  it("a paid card order and an offline order keep it, past the payment time too", async () => {
    const before = await stockOf();
    const paid = await placedOrder(2);
    expect(redirectStatus(await pay(paid.shopper, paid.url!, card("4242 4242 4242 4242")))).toBe("succeeded");
    const cod = await placedOrder(1, "cod");
    const transfer = await placedOrder(1, "bank_transfer");
    for (const { orderId } of [paid, cod, transfer]) await placedMinutesAgo(orderId, 120);
    await expireUnpaidOrders(server.api.db, { paymentTimeoutMinutes: 30 });
    await new Shopper(server.url).data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
    expect(await stockOf()).toBe(before - 4);
    expect(await statusOf(paid.orderId)).toBe("processing");
    expect(await statusOf(cod.orderId)).toBe("pending");
    expect(await statusOf(transfer.orderId)).toBe("pending");
    // A cancel after the payment changes nothing either.
    await pay(paid.shopper, paid.url!, { action: "cancel" });
    expect(await statusOf(paid.orderId)).toBe("processing");
  });
});

describe("one address's card orders awaiting payment", () => {
  it("hold stock in a few orders at a time however many sessions it opens; paying one, or another method, is not held back", async () => {
    const limited = await startTestApi({ rateLimitFactor: 1 });
    try {
      const fromOneAddress = () => new Shopper(limited.url);
      const allowed = ATTEMPT_RULES.unpaidCardOrder.points;
      const placed: Awaited<ReturnType<typeof placedOrder>>[] = [];
      const refusals: string[] = [];
      // 12 fresh sessions, each a card order of 10 units: only the first few hold any.
      for (let session = 0; session < 12; session++) {
        await placedOrder(10, "card", fromOneAddress()).then(
          (order) => placed.push(order),
          (error: Error) => refusals.push(error.message),
        );
      }
      expect(placed).toHaveLength(allowed);
      expect(refusals).toHaveLength(12 - allowed);
      expect(refusals[0]).toMatch(
        /Too many card orders are waiting for their payment\. Pay one, or please wait \d+ minutes? and try again\./,
      );
      // Cash on delivery holds no stock waiting for a payment: not counted.
      await placedOrder(1, "cod", fromOneAddress());
      // A paid order no longer waits: its place is free again.
      const [first] = placed;
      expect(redirectStatus(await pay(first!.shopper, first!.url!, card("4242 4242 4242 4242")))).toBe("succeeded");
      await placedOrder(1, "card", fromOneAddress());
    } finally {
      await limited.close();
    }
  });
});

describe("releasing once", () => {
  it("gives the stock back once when declines, cancels and sweeps race for the same order", async () => {
    const before = await stockOf();
    const { shopper, orderId, url } = await placedOrder(5);
    await placedMinutesAgo(orderId, 31);
    // A second connection pool on the same database: another API process. PGlite has one connection.
    const other = server.databaseUrl ? await openDatabase({ url: server.databaseUrl }) : null;
    try {
      const results = await Promise.all([
        pay(shopper, url!, card("4000 0000 0000 0002")),
        pay(shopper, url!, { action: "cancel" }),
        expireUnpaidOrders(server.api.db, { paymentTimeoutMinutes: 30 }),
        expireUnpaidOrders(server.api.db, { paymentTimeoutMinutes: 30 }),
        ...(other
          ? [expireUnpaidOrders(other, { paymentTimeoutMinutes: 30 }), expireUnpaidOrders(other, { paymentTimeoutMinutes: 30 })]
          : []),
      ]);
      expect(results.length).toBeGreaterThan(3);
    } finally {
      await other?.close();
    }
    expect(await stockOf()).toBe(before);
    expect(await historyOf(orderId)).toHaveLength(1);
    expect(["canceled", "expired"]).toContain(await statusOf(orderId));
  });

  it("gives the stock back once when many orders expire under parallel sweeps", async () => {
    const before = await stockOf();
    const orders = await Promise.all([1, 2, 3].map(() => placedOrder(2)));
    for (const { orderId } of orders) await placedMinutesAgo(orderId, 31);
    const released = await Promise.all(Array.from({ length: 4 }, () => expireUnpaidOrders(server.api.db, { paymentTimeoutMinutes: 30 })));
    expect(released.flat().sort()).toEqual(orders.map(({ orderId }) => Number(orderId)).sort());
    expect(await stockOf()).toBe(before);
  });
});

describe("the cart's caps", () => {
  it("refuses a line over CART_MAX_LINE_QUANTITY (10) in addToCart and updateCart, leaving the line as it was", async () => {
    const shopper = new Shopper(server.url);
    const options = requiredOptions(product);
    // The old way to empty the shop: one add of the whole stock.
    const whole = await shopper.gql(ADD_TO_CART, { id: String(product.id), quantity: await stockOf(), options });
    expect(whole.errors?.[0]?.message).toBe(`Maximum order amount for ${product.name} is 10!`);
    const eleven = await shopper.gql(ADD_TO_CART, { id: String(product.id), quantity: 11, options });
    expect(eleven.errors?.[0]?.message).toBe(`Maximum order amount for ${product.name} is 10!`);
    const { addToCart } = await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 10, options });
    const key = addToCart.products[0].key;
    const more = await shopper.gql(ADD_TO_CART, { id: String(product.id), quantity: 1, options });
    expect(more.errors?.[0]?.message).toBe(`Maximum order amount for ${product.name} is 10!`);
    const update = await shopper.gql(UPDATE_CART, { key, quantity: 11 });
    expect(update.errors?.[0]?.message).toBe(`Maximum order amount for ${product.name} is 10!`);
    expect((await shopper.data(CART)).cart.products.map((line: { quantity: number }) => line.quantity)).toEqual([10]);
  });

  it("refuses a cart over CART_MAX_QUANTITY (30) units in all", async () => {
    const shopper = new Shopper(server.url);
    const products = await Promise.all([0, 1, 2, 3].map((skip) => optionedProduct(server.api.db, { minStock: 40, skip })));
    for (const each of products.slice(0, 3))
      await shopper.data(ADD_TO_CART, { id: String(each.id), quantity: 10, options: requiredOptions(each) });
    const last = products[3];
    const over = await shopper.gql(ADD_TO_CART, { id: String(last.id), quantity: 1, options: requiredOptions(last) });
    expect(over.errors?.[0]?.message).toBe("Warning: An order can hold at most 30 items!");
    expect((await shopper.data(CART)).cart.quantity).toBe(30);
  });

  it("follows CART_MAX_LINE_QUANTITY as the API is set", async () => {
    const small = await startTestApi({ cartMaxLineQuantity: 3, cartMaxQuantity: 4 });
    try {
      const shopper = new Shopper(small.url);
      const refused = await shopper.gql(ADD_TO_CART, { id: String(product.id), quantity: 4, options: requiredOptions(product) });
      expect(refused.errors?.[0]?.message).toBe(`Maximum order amount for ${product.name} is 3!`);
    } finally {
      await small.close();
    }
  });
});
