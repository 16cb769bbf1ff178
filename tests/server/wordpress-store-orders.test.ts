/**
 * The shop on a WordPress store (the `wordpress` profile's stand-in, decision 228) placing orders
 * through WooCommerce's Store API (decision 365), JavaScript off: a guest and a signed-in customer
 * buy a frame with its variation attributes and a coupon WooCommerce takes (after one it refuses, in
 * its own words); each ends on our order placed page with the store's order number, and the store's
 * database holds each order, the customer's on their account, at the total the page showed.
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

let shop: BuiltShop;

beforeAll(async () => {
  shop = await startBuiltShop({
    port: Number(process.env.SERVER_TEST_PORT ?? 4390) + 17,
    env: { COMMERCE_API_PROFILE: "wordpress", WEB_CONCURRENCY: "1", TRUST_PROXY: "1" },
  });
});
afterAll(async () => {
  if (!shop) return;
  await shop.stop({ keepData: true });
  rmSync(dirname(shop.dataDir), { recursive: true, force: true });
});

/** A product in stock with variation attributes (`attribute_pa_…`), from the plugin's GraphQL. */
async function frame(): Promise<{ id: string; options: ListedOption[] }> {
  // An even id: its related products answer (decision 228).
  const found = (await listedProducts(shop.url, 60)).find(
    (product) => product.stock && Number(product.id) % 2 === 0 && product.options.length > 0,
  );
  expect(found, "a product with variation attributes").toBeDefined();
  return found!;
}

/** The product page's add-to-cart form (posted to the product page: it names the options for the line the store leaves unnamed): the last value of every attribute. */
function addForm(product: { id: string; options: ListedOption[] }): Record<string, string> {
  const form: Record<string, string> = { intent: "add", id: product.id, quantity: "1" };
  for (const option of product.options) form[`option[${option.id}]`] = option.values.at(-1)!.id;
  return form;
}

/** Steps 1 and 2 without JavaScript, then step 3 as the shopper sees it. */
async function throughSteps(browser: CheckoutBrowser, email: string) {
  const step1 = await browser.send("/store/checkout/?step=1", { ...(await fillInformation(browser, email)), intent: "information" });
  expect(step1.status, alertOf(step1.html)).toBe(302);
  const step2Page = await browser.send("/store/checkout/?step=2");
  // WooCommerce's method types, as the plugin lists them; the first is the flat rate.
  expect(step2Page.html).toContain('value="flat_rate"');
  const step2 = await browser.send("/store/checkout/?step=2", { intent: "shipping", shippingMethod: "flat_rate" });
  expect(step2.status, alertOf(step2.html)).toBe(302);
  const step3 = await browser.send("/store/checkout/?step=3");
  expect(step3.status).toBe(200);
  return step3.html;
}

/** Places the order shown at step 3 with cash on delivery; answers the order number and the total shown. */
async function place(browser: CheckoutBrowser, step3: string) {
  expect(/data-store-refusal[^<]*/.exec(step3)?.[0]).toBeUndefined();
  expect(step3).toContain("Cash on delivery");
  expect(step3).toContain("Direct bank transfer");
  expect(step3).not.toContain("Continue to the store&#x27;s checkout");
  // WooCommerce's own lines: the flat rate for the address, and its Total.
  expect(step3).toContain("Shipping");
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
  return { orderId: Number(orderId), shownTotal: shownTotal! };
}

const placedOrders: { orderId: number; shownTotal: string; customerEmail: string | null }[] = [];

describe("orders through WooCommerce's Store API, without JavaScript", () => {
  it("a guest buys a frame with a coupon WooCommerce takes, after one it refuses in its own words", async () => {
    const browser = new CheckoutBrowser(shop.url);
    const product = await frame();
    const added = await browser.send(`/store/product/${product.id}`, addForm(product));
    expect(added.status, alertOf(added.html)).toBeLessThan(400);

    const refused = await browser.send("/store/cart", { intent: "applyCoupon", coupon: "NOSUCHCODE" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Coupon &quot;nosuchcode&quot; does not exist!");
    const taken = await browser.send("/store/cart", { intent: "applyCoupon", coupon: "WELCOME15" });
    expect(taken.status, alertOf(taken.html)).toBe(302);

    const step3 = await throughSteps(browser, `wp.guest.${Date.now()}@example.com`);
    expect(step3).toContain("Discount (welcome15)");
    placedOrders.push({ ...(await place(browser, step3)), customerEmail: null });
    // The bag is empty after the order.
    expect((await browser.send("/store/cart")).html).not.toContain(`/store/product/${product.id}"`);
  });

  it("a signed-in customer's order is placed on their account", async () => {
    const browser = new CheckoutBrowser(shop.url);
    const email = `wp.customer.${Date.now()}@example.com`;
    const registered = await registerCustomer(browser, email);
    expect(registered.status, alertOf(registered.html)).toBe(302);
    const product = await frame();
    expect((await browser.send(`/store/product/${product.id}`, addForm(product))).status).toBeLessThan(400);
    const taken = await browser.send("/store/cart", { intent: "applyCoupon", coupon: "WELCOME15" });
    expect(taken.status, alertOf(taken.html)).toBe(302);
    const step3 = await throughSteps(browser, email);
    expect(step3).toContain("Discount (welcome15)");
    placedOrders.push({ ...(await place(browser, step3)), customerEmail: email });
    // The plugin lists no orders: the account links the customer's orders on the store's own site.
    for (const page of ["/account/order-history", "/account"]) {
      expect((await browser.send(page)).html).toContain(`href="${shop.url}/my-account/orders/"`);
    }
  });

  it("the store's database holds each order at the total the page showed, the customer's on their account", async () => {
    expect(placedOrders).toHaveLength(2);
    await shop.stop({ keepData: true });
    const db = await openDatabase({ dataDir: shop.dataDir });
    try {
      for (const placed of placedOrders) {
        const { rows } = await db.query<{ total: string; customer_email: string | null; payment_code: string }>(
          `select o.total::text, c.email as customer_email, o.payment_code from "order" o left join customer c on c.id = o.customer_id where o.id = $1`,
          [placed.orderId],
        );
        expect(rows[0]).toBeDefined();
        expect(`$${Number(rows[0]!.total).toFixed(2)}`).toBe(placed.shownTotal);
        expect(rows[0]!.payment_code).toBe("cod");
        expect(rows[0]!.customer_email).toBe(placed.customerEmail);
      }
    } finally {
      await db.close();
    }
  });
});
