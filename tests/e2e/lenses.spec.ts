import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { register } from "./account-helpers";
import { informationStep, rosa } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { main } from "./shop-helpers";

/**
 * Demo catalogue (deterministic seed): 4 and 5 are Rx-able glasses with a required frame size (4
 * full-rim, not marked for progressives, "-8.00 to +6.00"; 5 rimless); 9 is a full-rim frame marked
 * for progressives, 38 mm deep; 143 is a kids' frame 28 mm deep; 7 is a pair of readers; 3 is a
 * pair of Rx-able sunglasses with a tint and a polarisation choice; 12 is a pair of sunglasses sold
 * ready to wear.
 */
const GLASSES = "/store/product/4";
const OTHER_GLASSES = "/store/product/5";
const PROGRESSIVE_GLASSES = "/store/product/9";
const SHALLOW_GLASSES = "/store/product/143";
const READERS = "/store/product/7";
const SUNGLASSES = "/store/product/3";
const READY_SUNGLASSES = "/store/product/12";

const continueButton = (page: Page) => main(page).getByRole("button", { name: /^Continue to / });
const stepHeading = (page: Page, name: string) => main(page).getByRole("heading", { level: 2, name });

/** The first step: a lens usage and a frame size, then on to the next step. */
async function chooseUsageAndSize(page: Page, usage: string, size: string) {
  await main(page).locator("label", { hasText: usage }).click();
  await main(page)
    .getByRole("radiogroup", { name: /Frame size/ })
    .getByText(size)
    .click();
  await continueButton(page).click();
}

/** axe on the step shown (it needs scripts, so only with JavaScript on). */
async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const { violations } = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Every address the browser asked for, to check that no prescription ever went into one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}

/**
 * Presses Tab until `target` has the focus: the keyboard's way there. From outside the page's main
 * part (a new page without JavaScript starts at the top) it takes the shop's skip link first.
 */
async function tabTo(page: Page, target: Locator, limit = 60) {
  if (!(await page.evaluate(() => Boolean(document.activeElement?.closest("main"))))) {
    const skip = page.getByRole("link", { name: "Skip to content" });
    for (let i = 0; i < 5 && !(await skip.evaluate((element) => element === document.activeElement)); i += 1)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
  }
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

const cartLine = (page: Page, name: RegExp | string) => main(page).locator("[data-cart-line]").filter({ hasText: name });

const price = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

/** Nothing wider than the phone's screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Checkout's three steps with a bank transfer; ends on the order placed page. */
async function placeOrder(page: Page, email: string) {
  await main(page).getByRole("link", { name: "Checkout" }).first().click();
  await informationStep(page, { ...rosa("lenses"), email });
  await main(page).getByRole("button", { name: "Continue to payment" }).click();
  await main(page).getByLabel("Bank Transfer").check();
  await main(page).getByRole("button", { name: "Complete order" }).click();
  await expect(page).toHaveURL(/\/store\/checkout-success$/);
}

test.describe("prescription lenses", () => {
  test("progressive lenses with a typed prescription: messages beside the fields, prices, Edit lenses, the placed order", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    // Five steps, axe on each, an edit and a checkout: a long walk on a loaded machine.
    test.setTimeout(120_000);
    const urls = recordUrls(page);
    await page.goto(READERS);
    await expect(page.getByRole("list", { name: "Good to know" })).not.toContainText("RX-ABLE");
    await expect(page.getByRole("link", { name: "Choose prescription lenses" })).toHaveCount(0);

    await page.goto(PROGRESSIVE_GLASSES);
    await expect(page.getByRole("list", { name: "Good to know" })).toContainText("RX-ABLE");
    await page.getByRole("link", { name: "Choose prescription lenses" }).click();
    await expect(page).toHaveURL(/\/store\/product\/9\/lenses$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Choose lenses");
    const frame = await page.getByTestId("lens-total").textContent();
    await expectAccessible(page, javaScriptEnabled);

    // Usage: a price on each choice, the running total follows (with JavaScript at once; without, on the next step).
    await main(page).locator("label", { hasText: "Progressive" }).click();
    await main(page)
      .getByRole("radiogroup", { name: /Frame size/ })
      .getByText("Medium")
      .click();
    await expect(main(page).locator("label", { hasText: "Progressive" })).toContainText("+$149.00");
    await continueButton(page).click();

    // Prescription: a wrong axis and a missing addition, each with its message beside its field.
    await expect(stepHeading(page, "Prescription")).toBeVisible();
    await expectAccessible(page, javaScriptEnabled);
    await main(page).locator("label", { hasText: "Type it in" }).click();
    await main(page).getByLabel("Right eye sphere (SPH)").selectOption("-2.25");
    await main(page).getByLabel("Right eye cylinder (CYL)").selectOption("-0.50");
    await main(page).getByLabel("Right eye axis").fill("190");
    await main(page).getByLabel("Left eye sphere (SPH)").selectOption("-2.00");
    await main(page).getByLabel("PD in mm").fill("63");
    await continueButton(page).click();
    await expect(main(page).getByLabel("Right eye axis")).toHaveAccessibleDescription("Axis must be a whole number from 1 to 180.");
    await expect(main(page).getByLabel(/Reading addition/)).toHaveAccessibleDescription(
      "Enter the reading addition (ADD) from your prescription.",
    );
    await main(page).getByLabel("Right eye axis").fill("180");
    await main(page)
      .getByLabel(/Reading addition/)
      .selectOption("+2.00");
    await continueButton(page).click();

    // Lens material: a −2.75 meridian is fine in 1.50, which is recommended; the thinner ones stay offered.
    await expect(stepHeading(page, "Lens material")).toBeVisible();
    await expectAccessible(page, javaScriptEnabled);
    await expect(main(page).locator("label", { hasText: "1.50" })).toContainText("Recommended for your prescription");
    await expect(main(page).getByRole("radio")).toHaveCount(6);
    await main(page).locator("label", { hasText: "1.67" }).click();
    await continueButton(page).click();

    await expect(stepHeading(page, "Coatings")).toBeVisible();
    await expectAccessible(page, javaScriptEnabled);
    await main(page).locator("label", { hasText: "Anti-reflective" }).click();
    await continueButton(page).click();

    const summary = "Progressive · 1.67 · Anti-reflective · R −2.25 −0.50 ×180 · L −2.00 · Add +2.00 · PD 63";
    await expect(stepHeading(page, "Review")).toBeVisible();
    await expectAccessible(page, javaScriptEnabled);
    await expect(page.getByTestId("lens-summary")).toHaveText(summary);
    await expect(page.getByTestId("lens-total")).toHaveText(`$${(price(frame) + 149 + 60 + 19).toFixed(2)}`);
    await main(page).getByRole("button", { name: "Add to cart" }).click();

    await expect(page).toHaveURL(/\/store\/cart$/);
    await expect(cartLine(page, "Freya")).toContainText(`Lenses: ${summary}`);

    // Edit lenses reopens the configurator with the values; the changed pair replaces the line.
    await cartLine(page, "Freya")
      .getByRole("button", { name: /Edit lenses/ })
      .click();
    await expect(stepHeading(page, "Review")).toBeVisible();
    await expect(page.getByTestId("lens-summary")).toHaveText(summary);
    await main(page).getByRole("button", { name: "Change coatings" }).click();
    await expect(stepHeading(page, "Coatings")).toBeVisible();
    await main(page).locator("label", { hasText: "Hydrophobic" }).click();
    await continueButton(page).click();
    await main(page).getByRole("button", { name: "Update cart" }).click();
    await expect(page).toHaveURL(/\/store\/cart$/);
    await expect(main(page).locator("[data-cart-line]")).toHaveCount(1);
    const edited = "Progressive · 1.67 · Anti-reflective · Hydrophobic · R −2.25 −0.50 ×180 · L −2.00 · Add +2.00 · PD 63";
    await expect(cartLine(page, "Freya")).toContainText(`Lenses: ${edited}`);

    // The cart sidebar (JavaScript) shows the same line, and Edit lenses there.
    if (javaScriptEnabled) {
      await page.goto(PROGRESSIVE_GLASSES);
      await page
        .locator("header")
        .first()
        .getByRole("link", { name: /^Shopping bag/ })
        .click();
      const sidebar = page.getByRole("dialog", { name: /Shopping bag/i });
      await expect(sidebar.locator("[data-cart-line]").filter({ hasText: "Freya" })).toContainText(`Lenses: ${edited}`);
      await expect(sidebar.getByRole("button", { name: /Edit lenses/ })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(sidebar).toBeHidden();
      await page.goto("/store/cart");
    }

    // Checkout shows the summary and places the order.
    await main(page).getByRole("link", { name: "Checkout" }).first().click();
    await expect(page.locator("[data-order-summary]")).toContainText("Add +2.00 · PD 63");
    await informationStep(page, rosa(`lenses-${testInfo.project.name}`));
    await main(page).getByRole("button", { name: "Continue to payment" }).click();
    await main(page).getByLabel("Bank Transfer").check();
    await main(page).getByRole("button", { name: "Complete order" }).click();
    await expect(page).toHaveURL(/\/store\/checkout-success$/);
    // The order placed page reads the order back from the store: the whole prescription is in it.
    await expect(main(page).getByRole("list", { name: /^Items of order #/ })).toContainText(`Lenses: ${edited}`);
    await expect(main(page).getByRole("region", { name: "We need your prescription" })).toHaveCount(0);
    await page.reload();
    await expect(main(page).getByRole("list", { name: /^Items of order #/ })).toContainText(`Lenses: ${edited}`);

    // The prescription never went into an address.
    expect(urls.filter((url) => /2\.25|PD 63|x180|×180/.test(url))).toEqual([]);
  });

  test("single vision with an uploaded prescription, then one sent later, the second chosen by keyboard only", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(GLASSES);
    await page.getByRole("link", { name: "Choose prescription lenses" }).click();
    await chooseUsageAndSize(page, "Single vision distance", "Small");
    await main(page).locator("label", { hasText: "Upload a photo or PDF" }).click();
    await main(page)
      .getByLabel("Photo or PDF of your prescription")
      .setInputFiles({ name: "prescription.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%prescription\n") });
    await continueButton(page).click();
    await expect(stepHeading(page, "Lens material")).toBeVisible();
    // A prescription not typed has no known strength: every index is offered.
    await expect(main(page).getByRole("radio", { name: /^1\.50/ })).toHaveCount(1);
    await main(page).locator("label", { hasText: "1.50" }).click();
    await continueButton(page).click();
    await continueButton(page).click();
    await expect(page.getByTestId("lens-summary")).toHaveText("Single vision distance · 1.50 · Prescription uploaded");
    await main(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(cartLine(page, "Ingrid")).toContainText("Single vision distance · 1.50 · Prescription uploaded");

    // The keyboard alone: Tab to each group, arrows to choose, Enter to go on.
    await page.goto(`${OTHER_GLASSES}/lenses`);
    await tabTo(page, main(page).getByRole("radio", { name: /^Frame only/ }));
    for (let i = 0; i < 2; i += 1) await page.keyboard.press("ArrowDown");
    await expect(main(page).getByRole("radio", { name: /^Single vision distance/ })).toBeChecked();
    await tabTo(page, main(page).getByRole("radio", { name: "Small" }));
    await page.keyboard.press("Space");
    await tabTo(page, continueButton(page));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Prescription")).toBeVisible();
    await tabTo(page, main(page).getByRole("radio", { name: /^Type it in/ }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(main(page).getByRole("radio", { name: /^I'll send it after ordering/ })).toBeChecked();
    await tabTo(page, continueButton(page));
    await page.keyboard.press("Enter");
    // A rimless frame: no 1.50 lens, and the reason says why.
    await expect(stepHeading(page, "Lens material")).toBeVisible();
    await expect(
      main(page).getByText("Rimless frames are drilled: they need a polycarbonate, Trivex or 1.60 or thinner lens."),
    ).toBeVisible();
    await expect(main(page).getByRole("radio", { name: /^1\.50/ })).toHaveCount(0);
    await tabTo(page, main(page).getByRole("radio", { name: /^Trivex/ }));
    for (let i = 0; i < 2; i += 1) await page.keyboard.press("ArrowDown");
    await expect(main(page).getByRole("radio", { name: /^1\.60/ })).toBeChecked();
    await tabTo(page, continueButton(page));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Coatings")).toBeVisible();
    await tabTo(page, continueButton(page));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Review")).toBeVisible();
    await tabTo(page, main(page).getByRole("button", { name: "Add to cart" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/store\/cart$/);
    await expect(cartLine(page, "June")).toContainText("Single vision distance · 1.60 · Prescription to follow");
  });

  // docs/decisions/301-rules-from-the-frame.md, 302-index-recommended-by-strength.md: shown, and held by the server.
  test("the frame's rules: no progressives with the reason, the frame's sphere range, the thinner lens recommended", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${SHALLOW_GLASSES}/lenses`);
    await expect(main(page).getByText("This frame is too shallow for progressive lenses.")).toBeVisible();
    await expect(main(page).getByRole("radio", { name: /^Progressive/ })).toHaveCount(0);

    await page.goto(`${GLASSES}/lenses`);
    await expect(main(page).getByText("This frame is not made for progressive lenses.")).toBeVisible();
    await expect(main(page).getByRole("radio", { name: /^Progressive/ })).toHaveCount(0);
    await chooseUsageAndSize(page, "Single vision distance", "Large");
    await main(page).locator("label", { hasText: "Type it in" }).click();
    await expect(main(page).getByText("This frame takes a sphere from −8.00 to +6.00.")).toBeVisible();
    const sphere = main(page).getByLabel("Right eye sphere (SPH)");
    await expect(sphere.locator("option", { hasText: "−8.00" })).toHaveCount(1);
    await expect(sphere.locator("option", { hasText: "−8.25" })).toHaveCount(0);
    await expect(sphere.locator("option", { hasText: "+6.25" })).toHaveCount(0);
    // The list opens at its empty choice, just above 0.00: plus above, minus below.
    const choices = await sphere.locator("option").allTextContents();
    expect(choices.slice(choices.indexOf("Choose") - 1, choices.indexOf("Choose") + 3)).toEqual(["+0.25", "Choose", "0.00", "−0.25"]);
    await expect(sphere).toHaveValue("");
    await sphere.selectOption("-5.00");
    await main(page).getByLabel("Right eye cylinder (CYL)").selectOption("-0.75");
    await main(page).getByLabel("Right eye axis").fill("90");
    await main(page).getByLabel("Left eye sphere (SPH)").selectOption("-4.50");
    await main(page).getByLabel("PD in mm").fill("62");
    await continueButton(page).click();

    // −5.75 at its strongest: 1.60 recommended, polycarbonate (cheaper, fine) offered, 1.50 not, with why.
    await expect(stepHeading(page, "Lens material")).toBeVisible();
    await expect(main(page).locator("label", { hasText: "1.60" })).toContainText("Recommended for your prescription");
    await expect(main(page).getByRole("radio", { name: /^Polycarbonate/ })).toHaveCount(1);
    await expect(main(page).getByRole("radio", { name: /^1\.50/ })).toHaveCount(0);
    await expect(main(page).getByText("1.50 would be too thick for your prescription: choose a thinner lens.")).toBeVisible();
    if (javaScriptEnabled) return;

    // The server holds the rules whatever is posted: a sphere outside the frame's range, a progressive.
    const form = main(page).locator("form").first();
    await form.evaluate((element) => {
      const sphereField = element.querySelector<HTMLSelectElement>("[name=rightSphere]")!;
      const option = document.createElement("option");
      option.value = "-9.00";
      sphereField.append(option);
      sphereField.value = "-9.00";
    });
    await continueButton(page).click();
    await expect(main(page).getByLabel("Right eye sphere (SPH)")).toHaveAccessibleDescription(
      "This frame takes a sphere from −8.00 to +6.00: for a stronger prescription, choose another frame.",
    );
  });

  // docs/decisions/300-edit-lenses-in-place.md: the line changes in place and keeps its quantity.
  test("Edit lenses on a line of two: Update cart with nothing changed keeps the line, a change keeps its quantity", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${GLASSES}/lenses`);
    await chooseUsageAndSize(page, "Single vision distance", "Medium");
    await main(page).locator("label", { hasText: "I'll send it after ordering" }).click();
    await continueButton(page).click();
    await main(page).locator("label", { hasText: "1.60" }).click();
    await continueButton(page).click();
    await expect(stepHeading(page, "Coatings")).toBeVisible();
    await continueButton(page).click();
    const summary = "Single vision distance · 1.60 · Prescription to follow";
    await expect(page.getByTestId("lens-summary")).toHaveText(summary);
    await main(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/store\/cart$/);

    const line = cartLine(page, "Ingrid");
    const quantity = line.getByRole("spinbutton", { name: /^Quantity of / });
    await line.getByRole("button", { name: /^Increase quantity of / }).click();
    await expect(quantity).toHaveValue("2");
    const lineTotal = price(await line.locator("[data-line-total]").textContent());

    // Nothing changed: the same line, the same quantity, the same total.
    await line.getByRole("button", { name: /Edit lenses/ }).click();
    await expect(stepHeading(page, "Review")).toBeVisible();
    await expect(page.getByTestId("lens-summary")).toHaveText(summary);
    await main(page).getByRole("button", { name: "Update cart" }).click();
    await expect(page).toHaveURL(/\/store\/cart$/);
    await expect(main(page).locator("[data-cart-line]")).toHaveCount(1);
    await expect(line).toContainText(`Lenses: ${summary}`);
    await expect(quantity).toHaveValue("2");
    await expect(line.locator("[data-line-total]")).toContainText(`$${lineTotal.toFixed(2)}`);

    // A coating more: still one line of two, priced with the coating.
    await line.getByRole("button", { name: /Edit lenses/ }).click();
    await expect(stepHeading(page, "Review")).toBeVisible();
    await main(page).getByRole("button", { name: "Change coatings" }).click();
    await expect(stepHeading(page, "Coatings")).toBeVisible();
    await main(page).locator("label", { hasText: "Anti-reflective" }).click();
    await continueButton(page).click();
    await main(page).getByRole("button", { name: "Update cart" }).click();
    await expect(page).toHaveURL(/\/store\/cart$/);
    await expect(main(page).locator("[data-cart-line]")).toHaveCount(1);
    await expect(line).toContainText("Lenses: Single vision distance · 1.60 · Anti-reflective · Prescription to follow");
    await expect(quantity).toHaveValue("2");
    await expect(line.locator("[data-line-total]")).toContainText(`$${(lineTotal + 2 * 19).toFixed(2)}`);
  });

  test("sunglasses without a prescription frame: no badge, no configurator", async ({ page }) => {
    await page.goto(READY_SUNGLASSES);
    await expect(main(page).getByRole("heading", { level: 1 })).toContainText("Sunglasses");
    await expect(page.getByRole("list", { name: "Good to know" })).not.toContainText("RX-ABLE");
    await expect(page.getByRole("link", { name: "Choose prescription lenses" })).toHaveCount(0);
    const answer = await page.goto(`${READY_SUNGLASSES}/lenses`);
    expect(answer?.status()).toBe(404);
  });
});

test.describe("prescription sun lenses on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a signed-in customer orders polarised tinted sun lenses, prescription sent later: no sideways scroll, the summary in the cart, the order placed page and the order history", async ({
    page,
    javaScriptEnabled,
    newCustomer,
  }) => {
    // Registration, five steps with axe on each, a checkout and the order history.
    test.setTimeout(150_000);
    const customer = newCustomer();
    await register(page, customer);

    await page.goto(SUNGLASSES);
    await expect(page.getByRole("list", { name: "Good to know" })).toContainText("RX-ABLE");
    await expectNoSidewaysScroll(page);
    await page.getByRole("link", { name: "Choose prescription lenses" }).click();
    await expect(page).toHaveURL(/\/store\/product\/3\/lenses$/);
    const frame = await page.getByTestId("lens-total").textContent();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, javaScriptEnabled);

    await chooseUsageAndSize(page, "Single vision distance", "Large");

    await expect(stepHeading(page, "Prescription")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, javaScriptEnabled);
    // The typed form first: its two-eye grid must fit the phone too.
    await main(page).locator("label", { hasText: "Type it in" }).click();
    await expect(main(page).getByLabel("Right eye sphere (SPH)")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await main(page).locator("label", { hasText: "I'll send it after ordering" }).click();
    await continueButton(page).click();

    // The lens step of a sun frame: material, tint and polarisation, each priced.
    await expect(stepHeading(page, "Lens material")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, javaScriptEnabled);
    await main(page).locator("label", { hasText: "1.60" }).click();
    await main(page).getByRole("group", { name: "Sun lens tint" }).locator("label", { hasText: "Brown gradient" }).click();
    await expect(main(page).getByRole("group", { name: "Polarisation" }).locator("label", { hasText: "Polarized" })).toContainText(
      "+$40.00",
    );
    await main(page).getByRole("group", { name: "Polarisation" }).locator("label", { hasText: "Polarized" }).click();
    await continueButton(page).click();

    await expect(stepHeading(page, "Coatings")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, javaScriptEnabled);
    await continueButton(page).click();

    const summary = "Single vision distance · 1.60 · Brown gradient · Polarized · Prescription to follow";
    await expect(stepHeading(page, "Review")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, javaScriptEnabled);
    await expect(page.getByTestId("lens-summary")).toHaveText(summary);
    await expect(page.getByTestId("lens-total")).toHaveText(`$${(price(frame) + 69 + 30 + 20 + 40).toFixed(2)}`);
    await main(page).getByRole("button", { name: "Add to cart" }).click();

    await expect(page).toHaveURL(/\/store\/cart$/);
    await expect(cartLine(page, "Lisbon Oversized")).toContainText(`Lenses: ${summary}`);
    await expect(cartLine(page, "Lisbon Oversized").getByRole("button", { name: /Edit lenses/ })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await placeOrder(page, customer.email);
    const items = main(page).getByRole("list", { name: /^Items of order #/ });
    await expect(items).toContainText(`Lenses: ${summary}`);
    await expectNoSidewaysScroll(page);
    const orderId = (await items.getAttribute("aria-label"))!.replace(/^Items of order #/, "");
    // What to send, how and by when (docs/decisions/303-send-later-instructions.md).
    const sendLater = (scope: Locator) => scope.getByRole("region", { name: "We need your prescription" });
    await expect(sendLater(main(page))).toContainText(`with your order number #${orderId}, within 14 days of your order`);
    await expect(sendLater(main(page)).getByRole("link", { name: "support@lumenoptics.example" })).toHaveAttribute(
      "href",
      `mailto:support@lumenoptics.example?subject=${encodeURIComponent(`Prescription for order #${orderId}`)}`,
    );

    await page.goto("/account/order-history");
    await expect(main(page).getByRole("list", { name: `Items of order #${orderId}` })).toContainText(`Lenses: ${summary}`);
    const card = main(page).locator(`[data-order-id="${orderId}"]`);
    await expect(sendLater(card)).toContainText("Send a photo or PDF of your prescription");
    await expect(sendLater(card)).toContainText(`#${orderId}`);
    await expectNoSidewaysScroll(page);
  });
});
