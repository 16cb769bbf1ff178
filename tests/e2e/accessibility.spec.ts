/**
 * WCAG 2.1 AA by axe-core on every page type, with JavaScript on and off (each test runs in both
 * projects). A violation fails the test with the rule, the page and the offending elements.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
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
