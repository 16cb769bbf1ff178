/**
 * The storefront on VueFront CMS Connect for WordPress + WooCommerce: a storefront in remote mode
 * (COMMERCE_API_URL) on the embedded API's `wordpress` profile (docs/decisions/228-wordpress-profile.md),
 * both started by playwright.config.ts. Where that plugin differs from the OpenCart module, the
 * storefront must cope: a sign-in that lives in a bearer token sent as `Authorization` (exact case),
 * variation options named `attribute_pa_…` with values by slug, related products that fail.
 */
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { register, signOut, submitLogin } from "./account-helpers";
import { informationStep, rosa } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { servers } from "./servers";
import { addWithOptions, cartCount, main } from "./shop-helpers";

const wordpress = servers.wordpress.url;
const storefront = servers.wpRemote.url;

// Each test walks several page loads of a remote storefront: on a busy two-core machine that can
// take longer than the default 30 s.
test.describe.configure({ timeout: 60_000 });

interface ListedProduct {
  id: string;
  name: string;
  stock: boolean;
  options: Array<{ id: string }>;
}

/** Asks the stand-in's GraphQL directly (the answer whole: data and errors). */
async function ask<T>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await api.post(`${wordpress}/api/graphql`, { data: { query, variables } });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string; path?: string[] }> };
}

/** The first products of the catalogue with what picking one needs. */
async function catalogue(api: APIRequestContext): Promise<ListedProduct[]> {
  const answer = await ask<{ productsList: { content: ListedProduct[] } }>(
    api,
    `{ productsList(size: 60) { content { id name stock options { id } } } }`,
  );
  return answer.data?.productsList.content ?? [];
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await playwrightRequest.newContext();
});
test.afterAll(() => api.dispose());

test.describe("a storefront on a WordPress store", () => {
  test("signs up, out and in, and stays signed in on the next page load", async ({ page, newCustomer }) => {
    const customer = newCustomer();
    // The storefront signs a new customer in after registering: it must keep the token the store
    // gave and send it as `Authorization: Bearer …`, or the store says nobody is signed in.
    await register(page, customer, "", storefront);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account has been created!");
    await page.goto(`${storefront}/account`);
    await expect(page).toHaveURL(`${storefront}/account`);
    await expect(main(page)).toContainText(`You are signed in as ${customer.email}.`);

    // The store answers logout with `status: false` (its token cannot be revoked): the storefront forgets it.
    await signOut(page);
    await page.goto(`${storefront}/account`);
    await expect(page).toHaveURL(/\/account\/login(\?|$)/);

    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(`${storefront}/account`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("My account");
    // The next page load asks the store again, with the token kept in the storefront's session.
    await page.reload();
    await expect(page).toHaveURL(`${storefront}/account`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("My account");
    await expect(main(page)).toContainText(`Welcome back, ${customer.firstName}. You are signed in as ${customer.email}.`);
  });

  test("a signed-in customer buys a product with variation options up to the store's own checkout", async ({
    page,
    newCustomer,
  }, testInfo) => {
    const customer = newCustomer();
    await register(page, customer, "", storefront);
    // An even id: its related products answer (decision 228), so the page needs nothing else to cope.
    const product = (await catalogue(api)).find((item) => Number(item.id) % 2 === 0 && item.stock && item.options.length > 0);
    if (!product) throw new Error("no product with options in stock among the first 60");
    // What the store wants: WooCommerce attribute names, values by slug.
    expect(product.options[0]?.id).toMatch(/^attribute_pa_/);

    await addWithOptions(page, { id: product.id, name: product.name, price: "", url: `${storefront}/store/product/${product.id}` });
    await page.goto(`${storefront}/store/cart`);
    const line = page.locator("main tbody tr[data-cart-line]").filter({ hasText: product.name });
    await expect(line).toHaveCount(1);
    // The store's line names no options (`option: []`): the shop names what was chosen (the radio
    // groups' first values: Frame size first of all), by the line's key (decision 290).
    const { data: storeCart } = await ask<{ cart: { products: Array<{ option: unknown[] }> } }>(
      api,
      "{ cart { products { option { name } } } }",
    );
    expect(storeCart?.cart.products.every((storeLine) => storeLine.option.length === 0)).toBe(true);
    await expect(line.getByRole("list", { name: "Options" })).toContainText("Frame size:");

    // Checkout to its honest end: the store takes payment on its own site, and its pages cannot
    // see a sign-in held in a token, nor the bag that went with it (decision 234).
    await page.goto(`${storefront}/store/checkout/`);
    await informationStep(page, { ...rosa(`wp-${testInfo.project.name}`), email: customer.email });
    await main(page).getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/step=3$/);
    await expect(main(page)).toContainText("This store takes payment on its own site.");
    await expect(main(page)).toContainText("Your bag will need to be filled there again");
    const { data } = await ask<{ checkoutLink: { link: string } }>(api, "{ checkoutLink { link } }");
    await expect(main(page).getByRole("link", { name: "Continue to the store's checkout" })).toHaveAttribute(
      "href",
      data!.checkoutLink.link,
    );
  });

  test("shows a product whose related products fail", async ({ page }) => {
    const product = (await catalogue(api)).find((item) => Number(item.id) % 2 === 1);
    if (!product) throw new Error("no product with an odd id among the first 60");
    // The store fails the optional field and keeps the rest.
    const answer = await ask<{ product: { name: string; products: unknown } }>(
      api,
      `query ($id: String) { product(id: $id) { name products(limit: 4) { id } } }`,
      { id: product.id },
    );
    expect(answer.errors?.map((error) => error.message)).toEqual(["Internal server error"]);
    expect(answer.data?.product).toEqual({ name: product.name, products: null });

    const response = await page.goto(`${storefront}/store/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(main(page).getByRole("button", { name: "Add to cart", exact: true })).toBeVisible();
  });

  test("a password change the store did not save is told, and the customer stays signed in with the old password", async ({
    page,
    newCustomer,
  }) => {
    const customer = newCustomer();
    await register(page, customer, "", storefront);
    await page.goto(`${storefront}/account/password`);
    const form = main(page);
    await form.getByLabel("Password", { exact: true }).fill("Changed-pass-456");
    await form.getByLabel("Confirm password").fill("Changed-pass-456");
    await form.getByRole("button", { name: "Change password" }).click();
    // The store answered "done"; the new password does not sign in, so the shop says so (decision 290).
    await expect(form.getByRole("alert")).toContainText("This store did not change your password.");
    await expect(page).toHaveURL(`${storefront}/account/password`);
    await page.goto(`${storefront}/account`);
    await expect(main(page)).toContainText(`You are signed in as ${customer.email}.`);

    await signOut(page);
    await page.goto(`${storefront}/account/login`);
    await submitLogin(page, customer.email, "Changed-pass-456");
    await expect(main(page).getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login/);
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(`${storefront}/account`);
  });

  test("an add the store did not take is said to be not available, never added", async ({ page }) => {
    // A product without options: its page adds it as it is. 999 is more than any product's stock.
    const product = (await catalogue(api)).find((item) => item.stock && item.options.length === 0);
    if (!product) throw new Error("no product without options in stock among the first 60");
    await page.goto(`${storefront}/store/product/${product.id}`);
    const before = await cartCount(page);
    await main(page).getByRole("spinbutton", { name: "Quantity" }).fill("999");
    await main(page).getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(main(page).getByRole("alert")).toContainText("This product is not available: nothing was added to your bag.");
    await expect(page.getByText(`${product.name} product successfully added to cart`)).toHaveCount(0);
    expect(await cartCount(page)).toBe(before);
  });

  test("says nothing about free shipping: the store charges for it", async ({ page }) => {
    // docs/product/texts-and-constants.md#shipping-claims: FREE_SHIPPING is off by default on a store of its own.
    await page.goto(`${storefront}/`);
    const promises = page.getByRole("list", { name: "Our promises" });
    await expect(promises).toContainText("100% Authentic");
    await expect(promises).not.toContainText(/free shipping/i);
    await expect(page.locator("footer")).toContainText("Considered frames and sunglasses from independent and heritage makers.");
    await expect(page.locator("body")).not.toContainText(/free shipping|shipped free/i);

    const product = (await catalogue(api))[0];
    if (!product) throw new Error("no product");
    await page.goto(`${storefront}/store/product/${product.id}`);
    await expect(main(page)).toContainText("Expected delivery up to 3-7 days.");
    // The product's own description (the store's words) may speak of its packaging: only the shop's words are checked.
    await expect(page.locator("body")).not.toContainText(/free shipping/i);
  });
});
