/**
 * The key journeys on a stock VueFront store: the shop on `COMMERCE_API_PROFILE=stock`
 * with the module's checkout fields (`country_id`, `zone_id`, `postcode`), and a second storefront
 * in remote mode on that store's API (COMMERCE_API_URL, its own STOREFRONT_URL). Both servers are
 * started once by playwright.config.ts. One test per journey, several steps each (CI's budget).
 */
import type { Locator, Page } from "@playwright/test";
import { register, signOut, submitLogin } from "./account-helpers";
import { ada, chooseCountry, fillAddress, informationStep, rosa } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { servers } from "./servers";
import { addWithOptions, main, tiles } from "./shop-helpers";

const stock = servers.stock.url;
const remote = servers.remote.url;

/** An image that has loaded (scrolled to, as lazy images load then), from `origin`. */
async function expectLoaded(image: Locator, origin: string) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("src", new RegExp(`^(${origin})?/`));
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/**
 * Opens the first product of the listing on the page (with `text`) that can be bought: a stock
 * store sends no `low_stock`, so tiles carry no stock badge (docs/product/shell-and-navigation.md) and the product page tells.
 */
async function openBuyableProduct(page: Page, origin: string, text = "") {
  const links = tiles(page).filter({ hasText: text }).getByRole("heading", { level: 3 }).getByRole("link");
  const candidates = await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent ?? "", a.getAttribute("href") ?? ""]));
  for (const [name, href] of candidates) {
    await page.goto(origin + href);
    if (await main(page).getByRole("button", { name: "Add to cart", exact: true }).isEnabled())
      return { id: "", name: name!.trim(), price: "", url: origin + href };
  }
  throw new Error("no product in stock in the listing");
}

/**
 * From step 2 to the store's own checkout: a stock store lists no payment method over the API, so
 * step 3 hands the shopper over with the store's session (decision 222), never confirmOrder.
 */
async function handOver(page: Page, origin: string) {
  await main(page).getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/step=3$/);
  await expect(main(page)).toContainText("This store takes payment on its own site.");
  await expect(main(page).getByRole("radio")).toHaveCount(0);
  await expect(main(page).locator("[data-handover-total]")).toHaveText((await page.locator("[data-checkout-total]").textContent()) ?? "");
  await main(page).getByRole("button", { name: "Continue to the store's checkout" }).click();
  await expect(page).toHaveURL((url) => url.origin === new URL(origin).origin && !url.pathname.startsWith("/store/checkout-success"));
}

test.describe("on a stock VueFront store", () => {
  test("search, a product with options, sign up and in, a United Kingdom address, handed over to the store's checkout", async ({
    page,
    javaScriptEnabled,
    newCustomer,
  }) => {
    test.slow();
    // Search narrows the listing (the store has no filter panel of its own: no route=api/filters).
    await page.goto(`${stock}/store/category/90?search=Acetate`);
    await expect(tiles(page).filter({ hasText: "Acetate" }).first()).toBeVisible();
    await expectLoaded(tiles(page).first().locator("img").first(), stock);

    // The store does not say which options are required: its refusal does, at the option.
    const product = await openBuyableProduct(page, stock, "Acetate");
    await expectLoaded(main(page).locator("img").first(), stock);
    await main(page).getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(
      main(page)
        .getByText(/ required!$/)
        .first(),
    ).toBeVisible();
    await expect(main(page).locator("[aria-required=true]").first()).toBeVisible();
    await addWithOptions(page, product);

    const customer = newCustomer();
    await register(page, customer, "", stock);
    await signOut(page);
    await page.goto(`${stock}/account/login`);
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(`${stock}/account`);

    // The module's field list: the country and zone selects post country_id and zone_id.
    await page.goto(`${stock}/store/checkout/`);
    await expect(main(page).locator("select[name=country_id]")).toHaveCount(1);
    const address = ada("stock");
    await fillAddress(page, { ...address, email: customer.email });
    await chooseCountry(page, "United Kingdom", "England", javaScriptEnabled);
    await main(page).getByRole("button", { name: "Continue to shipping" }).click();
    await expect(page).toHaveURL(/step=2$/);
    await expect(main(page)).toContainText("London, England SW1Y 4LE");
    await expect(main(page)).toContainText("United Kingdom");
    await handOver(page, stock);
  });

  test("a guest with a United States address, handed over to the store's checkout; a blog keyword URL", async ({ page }) => {
    test.slow();
    expect((await page.goto(`${stock}/face-shapes`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Face shapes");

    await page.goto(`${stock}/eyeglasses`);
    await addWithOptions(page, await openBuyableProduct(page, stock));
    await page.goto(`${stock}/store/checkout/`);
    // A store-required field left empty gets the product's message at the field.
    await main(page).getByRole("button", { name: "Continue to shipping" }).click();
    await expect(main(page).getByText("Value is required").first()).toBeVisible();
    await informationStep(page, rosa("stock"));
    await expect(main(page)).toContainText("United States");
    await handOver(page, stock);
  });
});

test.describe("a storefront in remote mode", () => {
  // The store takes no payment over the API (no card page on its host): the order goes on at the
  // store's own checkout (decision 222, tests/e2e/real-store-checkout.spec.ts plays it through).
  test("images from the API's host, a United States address, handed over to the store's checkout", async ({ page }) => {
    test.slow();
    await page.goto(`${remote}/eyeglasses`);
    await expectLoaded(tiles(page).first().locator("img").first(), stock);
    await addWithOptions(page, await openBuyableProduct(page, remote));

    await page.goto(`${remote}/store/checkout/`);
    await informationStep(page, rosa("remote"));
    await handOver(page, stock);
  });
});
