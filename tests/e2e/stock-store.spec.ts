/**
 * The key journeys on a stock VueFront store (issue 11): the shop on `COMMERCE_API_PROFILE=stock`
 * with the module's checkout fields (`country_id`, `zone_id`, `postcode`), and a second storefront
 * in remote mode on that store's API (COMMERCE_API_URL, its own STOREFRONT_URL). Both servers are
 * started once by playwright.config.ts. One test per journey, several steps each (CI's budget).
 */
import type { Locator, Page } from "@playwright/test";
import { register, signOut, submitLogin } from "./account-helpers";
import { ada, chooseCountry, fillAddress, informationStep, rosa } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { servers } from "./servers";
import { addWithOptions, cartCount, main, tiles } from "./shop-helpers";

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
 * store sends no `low_stock`, so tiles carry no stock badge (spec) and the product page tells.
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

/** From step 2 to the order placed page with `method`. */
async function placeOffline(page: Page, method: string) {
  await main(page).getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/step=3$/);
  await main(page).getByLabel(method).check();
  await main(page).getByRole("button", { name: "Complete order" }).click();
  await expect(page).toHaveURL(/\/store\/checkout-success$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order has been placed!");
}

test.describe("on a stock VueFront store", () => {
  test("search, a product with options, sign up and in, a United Kingdom address, the order placed", async ({
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
    await placeOffline(page, "Bank Transfer");
  });

  test("a guest with a United States address and cash on delivery; a blog keyword URL", async ({ page }) => {
    test.slow();
    expect((await page.goto(`${stock}/face-shapes`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Face shapes");

    await page.goto(`${stock}/eyeglasses`);
    await addWithOptions(page, await openBuyableProduct(page, stock));
    await page.goto(`${stock}/store/checkout/`);
    // A store-required field left empty gets the spec's message at the field.
    await main(page).getByRole("button", { name: "Continue to shipping" }).click();
    await expect(main(page).getByText("Value is required").first()).toBeVisible();
    await informationStep(page, rosa("stock"));
    await expect(main(page)).toContainText("United States");
    await placeOffline(page, "Cash On Delivery");
  });
});

test.describe("a storefront in remote mode", () => {
  test("images from the API's host, a United States address, the card page there and back to this storefront", async ({ page }) => {
    test.slow();
    await page.goto(`${remote}/eyeglasses`);
    await expectLoaded(tiles(page).first().locator("img").first(), stock);
    await addWithOptions(page, await openBuyableProduct(page, remote));

    await page.goto(`${remote}/store/checkout/`);
    await informationStep(page, rosa("remote"));
    await main(page).getByRole("button", { name: "Continue to payment" }).click();
    await main(page).getByLabel("Credit or debit card").check();
    await main(page).getByRole("button", { name: "Complete order" }).click();

    await expect(page).toHaveURL(new RegExp(`^${stock}/api/payment/card/`));
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/39");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Rosa Parks");
    await page.getByRole("button", { name: /^Pay / }).click();

    await expect(page).toHaveURL(`${remote}/`);
    await expect(page.getByRole("dialog", { name: "Thank you for your order!" })).toBeVisible();
    expect(await cartCount(page)).toBe(0);
  });
});
