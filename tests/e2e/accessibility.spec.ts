/**
 * WCAG 2.1 AA by axe-core on every page type, with JavaScript on and off (each test runs in both
 * projects). A violation fails the test with the rule, the page and the offending elements.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { register } from "./account-helpers";
import { expect, test } from "./fixtures";
import { addWithOptions, stockedProducts } from "./shop-helpers";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.map(
    (violation) =>
      `${what}: ${violation.id} (${violation.impact}) ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")} ${node.failureSummary?.split("\n").slice(1).join(" ") ?? ""}`)
        .join("\n")}`,
  );
  expect(found, found.join("\n")).toEqual([]);
}

const PAGES: [string, string][] = [
  ["home", "/"],
  ["category", "/eyeglasses"],
  ["brand", "/mirelle"],
  ["product", "/positano-aviator-sunglasses"],
  ["blog post", "/blog/post/1"],
  ["information page", "/privacy"],
  ["contact", "/contact"],
  ["login", "/account/login"],
  ["register", "/account/register"],
  ["return request", "/account/return"],
  ["search", "/search/round"],
  ["page not found", "/no-such-page"],
];

for (const [what, path] of PAGES) {
  test(`${what} has no WCAG 2.1 AA violations`, async ({ page, waitForHydration }) => {
    await page.goto(path);
    await waitForHydration();
    await expectNoViolations(page, what);
  });
}

test("category with the filter panel open has no WCAG 2.1 AA violations", async ({ page, waitForHydration }) => {
  await page.goto("/eyeglasses");
  await waitForHydration();
  await page.getByRole("link", { name: /^Filters/ }).click();
  await expect(page.getByRole("heading", { name: "Filters", level: 2 })).toBeVisible();
  await expectNoViolations(page, "filter panel");
});

test("cart and cart sidebar have no WCAG 2.1 AA violations", async ({ page, request, waitForHydration, javaScriptEnabled }) => {
  const [product] = await stockedProducts(request, 1, 7);
  await page.goto("/");
  await waitForHydration();
  await addWithOptions(page, product!);
  await page.goto("/store/cart");
  await waitForHydration();
  await expectNoViolations(page, "cart");
  if (!javaScriptEnabled) return;
  await page
    .locator("header")
    .first()
    .getByRole("link", { name: /^Shopping bag/ })
    .click();
  await expect(page.getByRole("dialog", { name: /Shopping bag/i })).toBeVisible();
  await expectNoViolations(page, "cart sidebar");
});

test("each checkout step and the order placed page have no WCAG 2.1 AA violations", async ({ page, request, waitForHydration }) => {
  test.setTimeout(60_000);
  const [product] = await stockedProducts(request, 1, 9);
  await addWithOptions(page, product!);
  await page.goto("/store/checkout");
  await waitForHydration();
  await expectNoViolations(page, "checkout step 1");

  const form = page.locator("main");
  await form.getByLabel("Email").fill(`axe.${Date.now().toString(36)}@example.com`);
  await form.getByLabel("First name").fill("Rosa");
  await form.getByLabel("Last name").fill("Parks");
  await form.getByLabel("Address 1", { exact: true }).fill("1 Montgomery Street");
  await form.getByLabel("City").fill("Montgomery");
  await form.getByLabel("Zipcode").fill("36104");
  const zone = form.getByLabel("Zone");
  const zones = await zone
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  await zone.selectOption(zones[0]!);
  await form.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(page).toHaveURL(/step=2$/);
  await expectNoViolations(page, "checkout step 2");

  await form.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/step=3$/);
  await expectNoViolations(page, "checkout step 3");

  await form.getByLabel("Bank Transfer").check();
  await form.getByRole("button", { name: "Complete order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order has been placed!");
  await expectNoViolations(page, "order placed");
});

test("account hub and address form have no WCAG 2.1 AA violations", async ({ page, newCustomer, waitForHydration }) => {
  await register(page, newCustomer());
  await page.goto("/account");
  await waitForHydration();
  await expectNoViolations(page, "account hub");
  await page.goto("/account/address/create");
  await waitForHydration();
  await expectNoViolations(page, "address form");
});
