/**
 * The shop on a stock OpenCart store with an API key (OPENCART_API_KEY, decision 360), JavaScript
 * off: a guest and a signed-in customer buy a frame with options (a long prescription text the
 * store's cart cuts to 20 characters, a coupon box check with the store's own words), and the order
 * is placed through OpenCart's order API: our own order placed page with the store's order number,
 * and in the store's database an order whose total is the total the page showed.
 */
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@commerce/db/index";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";
import {
  alertOf,
  CheckoutBrowser,
  fillInformation,
  inputValue,
  listedProducts,
  registerCustomer,
  type ListedOption,
} from "../support/checkout-browser";

const KEY = "server-test-opencart-key-0123";
let shop: BuiltShop;

beforeAll(async () => {
  shop = await startBuiltShop({
    port: Number(process.env.SERVER_TEST_PORT ?? 4390) + 5,
    captureLog: true,
    env: { COMMERCE_API_PROFILE: "stock", OPENCART_API_KEY: KEY, WEB_CONCURRENCY: "1", TRUST_PROXY: "1" },
  });
});
afterAll(async () => {
  if (!shop) return;
  await shop.stop({ keepData: true });
  rmSync(dirname(shop.dataDir), { recursive: true, force: true });
});

/** A frame in stock with a size (radio), coatings (checkbox) and a prescription (text), from the store's GraphQL. */
async function frame(): Promise<{ id: string; options: ListedOption[] }> {
  const found = (await listedProducts(shop.url, 200)).find(
    (product) =>
      product.stock &&
      product.options.some((option) => option.type === "checkbox") &&
      product.options.some((option) => option.name === "Prescription" && option.type === "text") &&
      !product.options.some((option) => option.type === "file" && option.name !== "Prescription file"),
  );
  expect(found, "a frame with coatings and a prescription").toBeDefined();
  return found!;
}

const PRESCRIPTION = "OD -2.25 -0.50 x 180; OS -2.00 -0.75 x 170; PD 63";

/** The add-to-cart form: the first value of every choice, two coatings (or `ticks`), the prescription typed. */
function addForm(
  product: { id: string; options: ListedOption[] },
  prescription = PRESCRIPTION,
  ticks = 2,
): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = { intent: "add", id: product.id, quantity: "1" };
  for (const option of product.options) {
    const field = `option[${option.id}]`;
    if (option.type === "checkbox") form[field] = option.values.slice(0, ticks).map((value) => value.id);
    else if (option.type === "select" || option.type === "radio") form[field] = option.values.at(-1)!.id;
    else if (option.name === "Prescription") form[field] = prescription;
  }
  return form;
}

/** What each shopper typed in step 1, to find in the store's order. */
const typedDetails = new WeakMap<CheckoutBrowser, Record<string, string>>();

/** Steps 1 and 2 without JavaScript, then step 3 as the shopper sees it (`orderApi`: the shop has an API key). */
async function throughSteps(browser: CheckoutBrowser, { orderApi = true } = {}) {
  const typed = await fillInformation(browser, `guest.${Date.now()}@example.com`);
  typedDetails.set(browser, typed);
  // The stock module's form has no telephone: with an order API, which requires one, the shop asks for it (decision 362).
  expect(typed.telephone, "the shop's own Telephone field").toBe(orderApi ? "555 0100" : undefined);
  const step1 = await browser.send("/store/checkout/?step=1", { ...typed, intent: "information" });
  expect(step1.status, alertOf(step1.html)).toBe(302);
  // Kept sealed in a cookie of the checkout's paths, never in the session cookie (the module echoes nothing back).
  expect(browser.paths("lumen_checkout_details").sort()).toEqual(["/store/checkout", "/store/checkout.data"]);
  expect(decodeURIComponent(browser.cookie("lumen_checkout_details")!.value)).not.toContain("@example.com");
  expect(decodeURIComponent(browser.cookie("lumen_session")!.value)).not.toContain("555 0100");
  // The zone: the store's country may have zones (the form's first one).
  const step2Page = await browser.send("/store/checkout/?step=2");
  const method =
    /name="shippingMethod"[^>]*value="([^"]+)"/.exec(step2Page.html)?.[1] ??
    /value="([^"]+)"[^>]*name="shippingMethod"/.exec(step2Page.html)?.[1];
  expect(method).toBeTruthy();
  const step2 = await browser.send("/store/checkout/?step=2", { intent: "shipping", shippingMethod: method! });
  expect(step2.status, alertOf(step2.html)).toBe(302);
  const step3 = await browser.send("/store/checkout/?step=3");
  expect(step3.status).toBe(200);
  // The review shows what step 1 sent, though the store echoes none of it.
  expect(step3.html).toContain(typed.email ?? "");
  if (orderApi) expect(step3.html).toContain("555 0100");
  return step3.html;
}

/** Places the order shown at step 3 with Cash On Delivery; answers the success page and the total shown. */
async function place(browser: CheckoutBrowser, step3: string) {
  expect(/data-store-refusal[^<]*/.exec(step3)?.[0]).toBeUndefined();
  expect(step3.includes("Cash On Delivery"), "Cash On Delivery offered").toBe(true);
  expect(step3).toContain("Bank Transfer");
  expect(step3).not.toContain("Continue to the store&#x27;s checkout");
  const shownTotal = inputValue(step3, "shownTotal");
  expect(shownTotal).toMatch(/^\$\d/);
  const placed = await browser.send("/store/checkout/?step=3", { intent: "payment", paymentMethod: "cod", shownTotal: shownTotal! });
  expect(placed.status, alertOf(placed.html)).toBe(302);
  expect(placed.location).toBe("/store/checkout-success");
  const success = await browser.send("/store/checkout-success");
  expect(success.status).toBe(200);
  const orderId = /data-order-id="(\d+)"/.exec(success.html)?.[1];
  expect(orderId).toBeTruthy();
  expect(success.html).toContain(shownTotal);
  // The details' cookie goes with the order.
  expect(browser.paths("lumen_checkout_details")).toEqual([]);
  return { orderId: Number(orderId), shownTotal: shownTotal!, success: success.html, typed: typedDetails.get(browser)! };
}

const placedOrders: { orderId: number; shownTotal: string; customer: boolean; typed: Record<string, string>; oneTick?: string }[] = [];

describe("orders through OpenCart's order API, without JavaScript", () => {
  it("a guest buys a frame with a prescription and a coupon: the store's own words, its order number, its total", async () => {
    const browser = new CheckoutBrowser(shop.url);
    const product = await frame();
    const added = await browser.send("/store/cart", addForm(product));
    expect(added.status, alertOf(added.html)).toBe(302);
    // The exact choices in a cookie of their own, sent to the checkout only, never in the session cookie.
    const line = browser.names().find((name) => name.startsWith("lumen_line_"));
    expect(line).toBeTruthy();
    // For the checkout's pages and for Remix's requests with JavaScript (/store/checkout.data).
    expect(browser.paths(line!).sort()).toEqual(["/store/checkout", "/store/checkout.data"]);
    expect(Buffer.from(browser.cookie(line!)!.value, "base64url").toString("latin1")).not.toContain("OD -2.25");
    expect(decodeURIComponent(browser.cookie("lumen_session")!.value)).not.toContain("OD -2.25");

    const refused = await browser.send("/store/cart", { intent: "applyCoupon", coupon: "NOSUCHCODE" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Coupon is either invalid, expired or reached it&#x27;s usage limit!");
    const taken = await browser.send("/store/cart", { intent: "applyCoupon", coupon: "WELCOME15" });
    expect(taken.status, alertOf(taken.html)).toBe(302);
    expect((await browser.send("/store/cart")).html).not.toContain("This store does not accept coupon codes online.");

    const step3 = await throughSteps(browser);
    expect(step3.includes("Coupon (WELCOME15)"), "the store's coupon line").toBe(true);
    const placed = await place(browser, step3);
    expect(placed.success).toContain("Coupon (WELCOME15)");
    placedOrders.push({ ...placed, customer: false });
    // The line's cookie is gone, and so is the bag.
    expect(browser.names().filter((name) => name.startsWith("lumen_line_"))).toEqual([]);
    const cart = await browser.send("/store/cart");
    expect(cart.html).not.toContain(`/store/product/${product.id}"`);
  });

  it("a signed-in customer's order is placed under their account", async () => {
    const browser = new CheckoutBrowser(shop.url);
    const email = `oc.customer.${Date.now()}@example.com`;
    const registered = await registerCustomer(browser, email);
    expect(registered.status, alertOf(registered.html)).toBe(302);
    const product = await frame();
    // One coating ticked: the stock module drops a lone tick unless it is sent as "id|" (recording 08).
    const form = addForm(product, PRESCRIPTION, 1);
    const checkbox = product.options.find((option) => option.type === "checkbox")!;
    expect((await browser.send("/store/cart", form)).status).toBe(302);
    const cart = await browser.send("/store/cart");
    expect(cart.html, "the store's cart line has the tick").toContain(checkbox.values[0]!.name);
    const placed = await place(browser, await throughSteps(browser));
    placedOrders.push({ ...placed, customer: true, oneTick: checkbox.values[0]!.name });
    // The store's API lists no orders: the history links the store's own order page.
    const history = await browser.send("/account/order-history");
    expect(history.html).toContain(`href="${shop.url}/api/index.php?route=account/order"`);
  });

  it("a line added on another device is mapped back from the store's cart; a cut prescription asks to add it again", async () => {
    const browser = new CheckoutBrowser(shop.url);
    const product = await frame();
    expect((await browser.send("/store/cart", addForm(product))).status).toBe(302);
    for (const name of browser.names().filter((cookie) => cookie.startsWith("lumen_line_"))) browser.drop(name);
    const refused = await throughSteps(browser);
    expect(/data-store-refusal[^>]*>([^<]*)/.exec(refused)?.[1]).toContain("its Prescription cannot be sent to the store again");
    expect(/.{200}Cash On Delivery.{100}/s.exec(refused)?.[0], "no payment offered for a line that cannot be ordered").toBeUndefined();

    const short = new CheckoutBrowser(shop.url);
    expect((await short.send("/store/cart", addForm(product, "PD 63"))).status).toBe(302);
    for (const name of short.names().filter((cookie) => cookie.startsWith("lumen_line_"))) short.drop(name);
    placedOrders.push({ ...(await place(short, await throughSteps(short))), customer: false });
  });

  it("the store's database holds each order at the total the page showed", async () => {
    expect(placedOrders).toHaveLength(3);
    await shop.stop({ keepData: true });
    const db = await openDatabase({ dataDir: shop.dataDir });
    try {
      for (const placed of placedOrders) {
        const { rows } = await db.query<{
          total: string;
          customer_id: number | null;
          payment_code: string;
          firstname: string;
          email: string;
          telephone: string;
        }>(`select total::text, customer_id, payment_code, firstname, email, telephone from "order" where id = $1`, [placed.orderId]);
        expect(rows[0]).toBeDefined();
        // Step 1's details reached the store's order API, though the module never echoes them.
        expect(rows[0]!.firstname).toBe("Ada");
        expect(rows[0]!.email).toBe(placed.typed.email);
        expect(rows[0]!.telephone).toBe("555 0100");
        if (placed.oneTick) {
          const line = await db.query<{ options: { name: string; value: string }[] }>(
            `select options from order_product where order_id = $1`,
            [placed.orderId],
          );
          expect(line.rows[0]!.options.map((option) => option.value)).toContain(placed.oneTick);
        }
        expect(`$${Number(rows[0]!.total).toFixed(2)}`).toBe(placed.shownTotal);
        expect(rows[0]!.payment_code).toBe("cod");
        expect(rows[0]!.customer_id != null).toBe(placed.customer);
      }
      // The prescription whole, though the store's cart shows it cut to 20 characters.
      const lines = await db.query<{ options: { name: string; value: string }[] }>(
        `select options from order_product where order_id = $1`,
        [placedOrders[0]!.orderId],
      );
      expect(lines.rows[0]!.options.find((option) => option.name === "Prescription")?.value).toBe(PRESCRIPTION);
    } finally {
      await db.close();
    }
  });
});

describe("without an API key", () => {
  let plain: BuiltShop;
  beforeAll(async () => {
    plain = await startBuiltShop({
      port: Number(process.env.SERVER_TEST_PORT ?? 4390) + 6,
      env: { COMMERCE_API_PROFILE: "stock", WEB_CONCURRENCY: "1", TRUST_PROXY: "1" },
    });
  });
  afterAll(() => plain?.stop());

  it("step 3 says, to a browser without JavaScript, that the store's own checkout page needs it", async () => {
    const listed = await fetch(`${plain.url}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ productsList(size: 60) { content { id stock options { id } } } }" }),
    }).then(
      (response) =>
        response.json() as Promise<{ data: { productsList: { content: { id: string; stock: boolean; options: unknown[] }[] } } }>,
    );
    const simple = listed.data.productsList.content.find((product) => product.stock && !product.options.length)!;
    const browser = new CheckoutBrowser(plain.url);
    expect((await browser.send("/store/cart", { intent: "add", id: simple.id, quantity: "1" })).status).toBe(302);
    const step3 = await throughSteps(browser, { orderApi: false });
    const note = /<noscript>[\s\S]*?<\/noscript>/.exec(step3)?.[0] ?? "";
    expect(note).toContain("The store&#x27;s checkout page only works with JavaScript turned on.");
    expect(step3).not.toContain("Cash On Delivery");
  });
});
