import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  addWithOptions,
  amount,
  cartCount,
  listingWith,
  readyToWearProducts,
  settled,
  stockedProducts,
  tileOf,
  usd,
  type ShopProduct,
} from "./shop-helpers";

const INVALID_COUPON = "The code you entered is invalid. Please check and try again.";

const lineOf = (page: Page, product: ShopProduct) => page.locator("main tbody tr[data-cart-line]").filter({ hasText: product.name });
const quantityOf = (line: Locator, product: ShopProduct) => line.getByRole("spinbutton", { name: `Quantity of ${product.name}` });

test.describe("cart page", () => {
  test("two products, one with options: minus, plus and typed quantities, remove one, coupons", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.slow();
    const [first] = await stockedProducts(request, 1, 0);
    const [second] = await readyToWearProducts(request, 1, 5);
    await addWithOptions(page, first);
    await addWithOptions(page, second);

    await page.goto("/store/cart");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Cart"]);
    const table = page.getByRole("table", { name: "Shopping cart" });
    await expect(table.getByRole("columnheader")).toHaveText(["Product", "Price", "Quantity", "Total", "Action"]);
    await expect(page.locator("main tbody tr[data-cart-line]")).toHaveCount(2);

    const line = lineOf(page, first);
    await expect(line.getByRole("list", { name: "Options" })).toContainText("Frame size:");
    await expect(lineOf(page, second).getByRole("list", { name: "Options" })).toHaveCount(0);
    await expect(line.getByRole("img")).toHaveAttribute("width", "95");
    const unit = amount(await line.locator("td").nth(1).textContent());
    const quantity = quantityOf(line, first);
    const lineTotal = line.locator("[data-line-total]");

    // Minus is disabled at 1; plus adds 1; minus takes it back.
    await expect(line.getByRole("button", { name: `Decrease quantity of ${first.name}` })).toBeDisabled();
    await line.getByRole("button", { name: `Increase quantity of ${first.name}` }).click();
    await expect(quantity).toHaveValue("2");
    await expect(lineTotal).toContainText(usd(unit * 2));
    await settled(page);
    await line.getByRole("button", { name: `Decrease quantity of ${first.name}` }).click();
    await expect(quantity).toHaveValue("1");
    await settled(page);

    // A typed value is sent as typed; under 1 becomes 1.
    await quantity.fill("3");
    await quantity.press("Enter");
    await expect(quantity).toHaveValue("3");
    await expect(lineTotal).toContainText(usd(unit * 3));
    await settled(page);
    await quantity.fill("0");
    await quantity.press("Enter");
    await expect(quantity).toHaveValue("1");
    await settled(page);

    // Remove the other line.
    await lineOf(page, second)
      .getByRole("button", { name: `Remove ${second.name}` })
      .click();
    await expect(page.locator("main tbody tr[data-cart-line]")).toHaveCount(1);
    await settled(page);

    // docs/product/texts-and-constants.md#numbers: the cart's subtotal and total show whole dollars.
    const totals = page.locator("[data-cart-totals]");
    await expect(totals).toContainText("Subtotal");
    await expect(totals.locator("dd").first()).toHaveText(`$${Math.round(unit)}`);

    // Coupons: Apply is disabled while the code is empty (a plain post answers the message instead),
    // an invalid code, then WELCOME15 (15 % off).
    const apply = page.getByRole("button", { name: "Apply", exact: true });
    if (javaScriptEnabled) await expect(apply).toBeDisabled();
    else {
      await apply.click();
      await expect(page.getByText("Value is required")).toBeVisible();
    }
    const couponBox = page.getByLabel("Discount code");
    await couponBox.fill("NOPE-2024");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByText(INVALID_COUPON)).toBeVisible();
    await settled(page);
    await page.getByLabel("Discount code").fill("WELCOME15");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByText(/Coupon\s+WELCOME15\s+applied/)).toBeVisible();
    await expect(totals).toContainText("Coupon (WELCOME15)");
    await expect(page.getByLabel("Discount code")).toHaveCount(0);
    await expect(totals.locator("dd").last()).toHaveText(`$${Math.round(unit - Math.round(unit * 15) / 100)}`);
    await settled(page);

    // What the page shows is what the store has.
    await page.reload();
    await expect(quantityOf(lineOf(page, first), first)).toHaveValue("1");
    await expect(page.locator("main tbody tr[data-cart-line]")).toHaveCount(1);
    await expect(page.locator("[data-cart-totals]")).toContainText("Coupon (WELCOME15)");
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByLabel("Discount code")).toBeVisible();
  });

  test("quick clicks add up once each, and a removed line never comes back", async ({ page, request, javaScriptEnabled }) => {
    test.slow();
    const [first, second] = await stockedProducts(request, 2, 2);
    await addWithOptions(page, first);
    await addWithOptions(page, second);
    await page.goto("/store/cart");
    const line = lineOf(page, first);
    const plus = line.getByRole("button", { name: `Increase quantity of ${first.name}` });
    for (let click = 0; click < 3; click++) {
      await plus.click();
      // Without JavaScript every click is a post and a new page.
      if (!javaScriptEnabled) await settled(page);
    }
    await expect(quantityOf(line, first)).toHaveValue("4");
    await settled(page);

    // A change on its way, then the removal of the same line.
    const other = lineOf(page, second);
    await other.getByRole("button", { name: `Increase quantity of ${second.name}` }).click();
    await other.getByRole("button", { name: `Remove ${second.name}` }).click();
    await expect(other).toHaveCount(0);
    await settled(page);
    await expect(other).toHaveCount(0);

    await page.reload();
    await expect(quantityOf(lineOf(page, first), first)).toHaveValue("4");
    await expect(lineOf(page, second)).toHaveCount(0);
    expect(await cartCount(page)).toBe(1);
  });

  test("more than the stock: the line marked ***, how many are available, the field clamped to that many", async ({
    page,
    request,
    waitForHydration,
  }) => {
    const [product] = await stockedProducts(request, 1, 7);
    await addWithOptions(page, product);
    await page.goto("/store/cart");
    // Typed before hydration, the value would be reset by React's first render.
    await waitForHydration();
    const line = lineOf(page, product);
    const field = quantityOf(line, product);
    await field.fill("500");
    await field.press("Enter");

    await expect(page.getByText("Products marked with *** are not available in the desired quantity or not in stock!")).toBeVisible();
    const note = line.locator("[data-shortage]");
    await expect(note).toHaveText(/^\*\*\* Only \d+ available$/);
    const available = Number((await note.textContent())?.match(/\d+/)?.[0]);
    expect(available).toBeGreaterThanOrEqual(1);
    expect(available).toBeLessThan(500);
    // docs/decisions/350-refused-quantity-clamps.md: the line is set to what may be bought, not left at 1.
    await expect(field).toHaveValue(String(available));
    await expect(field).not.toHaveAttribute("aria-invalid");

    // Changed again: the mark goes and the line holds the new quantity.
    await field.fill("2");
    await field.press("Enter");
    await expect(note).toHaveCount(0);
    await expect(field).toHaveValue("2");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await settled(page);
    await page.reload();
    await expect(quantityOf(lineOf(page, product), product)).toHaveValue("2");
  });
  test("an empty cart says so, and its checkout sends the shopper back with a message", async ({ page }) => {
    await page.goto("/store/cart");
    await expect(page.getByText("Your shopping cart is empty.")).toBeVisible();
    await page.goto("/store/checkout/");
    await expect(page).toHaveURL(/\/store\/cart$/);
    await expect(page.locator("[data-toast=error]")).toContainText("Your shopping cart is empty");
  });
});

test.describe("cart sidebar", () => {
  test("opens from the cart icon with JavaScript; without, the icon is the cart page's link", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const [product] = await stockedProducts(request, 1, 4);
    await page.goto("/");
    const icon = page
      .locator("header")
      .first()
      .getByRole("link", { name: /^Shopping bag/ });
    await expect(icon).toHaveAttribute("href", "/store/cart");

    if (!javaScriptEnabled) {
      await icon.click();
      await expect(page).toHaveURL(/\/store\/cart$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      return;
    }

    // Empty: Checkout is disabled and links nowhere.
    await icon.click();
    const sidebar = page.getByRole("dialog", { name: /Shopping bag/i });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("heading")).toHaveText(/Shopping bag\s*\(0\)/i);
    await expect(sidebar.getByRole("button", { name: "Checkout" })).toBeDisabled();
    await expect(sidebar.getByRole("link", { name: "Checkout" })).toHaveCount(0);
    // Closed and opened again at once: the close event of the first close, still on its way when the
    // shopper reopens (a loaded phone), must not shut the sidebar again.
    await sidebar.evaluate(async (dialog) => {
      dialog.dispatchEvent(new Event("close"));
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    });
    await expect(sidebar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();

    await addWithOptions(page, product);
    await page
      .locator("header")
      .first()
      .getByRole("link", { name: /^Shopping bag/ })
      .click();
    await expect(sidebar.getByRole("heading")).toHaveText(/Shopping bag\s*\(1\)/i);
    await expect(sidebar).toContainText(product.name);
    await expect(sidebar).toContainText("Shipment cost will be calculated at the checkout");
    await expect(sidebar.locator("[data-sidebar-total]")).toHaveText(/^\$[\d,]+$/);
    await expect(sidebar.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/store/checkout/");
    // The page behind does not scroll; a click outside closes.
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");
    await page.mouse.click(20, 400);
    await expect(sidebar).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });
});

test("Back after an add on a product page: the notice is not shown again and the shopper leaves as they came", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const [product] = await stockedProducts(request, 1, 8);
  await page.goto(listingWith(product));
  await addWithOptions(page, product);
  const notice = page.getByText(`${product.name} product successfully added to cart`);
  await expect(notice).toBeVisible();

  await page.goBack();
  if (!javaScriptEnabled) {
    // The plain post was a page of its own (post/redirect/get): Back shows the product as it was, without the notice.
    await expect(page).toHaveURL(product.url);
    await expect(page.locator("main").getByRole("button", { name: "Add to cart", exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(await cartCount(page)).toBe(1);
    await page.goBack();
  }
  await expect(page).toHaveURL(listingWith(product));
});

test.describe("add to cart from a list", () => {
  test("a product with nothing to choose, from its tile twice: one line of 2; the sidebar opens with JavaScript", async ({
    page,
    request,
    javaScriptEnabled,
    waitForHydration,
  }) => {
    const [product] = await readyToWearProducts(request, 1, 0);
    await page.goto(listingWith(product));
    // A click before React runs would be a plain post (the no-JavaScript path) in the js-on run.
    await waitForHydration();
    const listing = page.url();
    const add = tileOf(page, product).getByRole("button", { name: `Add to cart: ${product.name}` });
    const sidebar = page.getByRole("dialog", { name: /Shopping bag/i });
    const notice = page.locator("[data-toast=notification]");

    for (const times of [1, 2]) {
      await add.click();
      await expect(notice).toContainText(`${product.name} product successfully added to cart`);
      await expect.poll(() => cartCount(page)).toBe(1);
      if (javaScriptEnabled) {
        // docs/product/cart.md: after a successful add the cart sidebar opens, with the line's quantity.
        await expect(sidebar).toBeVisible();
        // The notice shows above the sidebar (the sidebar is a modal dialog, in the top layer).
        await expect(page.locator("[role=status]:popover-open [data-toast=notification]")).toBeVisible();
        await expect(sidebar.getByRole("heading")).toHaveText(/Shopping bag\s*\(1\)/i);
        await expect(sidebar.getByRole("spinbutton", { name: `Quantity of ${product.name}` })).toHaveValue(String(times));
        await page.keyboard.press("Escape");
        await expect(sidebar).toBeHidden();
      } else {
        // Without JavaScript the post comes back to the same listing with the notice.
        expect(page.url()).toBe(listing);
        await expect(sidebar).toBeHidden();
      }
    }

    if (javaScriptEnabled) {
      // Once its 3 seconds are over, opening the sidebar again does not bring the notice back.
      await page.waitForTimeout(3_600);
      await expect(notice).toBeHidden();
      await page
        .locator("header")
        .first()
        .getByRole("link", { name: /^Shopping bag/ })
        .click();
      await expect(sidebar).toBeVisible();
      await page.waitForTimeout(300);
      await expect(notice).toBeHidden();
      await page.keyboard.press("Escape");
    }

    await page.goto("/store/cart");
    await expect(page.locator("main tbody tr[data-cart-line]")).toHaveCount(1);
    await expect(quantityOf(lineOf(page, product), product)).toHaveValue("2");
    await expect(lineOf(page, product).getByRole("list", { name: "Options" })).toHaveCount(0);
  });

  test("a product with options to choose: the error, then its page (docs/product/cart.md: 'with redirect')", async ({ page }) => {
    await page.goto("/store/category/60");
    const tile = page.locator("main article").filter({ hasNotText: "Out of stock" }).first();
    const name = (await tile.getByRole("heading", { level: 3 }).textContent())!.trim();
    // The tile's form names only the product (decision 214): its page by id.
    const id = await tile.locator('form input[name="id"]').inputValue();
    await tile.getByRole("button", { name: `Add to cart: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/store/product/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.locator("[data-toast=error]")).toContainText(/required!/);
    expect(await cartCount(page)).toBe(0);
  });
});

test("'+' on a line removed in another tab says the item is no longer in the bag", async ({ page, request }) => {
  const [product] = await readyToWearProducts(request, 1, 3);
  await addWithOptions(page, product);
  await page.goto("/store/cart");
  const line = lineOf(page, product);
  // Another tab of the same shopper removes the line.
  const other = await page.context().newPage();
  await other.goto("/store/cart");
  await lineOf(other, product)
    .getByRole("button", { name: `Remove ${product.name}` })
    .click();
  await expect(lineOf(other, product)).toHaveCount(0);
  await other.close();

  await line.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
  await expect(page.locator("[data-toast]")).toContainText("This item is no longer in your bag.");
  await expect(lineOf(page, product)).toHaveCount(0);
});
