import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const tiles = (page: Page) => page.locator("main li[id^='item-'] article");
async function currentPrices(page: Page): Promise<number[]> {
  const texts = await tiles(page).allInnerTexts();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)![1].replace(/,/g, "")));
}

test.describe("special products", () => {
  test("lists only discounted products, 15 a page, with the heading and a meta description", async ({ page }) => {
    const response = await page.goto("/store/special");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Special products" })).toBeVisible();
    await expect(page).toHaveTitle(/^Special products/);
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /special/i);
    await expect(tiles(page)).toHaveCount(15);
    for (const tile of await tiles(page).all()) {
      // The sale display: the regular price struck through and the discount.
      await expect(tile.locator("s")).toHaveCount(1);
      await expect(tile).toContainText(/-\d+%/);
    }
  });

  test("paging keeps sort and size; a new size drops the page", async ({ page, javaScriptEnabled }) => {
    await page.goto("/store/special?sort=price&order=DESC&size=25");
    const firstPage = await currentPrices(page);
    expect(firstPage).toHaveLength(25);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await page.waitForURL((url) => url.search === "?sort=price&order=DESC&size=25&page=2");
    // The address changes before React shows the new page (a transition): wait for the page itself.
    await expect(page.getByText(/^Showing 26 to \d+ of \d+/)).toBeVisible();
    const secondPage = await currentPrices(page);
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));
    expect(secondPage).toEqual([...secondPage].sort((a, b) => b - a));

    await page.getByLabel("Show:").selectOption({ label: "50" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.search === "?sort=price&order=DESC&size=50");
    await expect(tiles(page)).toHaveCount(50);
  });
});

test.describe("skeleton screens", () => {
  test("show while a listing page loads from another page, and while the next page of it loads", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the browser itself shows the loading page");
    await page.goto("/store/manufacturer");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/store\/special(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().url().includes(".data")) await held;
      await route.continue();
    });
    await page.locator("footer").getByRole("link", { name: "Specials" }).click();
    await expect(page.getByTestId("product-grid-skeleton")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Favorite Brand" })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Special products" })).toBeVisible();
    await expect(page.getByTestId("product-grid-skeleton")).toHaveCount(0);

    let releaseNext!: () => void;
    const heldNext = new Promise<void>((resolve) => (releaseNext = resolve));
    await page.unrouteAll();
    await page.route(/\/store\/special\.data\?.*page=2/, async (route) => {
      await heldNext;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page.getByTestId("product-grid-skeleton")).toBeVisible();
    releaseNext();
    await page.waitForURL(/page=2/);
    await expect(page.getByTestId("product-grid-skeleton")).toHaveCount(0);
    await expect(page.locator("main li[id^='item-'] article")).toHaveCount(15);
  });
});
