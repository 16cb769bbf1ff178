/**
 * Beyond one machine (decision 120): two storefronts, each with its own embedded API process, on one
 * PostgreSQL and one SESSION_SECRET behave as one shop. A shopper alternating between them keeps the
 * cart, the checkout's progress and the login. Needs TEST_DATABASE_URL (CI sets it when the machine's
 * PostgreSQL answers); skipped otherwise.
 */
import { request as playwrightRequest } from "@playwright/test";
import pg from "pg";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";
import { register, signOut } from "./account-helpers";
import { informationStep, rosa } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { addWithOptions, cartCount, main, stockedProducts } from "./shop-helpers";

const databaseUrl = process.env.TEST_DATABASE_URL;
/** Each project (JavaScript on, off) gets its own pair of shops and schema, so they can run in parallel. */
const PORTS = { "js-on": 4340, "js-off": 4342 } as Record<string, number>;

test.describe("two storefront processes sharing one PostgreSQL", () => {
  test.skip(!databaseUrl, "needs TEST_DATABASE_URL (a PostgreSQL both shops share)");
  test.describe.configure({ mode: "serial" });

  let shops: BuiltShop[] = [];
  let schema = "";

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this destructuring.
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(360_000);
    const port = PORTS[testInfo.project.name] ?? 4344;
    schema = `multi_${testInfo.project.name.replace(/\W/g, "_")}_${Date.now().toString(36)}`;
    const env = { DATABASE_URL: databaseUrl ?? "", DATABASE_SCHEMA: schema, WEB_CONCURRENCY: "1", RATE_LIMIT_FACTOR: "100" };
    // One after the other: the first prepares and seeds the schema, the second finds it ready.
    shops.push(await startBuiltShop({ port, env }));
    shops.push(await startBuiltShop({ port: port + 1, env }));
  });

  test.afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    shops = [];
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  });

  test("a purchase alternating between them keeps the cart, the checkout and the login", async ({ page, newCustomer }, testInfo) => {
    test.slow();
    const [a, b] = shops.map((shop) => shop.url);
    const api = await playwrightRequest.newContext({ baseURL: a });
    const [product] = await stockedProducts(api, 1, 4);
    await api.dispose();
    if (!product || !a || !b) throw new Error("no product or no shops");

    // Added on A, in the cart on B.
    await addWithOptions(page, { ...product, url: a + product.url });
    await page.goto(`${b}/store/cart`);
    await expect(main(page)).toContainText(product.name);
    expect(await cartCount(page)).toBe(1);

    // The checkout's steps on A, B, A.
    await page.goto(`${a}/store/checkout/`);
    await informationStep(page, rosa(`multi.${testInfo.project.name}`));
    await page.goto(`${b}/store/checkout/?step=2`);
    await expect(main(page).getByText("Montgomery").first()).toBeVisible();
    await main(page).getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(`${b}/store/checkout/?step=3`);
    await page.goto(`${a}/store/checkout/?step=3`);
    await main(page).getByLabel("Bank Transfer").check();
    await main(page).getByRole("button", { name: "Complete order" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order has been placed!");
    await page.goto(`${b}/`);
    expect(await cartCount(page)).toBe(0);

    // Signed up on B, signed in on A; signed out on A, signed out on B.
    const customer = newCustomer();
    await register(page, customer, "", b);
    await page.goto(`${a}/account`);
    await expect(page).toHaveURL(`${a}/account`);
    await expect(main(page)).toContainText(`You are signed in as ${customer.email}.`);
    await signOut(page);
    await page.goto(`${b}/account`);
    await expect(page).toHaveURL(/\/account\/login/);
  });
});
