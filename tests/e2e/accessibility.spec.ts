/**
 * WCAG 2.1 AA by axe-core on every page type, with JavaScript on and off (each test runs in both
 * projects). A violation fails the test with the rule, the page and the offending elements.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { register } from "./account-helpers";
import { expect, test } from "./fixtures";
import { addWithOptions, stockedProducts } from "./shop-helpers";

test.describe.configure({ timeout: 90_000 });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface Visit {
  page: Page;
  browser: Browser;
  javaScriptEnabled: boolean;
  /** Where to check, when not the page's own address (a page without JavaScript need not load it twice). */
  path?: string;
}

/**
 * axe runs inside the page, which a page without JavaScript cannot do: there it checks the same
 * address, with the same cookies, in a browser that blocks every script of the shop, so it sees the
 * server's document as the visitor without JavaScript does (only `<noscript>` content is not shown).
 */
async function pageToCheck({ page, browser, javaScriptEnabled, path }: Visit): Promise<{ target: Page; done(): Promise<void> }> {
  if (javaScriptEnabled) return { target: page, done: async () => {} };
  // Playwright gives every context of the test's browser the project's options: this one needs
  // JavaScript for axe itself (a page with scripts disabled never runs axe's timers).
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    storageState: await page.context().storageState(),
    javaScriptEnabled: true,
  });
  const copy = await context.newPage();
  await copy.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  await copy.goto(path ?? page.url());
  return { target: copy, done: () => context.close() };
}

async function expectNoViolations(visit: Visit, what: string): Promise<void> {
  const { target, done } = await pageToCheck(visit);
  const { violations } = await new AxeBuilder({ page: target }).withTags(TAGS).analyze();
  await done();
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
  ["size guide", "/size_guide"],
  ["contact", "/contact"],
  ["login", "/account/login"],
  ["register", "/account/register"],
  ["forgotten password", "/account/forgotten"],
  ["reset link that no longer works", "/account/reset"],
  ["return request", "/account/return"],
  ["search", "/search/round"],
  ["page not found", "/no-such-page"],
];

for (const [what, path] of PAGES) {
  test(`${what} has no WCAG 2.1 AA violations`, async ({ page, browser, javaScriptEnabled, waitForHydration }) => {
    if (javaScriptEnabled) {
      await page.goto(path);
      await waitForHydration();
    }
    await expectNoViolations({ page, browser, javaScriptEnabled, path }, what);
  });
}

test("category with the filter panel open has no WCAG 2.1 AA violations", async ({
  page,
  browser,
  javaScriptEnabled,
  waitForHydration,
}) => {
  await page.goto("/eyeglasses");
  await waitForHydration();
  await page.getByRole("link", { name: /^Filters/ }).click();
  await expect(page.getByRole("heading", { name: "Filters", level: 2 })).toBeVisible();
  await expectNoViolations({ page, browser, javaScriptEnabled }, "filter panel");
});

test("cart and cart sidebar have no WCAG 2.1 AA violations", async ({ page, browser, request, waitForHydration, javaScriptEnabled }) => {
  const [product] = await stockedProducts(request, 1, 7);
  await page.goto("/");
  await waitForHydration();
  await addWithOptions(page, product!);
  await page.goto("/store/cart");
  await waitForHydration();
  await expectNoViolations({ page, browser, javaScriptEnabled }, "cart");
  if (!javaScriptEnabled) return;
  await page
    .locator("header")
    .first()
    .getByRole("link", { name: /^Shopping bag/ })
    .click();
  await expect(page.getByRole("dialog", { name: /Shopping bag/i })).toBeVisible();
  await expectNoViolations({ page, browser, javaScriptEnabled }, "cart sidebar");
});

test("each checkout step and the order placed page have no WCAG 2.1 AA violations", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const [product] = await stockedProducts(request, 1, 9);
  await addWithOptions(page, product!);
  await page.goto("/store/checkout", { waitUntil: "load" });
  await expectNoViolations({ page, browser, javaScriptEnabled }, "checkout step 1");

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
  await expectNoViolations({ page, browser, javaScriptEnabled }, "checkout step 2");

  await form.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/step=3$/);
  await expectNoViolations({ page, browser, javaScriptEnabled }, "checkout step 3");

  await form.getByLabel("Bank Transfer").check();
  await form.getByRole("button", { name: "Complete order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order has been placed!");
  await expectNoViolations({ page, browser, javaScriptEnabled }, "order placed");
});

test("account hub and address form have no WCAG 2.1 AA violations", async ({
  page,
  browser,
  newCustomer,
  waitForHydration,
  javaScriptEnabled,
}) => {
  await register(page, newCustomer());
  await page.goto("/account");
  await waitForHydration();
  await expectNoViolations({ page, browser, javaScriptEnabled }, "account hub");
  await page.goto("/account/address/create");
  await waitForHydration();
  await expectNoViolations({ page, browser, javaScriptEnabled }, "address form");
});
