/**
 * What a demanding shopper still tripped on: the checkout's stock refusal, quoted searches, the
 * welcome offer's words, one review per item, the cart's minus after a refusal, fetcher statuses,
 * toasts, and the phone layouts (hero, sort bar, breadcrumb, tiles, address book, compare), with
 * JavaScript on and off where both apply.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { register } from "./account-helpers";
import { informationStep, rosa } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import {
  addWithOptions,
  chooseFirstOptions,
  graphql,
  listedProducts,
  main,
  rate,
  newApiContext,
  readyToWearProducts,
  settled,
  stockedProducts,
  type ShopProduct,
} from "./shop-helpers";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const STOCK_WARNING = "Products marked with *** are not available in the desired quantity or not in stock!";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
/** A label shown on one line, not broken inside a word. */
const oneLine = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return (
      new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size === 1 && element.scrollWidth <= element.clientWidth
    );
  });

/**
 * A product with a few units in stock and no special, from the end of the catalogue's order (the
 * other specs pick from its start): one per project, as the stock it leaves is low.
 */
async function productToEmpty(request: APIRequestContext, javaScriptEnabled: boolean): Promise<ShopProduct> {
  const candidates = (await listedProducts(request)).filter((product) => !product.special && product.quantity >= 5);
  return candidates.at(javaScriptEnabled ? -1 : -2)!;
}

/** Another buyer, on an API session of their own, orders `quantity` units of `product` (cash on delivery). */
async function anotherBuyerTakes(product: ShopProduct, quantity: number) {
  const api = await newApiContext();
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) => graphql<T>(api, query, variables);
  const { product: detail } = await gql<{ product: { options: { id: string; required: boolean; values: { id: string }[] }[] } }>(
    `query ($id: String) { product(id: $id) { options { id required values { id } } } }`,
    { id: product.id },
  );
  const options = detail.options.filter((option) => option.required).map((option) => ({ id: option.id, value: option.values[0]!.id }));
  await gql(
    `mutation ($id: String, $quantity: Int, $options: [CartOption]) { addToCart(id: $id, quantity: $quantity, options: $options) { total } }`,
    {
      id: product.id,
      quantity,
      options,
    },
  );
  await gql(`mutation { createOrder { success } }`);
  const { countriesList } = await gql<{ countriesList: { content: { id: string; name: string }[] } }>(
    `{ countriesList(page: 1, size: -1) { content { id name } } }`,
  );
  const address = {
    firstName: "Other",
    lastName: "Buyer",
    email: `other.${Date.now().toString(36)}@example.com`,
    telephone: "",
    address1: "12 Marina View",
    city: "Singapore",
    postcode: "018961",
    countryId: countriesList.content.find((country) => country.name === "Singapore")!.id,
  };
  await gql(
    `mutation ($address: [InputField]) { updateOrder(paymentAddress: $address, shippingMethod: "flat.flat", paymentMethod: "cod") { totals { title } } }`,
    {
      address: Object.entries(address).map(([name, value]) => ({ name, value })),
    },
  );
  const { confirmOrder } = await gql<{ confirmOrder: { order: { id: string } } }>(`mutation { confirmOrder { order { id } } }`);
  expect(confirmOrder.order.id).toBeTruthy();
  await api.dispose();
}

const cartLine = (page: Page, product: ShopProduct) => page.locator("main tbody tr[data-cart-line]").filter({ hasText: product.name });

test.describe("a demanding shopper's edges", () => {
  test.describe.configure({ timeout: 90_000 });

  test("checkout: stock taken by another buyer marks the summary's line with how many are left", async ({
    page,
    request,
    javaScriptEnabled,
    waitForHydration,
  }) => {
    const product = await productToEmpty(request, javaScriptEnabled);
    await addWithOptions(page, product);
    await page.goto("/store/cart");
    await waitForHydration();
    const quantity = cartLine(page, product).getByRole("spinbutton", { name: `Quantity of ${product.name}` });
    await cartLine(page, product)
      .getByRole("button", { name: `Increase quantity of ${product.name}` })
      .click();
    await expect(quantity).toHaveValue("2");
    await settled(page);
    await page.goto("/store/checkout/");
    await informationStep(page, rosa("stock"));
    await main(page).getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/step=3$/);

    // Another buyer leaves one unit.
    const { product: now } = await graphql<{ product: { quantity: number } }>(
      request,
      `
        query ($id: String) {
          product(id: $id) {
            quantity
          }
        }
      `,
      {
        id: product.id,
      },
    );
    await anotherBuyerTakes(product, now.quantity - 1);

    await main(page).getByLabel("Bank Transfer").check();
    await main(page).getByRole("button", { name: "Complete order" }).click();
    await expect(main(page).getByText(STOCK_WARNING)).toBeVisible();
    const line = page.getByRole("list", { name: "Products in your order" }).getByRole("listitem").filter({ hasText: product.name });
    await expect(line.locator("[data-shortage]")).toHaveText("*** Only 1 available");
    await expect(line.locator("[data-shortage]")).toBeVisible();
  });

  test("a quoted word, or one with punctuation, finds what the word finds", async ({ page }) => {
    await page.goto("/search/round");
    const plain = await main(page)
      .getByText(/^\d+ products? matching/)
      .textContent();
    const count = Number(plain!.match(/^\d+/)![0]);
    expect(count).toBeGreaterThan(1);
    for (const typed of ['"round"', "round,", "“Round”"]) {
      await page.goto(`/search/${encodeURIComponent(typed)}`);
      await expect(main(page).getByText(/^\d+ products? matching/)).toHaveText(new RegExp(`^${count} products matching`));
    }
  });

  test("the words follow the store: the welcome offer, the totals' titles, free shipping and the titles of pages", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    // The coupon takes 15 % off the whole order, and says so (docs/decisions/240-welcome-offer-words-follow-its-rules.md).
    await expect(page.getByText("Welcome offer: 15% off your order")).toBeVisible();
    const { manufacturerList } = await graphql<{ manufacturerList: { content: { id: string; name: string }[] } }>(
      request,
      "{ manufacturerList(size: 1) { content { id name } } }",
    );
    const brand = manufacturerList.content[0]!;
    await page.goto(`/store/manufacturer/${brand.id}`);
    await expect(page).toHaveTitle(`${brand.name} | Lumen Optics`);

    const [first, second] = await stockedProducts(request, 2, 16);
    await addWithOptions(page, first!);
    await expect(main(page).getByText("Free shipping. Expected delivery up to 3-7 days.")).toBeVisible();
    await addWithOptions(page, second!);
    await page.goto("/store/cart");
    const totals = page.locator("[data-cart-totals]");
    await expect(totals.locator("dt").first()).toHaveText("Subtotal");
    await page.getByLabel("Discount code").fill("WELCOME15");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(totals).toContainText("Coupon (WELCOME15)");
    await settled(page);

    await page.goto("/store/checkout/");
    const summary = page.locator("[data-checkout-totals]");
    await expect(summary.locator("dt").first()).toHaveText("Subtotal");
    const subtotal = Number((await summary.locator("dd").first().textContent())!.replace(/[^\d.]/g, ""));
    const discount = Number((await summary.locator("dd").nth(1).textContent())!.replace(/[^\d.]/g, ""));
    // 15 % of both pairs, not of one.
    expect(discount).toBeCloseTo(subtotal * 0.15, 1);
    await informationStep(page, rosa("words"));
    await expect(main(page).getByText("Free Shipping - (3-5 business days)")).toBeVisible();
    await main(page).getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/step=3$/);
    await expect(main(page).getByText("Free Shipping - (3-5 business days)")).toBeVisible();
    await expect(page.locator("body")).not.toContainText("3-7 days");
    await main(page).getByLabel("Credit or debit card").check();
    await main(page).getByRole("button", { name: "Complete order" }).click();
    await expect(page).toHaveURL(/\/api\/payment\/card\//);
    await expect(page).toHaveTitle(/^Pay .+ \| Lumen Optics$/);
  });

  test("one review per shopper and item: said in place of the form once written, to this shopper only", async ({
    page,
    browser,
    waitForHydration,
    javaScriptEnabled,
  }, testInfo) => {
    const path = javaScriptEnabled ? "/store/product/6" : "/store/product/7";
    await page.goto(path);
    await waitForHydration();
    const form = page.locator("form#review");
    await rate(form, 5);
    await form.getByRole("textbox", { name: "Author name" }).fill(`Once ${testInfo.project.name} ${Date.now() % 100000}`);
    await form.getByRole("textbox", { name: "Review text" }).fill("Comfortable all day, and the hinges feel solid.");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    const note = page.locator("[data-reviewed]");
    await expect(note).toContainText("You have already written a review for this item.");
    await expect(page.locator("form#review")).toHaveCount(0);
    await page.reload();
    await expect(note).toContainText("You have already written a review for this item.");

    // Another shopper still gets the form.
    const other = await browser.newContext({ javaScriptEnabled });
    const otherPage = await other.newPage();
    await otherPage.goto(new URL(path, page.url()).href);
    await expect(otherPage.locator("form#review").getByRole("button", { name: "Submit review" })).toBeVisible();
    await other.close();
  });

  test("cart: a refused quantity clamps to what is left, and minus goes down one from there", async ({
    page,
    request,
    waitForHydration,
  }) => {
    const [product] = await stockedProducts(request, 1, 18);
    await addWithOptions(page, product!);
    await page.goto("/store/cart");
    await waitForHydration();
    const line = cartLine(page, product!);
    const field = line.getByRole("spinbutton", { name: `Quantity of ${product!.name}` });
    await field.fill("500");
    await field.press("Enter");
    const note = line.locator("[data-shortage]");
    await expect(note).toHaveText(/^\*\*\* Only \d+ available$/);
    const available = Number((await note.textContent())!.match(/\d+/)![0]);
    // docs/decisions/350-refused-quantity-clamps.md: the line now holds what is left.
    await expect(field).toHaveValue(String(available));
    const minus = line.getByRole("button", { name: `Decrease quantity of ${product!.name}` });
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(note).toHaveCount(0);
    await expect(field).toHaveValue(String(available - 1));
  });

  test("a refused add to cart answers its fetcher 200: no failed request in the console", async ({
    page,
    javaScriptEnabled,
    waitForHydration,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the page itself answers the post");
    const failed: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") failed.push(message.text());
    });
    // Product 1 has required options: added without them, the store refuses.
    await page.goto("/store/product/1");
    await waitForHydration();
    await main(page).getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(page.locator("[data-toast=error]")).toBeVisible();
    expect(failed.filter((text) => /Failed to load resource/.test(text))).toEqual([]);
  });

  test("leaving a product page right after adding to the cart: no error in the console", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the add is a page load of its own");
    // Once seen as React's error #345 on a loaded machine; guards the add-then-leave flow.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/store/product/3");
    const add = main(page).getByRole("button", { name: "Add to cart", exact: true });
    // Its required options first (a frame size), so the add is accepted and the sidebar would open.
    const form = page.locator(`form[id="${await add.getAttribute("form")}"]`);
    await chooseFirstOptions(form);
    const added = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/store/product/3"));
    await add.click();
    // At once, before the add is answered (the sidebar has not opened): the header's logo.
    await page.locator("header a[href='/']").first().dispatchEvent("click");
    await expect(page).toHaveURL(/\/$/);
    expect((await added).status()).toBe(200);
    await settled(page);
    await expect(page.locator("header [data-cart-count]").first()).toHaveAttribute("data-cart-count", "1");
    expect(errors).toEqual([]);
  });

  test("toasts leave the bag's line and the review's place visible", async ({ page, request, javaScriptEnabled, waitForHydration }) => {
    test.skip(!javaScriptEnabled, "the cart sidebar and the review's answer in place are JavaScript's");
    const [product] = await readyToWearProducts(request, 1, 4);
    await page.setViewportSize(PHONE);
    await page.goto(product!.url);
    await waitForHydration();
    await main(page).getByRole("button", { name: "Add to cart", exact: true }).click();
    const sidebar = page.getByRole("dialog");
    const toast = page.locator("[data-toast]").first();
    await expect(toast).toBeVisible();
    const line = sidebar.locator("[data-cart-line]").first();
    await expect(line).toBeVisible();
    await expect.poll(async () => overlaps(await boxOf(toast), await boxOf(line))).toBe(false);
    await page.keyboard.press("Escape");

    // Desktop: a review refused by the store (written meanwhile in another tab) answers with an error
    // toast that leaves the review's place, where the shopper pressed "Submit review", in view.
    await page.setViewportSize(DESKTOP);
    await page.goto("/blog/post/2");
    await waitForHydration();
    const second = await page.context().newPage();
    for (const tab of [second, page]) {
      if (tab === second) await tab.goto(page.url());
      const form = tab.locator("form#review");
      await rate(form, 4);
      await form.getByRole("textbox", { name: "Author name" }).fill(`Tabs ${Date.now() % 100000}`);
      await form.getByRole("textbox", { name: "Review text" }).fill("Two tabs, one review: the second one is refused.");
      const submit = form.getByRole("button", { name: "Submit review" });
      if (tab === page) {
        // Where a shopper presses it: near the bottom of the window.
        await submit.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 24));
      }
      await submit.click();
      if (tab === second) await expect(tab.getByText("Thank you for your review!")).toBeVisible();
    }
    await second.close();
    const error = page.locator("[data-toast=error]");
    await expect(error).toContainText("You have already written a review for this item.");
    const place = page.locator("[data-reviewed]");
    await expect(place).toBeVisible();
    await expect.poll(async () => overlaps(await boxOf(error), await boxOf(place))).toBe(false);
  });

  test("phone layout: hero, long sort, long search's breadcrumb and stock badges fit without overlap", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(PHONE);
    // The hero composed for the phone: its artwork taller than the wide banner, its title as text at
    // a readable size, its controls below it (docs/decisions/242-phone-hero.md).
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured collections" });
    const slide = hero.locator("[aria-roledescription='slide']").first();
    const image = slide.locator("img");
    await expect(image).toBeVisible();
    const picture = await boxOf(image);
    expect(picture.height / picture.width).toBeGreaterThan(0.6);
    const title = slide.locator("a > span > span").first();
    await expect(title).toBeVisible();
    expect(Number.parseFloat(await title.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(20);
    expect(overlaps(await boxOf(title), picture)).toBe(false);
    if (javaScriptEnabled) {
      await expect(hero).toHaveAttribute("data-ready", "true");
      for (const control of await hero.getByRole("button").all()) {
        const box = await boxOf(control);
        expect(overlaps(box, picture), `${await control.getAttribute("aria-label")} over the artwork`).toBe(false);
        expect(overlaps(box, await boxOf(title)), `${await control.getAttribute("aria-label")} over the title`).toBe(false);
      }
    }
    expect(await noSidewaysScroll(page)).toBe(true);

    // A long sort's name gives way; Filters, the sort and the 1/2-column toggle stay whole on the screen.
    await page.goto("/store/category/60?sort=price&order=ASC");
    const toolbar = page.locator("#catalog");
    const parts = [
      toolbar.getByRole("link", { name: /Filters/ }),
      toolbar.locator("summary").filter({ hasText: "Price (Low" }),
      toolbar
        .locator("label")
        .filter({ has: page.locator("input[name=columns]") })
        .last(),
    ];
    const boxes = [];
    for (const part of parts) {
      await expect(part).toBeVisible();
      const box = await boxOf(part);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      boxes.push(box);
    }
    expect(overlaps(boxes[0]!, boxes[1]!) || overlaps(boxes[1]!, boxes[2]!)).toBe(false);
    expect(await noSidewaysScroll(page)).toBe(true);

    // Stock badges sit under the picture, not over the frame.
    const withBadge = page.locator("main article").filter({ hasText: "Out of stock" }).first();
    await expect(withBadge).toBeVisible();
    const badge = withBadge.getByText("Out of stock", { exact: true });
    expect(overlaps(await boxOf(badge), await boxOf(withBadge.locator("img").first()))).toBe(false);

    // A long search's breadcrumb keeps its "Search" crumb readable.
    await page.goto(`/search/${"x".repeat(90)}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveCount(3);
    const search = crumbs.nth(1).getByRole("link", { name: "Search" });
    await expect(search).toBeVisible();
    expect(await search.evaluate((element) => element.scrollWidth <= element.clientWidth && element.clientWidth > 20)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test("phone layout: the address book's and compare's labels stay whole", async ({ page, request, newCustomer, javaScriptEnabled }) => {
    await register(page, newCustomer());
    await page.goto("/account/address/create");
    const form = main(page);
    await form.getByLabel("First name").fill("Maximiliana");
    await form.getByLabel("Last name").fill("Featherstonehaugh");
    await form.getByLabel("Address 1").fill("1234 Extraordinarilylongbuildingnameresidences Boulevard");
    await form.getByLabel("City").fill("Llanfairpwllgwyngyllgogerychwyrndrobwll");
    await form.getByLabel("Zipcode").fill("78701");
    await form.getByLabel("Zone").selectOption({ label: "Texas" });
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/address$/);
    await page.setViewportSize(PHONE);
    await page.reload();
    const row = main(page).locator("tbody tr").first();
    for (const label of [row.getByRole("link", { name: /^Edit/ }), row.getByRole("button", { name: /^Delete/ })]) {
      await expect(label).toBeVisible();
      expect(await oneLine(label), `${await label.textContent()} on one line`).toBe(true);
    }
    expect(await noSidewaysScroll(page)).toBe(true);

    const products = await readyToWearProducts(request, 4, javaScriptEnabled ? 6 : 10);
    for (const product of products) {
      const answer = await page.request.post("/store/compare", {
        form: { intent: "add", id: product.id, redirectTo: "/store/compare" },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
    }
    await page.goto("/store/compare");
    const buttons = page.getByRole("row", { name: /^Actions/ }).getByRole("button", { name: /ADD TO CART/i });
    await expect(buttons).toHaveCount(4);
    for (const button of await buttons.all())
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
