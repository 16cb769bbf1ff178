/**
 * Words longer than the screen is wide (a review, a search) break
 * instead of widening the page, on a phone and on a desktop.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { rate } from "./shop-helpers";

const WIDTHS = [375, 1280];

async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `page width at ${width}px` })
    .toBeLessThanOrEqual(width);
}

test.describe("long words", () => {
  test("home and a product page, with their strips' 'See all' slides, fit a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    for (const path of ["/", "/store/product/5"]) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: /^See all/ }).first()).toBeAttached();
      await expectNoSidewaysScroll(page, 375);
    }
  });

  test("a 300-character search stays inside the page", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/search/${"k".repeat(300)}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, width);
    }
  });

  test("a review of one 1,000-character word stays inside the page, and what follows it can still be read", async ({
    page,
    waitForHydration,
  }, testInfo) => {
    test.slow();
    await page.goto("/store/product/5");
    await waitForHydration();
    const form = page.locator("form#review");
    const author = `Longword ${testInfo.project.name} ${Date.now() % 100000}`;
    await rate(form, 5);
    await form.getByRole("textbox", { name: "Author name" }).fill(author);
    await form.getByRole("textbox", { name: "Review text" }).fill("x".repeat(1000));
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/store/product/5");
      await expect(page.getByRole("list", { name: "Reviews" }).getByRole("listitem").filter({ hasText: author })).toBeVisible();
      await expectNoSidewaysScroll(page, width);
      // The note that takes the form's place (one review per shopper and item) is not covered by the review text.
      // A trial click checks that the note itself receives the pointer at its centre.
      await page.locator("[data-reviewed] p").click({ trial: true });
    }
  });
});
