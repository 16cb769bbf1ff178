import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { tiles } from "./shop-helpers";

/** The demo catalogue's eyeglasses (decision 002): 187 products, more than one Load More away. */
const EYEGLASSES = "/store/category/60";

const names = (page: Page) => tiles(page).locator("h3").allInnerTexts();
/** The price each tile shows as current (the special when there is one): the first amount in it. */
async function currentPrices(page: Page): Promise<number[]> {
  const texts = await tiles(page).allInnerTexts();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)![1].replace(/,/g, "")));
}
const params = (page: Page) => new URL(page.url()).searchParams;

async function openFilters(page: Page) {
  await page.getByRole("link", { name: /^Filters/ }).click();
  await expect(page.getByRole("heading", { name: "Filters", level: 2 })).toBeVisible();
}

test.describe("category catalog", () => {
  test("shows the title, description, 20 tiles and 'Viewing 1 - 20 of total'", async ({ page }) => {
    const response = await page.goto(EYEGLASSES);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Eyeglasses" })).toBeVisible();
    await expect(page.getByText(/^Optical frames from independent makers/)).toBeVisible();
    await expect(tiles(page)).toHaveCount(20);
    await expect(page.getByText(/^Viewing 1 - 20 of \d+$/)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Products shown" })).toHaveAttribute("aria-valuenow", "20");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Eyeglasses"]);
  });

  test("filters by a checkbox and a price range into a shareable address that reproduces the list", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await page.goto(EYEGLASSES);
    const total = Number((await page.getByText(/^Viewing 1 - 20 of \d+$/).innerText()).split(" of ")[1]);
    await openFilters(page);
    const round = page.getByRole("checkbox", { name: "Round" });
    const roundId = await round.getAttribute("value");
    await page.locator("label", { has: round }).click();
    await page.getByRole("spinbutton", { name: "Price, lowest" }).fill("50");
    await page.getByRole("spinbutton", { name: "Price, highest" }).fill("200");
    await page.getByRole("button", { name: "Show results" }).click();

    // The canonical address: the product's parameters, commas, nothing else.
    await page.waitForURL((url) => url.searchParams.get("max_price") === "200");
    expect(new URL(page.url()).search).toBe(`?filters=${roundId}&min_price=50&max_price=200`);
    await expect(page.getByRole("link", { name: "Remove filter Shape: Round" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter Price: $50 – $200" })).toBeVisible();

    const shown = await names(page);
    expect(shown.length).toBeGreaterThan(0);
    const viewing = await page.getByText(/^Viewing 1 - \d+ of \d+$/).innerText();
    expect(Number(viewing.split(" of ")[1])).toBeLessThan(total);
    for (const price of await currentPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(50);
      expect(price).toBeLessThanOrEqual(200);
    }
    if (javaScriptEnabled) {
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("chosenFilters") ?? "null"));
      expect(stored).toMatchObject({ path: EYEGLASSES, ranges: [{ key: "price", min: 50, max: 200 }] });
    }

    // Shared: a fresh page on the same address shows the same products.
    const other = await context.newPage();
    await other.goto(page.url());
    expect(await names(other)).toEqual(shown);
    await expect(other.getByText(viewing)).toBeVisible();
  });

  test("sorts by price, low to high", async ({ page }) => {
    await page.goto(EYEGLASSES);
    const unsorted = await currentPrices(page);
    expect(unsorted).not.toEqual([...unsorted].sort((a, b) => a - b));
    await page.locator("summary", { hasText: "Sort by:" }).click();
    await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Price (Low > High)" }).click();
    await page.waitForURL(/sort=price&order=ASC/);
    await expect(page.locator("summary", { hasText: "Sort by:" })).toContainText("Price (Low > High)");
    const prices = await currentPrices(page);
    expect(prices).toHaveLength(20);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("Load More adds 20 tiles and puts size=40 in the address, keeping the place", async ({ page, javaScriptEnabled }) => {
    await page.goto(EYEGLASSES);
    await expect(tiles(page)).toHaveCount(20);
    const loadMore = page.getByRole("link", { name: "Load More" });
    await loadMore.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await loadMore.click();
    await page.waitForURL(/size=40/);
    await expect(tiles(page)).toHaveCount(40);
    await expect(page.getByText(/^Viewing 1 - 40 of \d+$/)).toBeVisible();
    expect(params(page).get("size")).toBe("40");
    if (javaScriptEnabled) {
      // No jump to the top: the list grew under the shopper.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before - 5);
    } else {
      // A plain link lands on the first new tile.
      expect(new URL(page.url()).hash).toBe("#item-21");
    }
  });

  test("while more load, a loader replaces Load More and the tiles stay; a new sort shows skeletons", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "loading states are what JavaScript shows between pages");
    await page.goto(EYEGLASSES);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/store\/category\/60\.data\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Load More" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading more products…" })).toBeVisible();
    await expect(tiles(page)).toHaveCount(20);
    release();
    await expect(tiles(page)).toHaveCount(40);

    await page.unrouteAll();
    let releaseSort!: () => void;
    const heldSort = new Promise<void>((resolve) => (releaseSort = resolve));
    await page.route(/\/store\/category\/60\.data\?/, async (route) => {
      await heldSort;
      await route.continue();
    });
    await page.locator("summary", { hasText: "Sort by:" }).click();
    await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Name (A - Z)" }).click();
    await expect(page.getByTestId("product-grid-skeleton")).toBeVisible();
    releaseSort();
    await page.waitForURL(/sort=name/);
    await expect(page.getByTestId("product-grid-skeleton")).toHaveCount(0);
    await expect(tiles(page)).toHaveCount(40);
  });

  test("removes one chosen filter with its badge, then all with 'Reset filters'", async ({ page }) => {
    await page.goto(`${EYEGLASSES}?filters=1,11&min_price=50&sort=name&order=ASC`);
    const chosen = page.getByRole("list", { name: "Chosen filters" });
    await expect(chosen.getByRole("link", { name: /^Remove filter/ })).toHaveCount(3);
    await chosen.getByRole("link", { name: /^Remove filter Shape:/ }).click();
    await page.waitForURL((url) => url.searchParams.get("filters") === "11");
    await expect(chosen.getByRole("link", { name: /^Remove filter/ })).toHaveCount(2);
    expect(params(page).get("min_price")).toBe("50");
    await chosen.getByRole("link", { name: "Reset filters" }).click();
    await page.waitForURL((url) => !url.searchParams.has("filters"));
    expect(new URL(page.url()).search).toBe("?sort=name&order=ASC");
    await expect(page.getByRole("list", { name: "Chosen filters" })).toHaveCount(0);
    await expect(tiles(page)).toHaveCount(20);
  });

  test("checks the price bounds as they are typed (lower cannot exceed upper)", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "typing rules need JavaScript; without it the server applies them");
    await page.goto(EYEGLASSES);
    await openFilters(page);
    const lowest = page.getByRole("spinbutton", { name: "Price, lowest" });
    const highest = page.getByRole("spinbutton", { name: "Price, highest" });
    await highest.fill("100");
    await lowest.fill("300");
    await expect(lowest).toHaveValue("100");
    await highest.fill("20");
    await expect(highest).toHaveValue("100");
  });

  test("applies an address's reversed price range the same way, and says when a price is no price (400)", async ({ page }) => {
    await page.goto(`${EYEGLASSES}?min_price=300&max_price=100`);
    await expect(page.getByRole("link", { name: "Remove filter Price: $100 – $100" })).toBeVisible();
    const response = await page.goto(`${EYEGLASSES}?min_price=abc&size=xyz&sort=nonsense`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("The price is invalid");
    await expect(tiles(page)).toHaveCount(20);
  });

  test("an unknown category is 'Page not found' (404)", async ({ page }) => {
    const response = await page.goto("/store/category/99999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("all products at /store/category, and a header search on the search-results category searches everything", async ({ page }) => {
    await page.goto("/store/category");
    await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
    await expect(tiles(page)).toHaveCount(20);
    await page.goto("/store/category/90?search=aviator");
    await expect(page.getByRole("heading", { level: 1, name: "aviator" })).toBeVisible();
    const found = await names(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((name) => /aviator/i.test(name))).toBe(true);
  });

  test("phones: one or two columns", async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(EYEGLASSES);
    const grid = page.locator("main ul:has(> li[id^='item-'])");
    const columns = () => grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
    expect(await columns()).toBe(2);
    await page.locator("label", { has: page.getByRole("radio", { name: "One column" }) }).click();
    await expect.poll(columns).toBe(1);
    if (javaScriptEnabled) {
      await page.reload();
      await expect.poll(columns).toBe(1);
    }
  });
});

test.describe("category catalog: coming back", () => {
  test("Back from a product returns to the same longer list at the same place", async ({ page }) => {
    await page.goto(`${EYEGLASSES}?size=40`);
    await expect(tiles(page)).toHaveCount(40);
    const tile = tiles(page).nth(29);
    await tile.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    const name = await tile.locator("h3").innerText();
    await tile.locator("h3 a").click();
    await page.waitForURL((url) => !url.pathname.startsWith("/store/category"));
    await page.goBack();
    await page.waitForURL(/size=40/);
    await expect(tiles(page)).toHaveCount(40);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
    await expect(tiles(page).nth(29).locator("h3")).toHaveText(name);
  });
});
