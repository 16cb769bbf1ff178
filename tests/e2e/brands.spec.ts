import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { tiles } from "./shop-helpers";

/** Aurelio Milano: 28 products in the demo catalogue, two pages of 15. */
const BRAND = { id: "9", name: "Aurelio Milano", products: 28 };
const BRAND_PAGE = `/store/manufacturer/${BRAND.id}`;

async function currentPrices(page: Page): Promise<number[]> {
  const texts = await tiles(page).allInnerTexts();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)![1].replace(/,/g, "")));
}
const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);

/** Picks a select's option; without JavaScript the form's Apply button sends it. */
async function choose(page: Page, label: "Sort by:" | "Show:", option: string, javaScriptEnabled: boolean) {
  await page.getByLabel(label).selectOption({ label: option });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
}

test.describe("brand list", () => {
  test("indexes brands by letter and leads to a brand's page", async ({ page }) => {
    await page.goto("/store/manufacturer");
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Favorite Brand" })).toBeVisible();
    const index = page.getByRole("navigation", { name: "Brand index" });
    await expect(index).toContainText("Brand Index:");
    await expect(index.getByRole("link").first()).toHaveText("0 - 9");
    const digits = page.getByRole("region", { name: "0 - 9" });
    await expect(digits.getByRole("link", { name: "8th Avenue Optical" })).toBeVisible();
    for (const row of await page.locator("main section ul").all()) expect(await row.getByRole("listitem").count()).toBeLessThanOrEqual(4);

    await index.getByRole("link", { name: "A", exact: true }).click();
    await expect(page).toHaveURL(/#brands-A$/);
    const groupA = page.getByRole("region", { name: "A", exact: true });
    await expect(groupA.getByRole("heading", { level: 2, name: "A" })).toBeInViewport();
    await groupA.getByRole("link", { name: BRAND.name }).click();
    // The brand's keyword URL renders it, or leads to its id route.
    await page.waitForURL(new RegExp(`(${BRAND_PAGE}|/aurelio-milano)$`));
    await expect(page.getByRole("heading", { level: 1, name: BRAND.name })).toBeVisible();
    await expect(tiles(page)).toHaveCount(15);
  });
});

test.describe("brand page", () => {
  test("title, breadcrumbs brand list then brand, 15 tiles and an unknown brand's 404", async ({ page }) => {
    await page.goto(BRAND_PAGE);
    await expect(page).toHaveTitle(new RegExp(`^${BRAND.name}`));
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Brands", BRAND.name]);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Brands" })).toHaveAttribute(
      "href",
      "/store/manufacturer",
    );
    await expect(tiles(page)).toHaveCount(15);
    await expect(page.getByRole("link", { name: "Product Compare" })).toHaveAttribute("href", "/store/compare");
    const response = await page.goto("/store/manufacturer/99999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("sorts, pages keeping the sort and size (decision 172), and changes the page size", async ({ page, javaScriptEnabled }) => {
    await page.goto(BRAND_PAGE);
    expect(ascending(await currentPrices(page))).toBe(false);

    await choose(page, "Sort by:", "Price (Low > High)", javaScriptEnabled);
    await page.waitForURL((url) => url.search === "?sort=price&order=ASC");
    await expect(page.getByLabel("Sort by:")).toHaveValue("price|ASC");
    await expect.poll(async () => ascending(await currentPrices(page))).toBe(true);
    const firstPage = await tiles(page).locator("h3").allInnerTexts();

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL((url) => url.search === "?sort=price&order=ASC&page=2");
    await expect(tiles(page)).toHaveCount(BRAND.products - 15);
    const secondPage = await tiles(page).locator("h3").allInnerTexts();
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    expect(ascending(await currentPrices(page))).toBe(true);
    await expect(page.getByText(`Showing 16 to ${BRAND.products} of ${BRAND.products} (2 Pages)`)).toBeVisible();

    await choose(page, "Show:", "25", javaScriptEnabled);
    await page.waitForURL((url) => url.search === "?sort=price&order=ASC&size=25");
    await expect(tiles(page)).toHaveCount(25);
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL((url) => url.search === "?sort=price&order=ASC&size=25&page=2");
    await expect(tiles(page)).toHaveCount(BRAND.products - 25);
  });

  test("switches between grid and list (the mode cookie)", async ({ page, context }) => {
    await page.goto(BRAND_PAGE);
    const grid = page.locator("main ul:has(> li[id^='item-'])");
    const columns = () => grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
    expect(await columns()).toBe(4);
    const display = page.getByRole("form", { name: "Display" });
    await display.getByRole("button", { name: "List", exact: true }).click();
    await expect(display.getByRole("button", { name: "List", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(columns).toBe(1);
    // With JavaScript the list shows optimistically, before the post that sets the cookie returns.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "mode")?.value).toBe("list");
    await page.reload();
    await expect.poll(columns).toBe(1);
    await display.getByRole("button", { name: "Grid", exact: true }).click();
    await expect.poll(columns).toBe(4);
  });
});
