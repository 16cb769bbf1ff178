/**
 * What leaves the first load's JavaScript (decisions 199–202, 211) still works: pages
 * hydrate without errors, their scripts start once they have loaded, a navigation in place brings
 * the next page's head (built by its loader), the footer kept from the server's markup navigates in
 * place, and is there after a page without one.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addWithOptions, settled, stockedProducts } from "./shop-helpers";

const PRODUCT = "/store/product/1";
const PRODUCT_KEYWORD = "/positano-aviator-sunglasses";
const PRODUCT_TITLE = "Positano Aviator Sunglasses by Mirelle | Lumen Optics";

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    robots: document.querySelector<HTMLMetaElement>("meta[name=robots]")?.content ?? "",
    canonical: document.querySelector<HTMLLinkElement>("link[rel=canonical]")?.href ?? "",
    jsonLd: [...document.querySelectorAll("script[type='application/ld+json']")].map(
      (script) => (JSON.parse(script.textContent ?? "{}") as { "@type"?: string })["@type"],
    ),
  }));

/** Marks the document: the mark survives a navigation in place, not a document load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { documentMark?: boolean }).documentMark = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { documentMark?: boolean }).documentMark === true);

test("home, category, product and its keyword URL hydrate without an error", async ({ page, javaScriptEnabled, waitForHydration }) => {
  test.skip(!javaScriptEnabled, "hydration is JavaScript's");
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ["/", "/store/category/60", PRODUCT, PRODUCT_KEYWORD, "/blog/post/1"]) {
    await page.goto(path);
    await waitForHydration();
    await settled(page);
  }
  expect(problems).toEqual([]);
});

test("a page's scripts are fetched only once it has loaded, then it hydrates (decision 211)", async ({
  page,
  javaScriptEnabled,
  waitForHydration,
}) => {
  test.skip(!javaScriptEnabled, "scripts are JavaScript's");
  for (const path of ["/", "/store/category/60", PRODUCT_KEYWORD]) {
    await page.goto(path);
    await waitForHydration();
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const scripts = performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
      return {
        loaded: navigation?.loadEventStart ?? 0,
        // The loader's fallback: three seconds after it ran, which was after the response began.
        fallback: (navigation?.responseStart ?? 0) + 3_000,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts, path).toBeGreaterThan(3);
    expect(timing.loaded, path).toBeGreaterThan(0);
    // Only a page whose load took longer than that (a loaded machine) starts them before its load event.
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(Math.min(timing.loaded, timing.fallback));
  }
});

test("a page reached in place has its own head, built by its loader", async ({ page, javaScriptEnabled, waitForHydration }) => {
  // Search results: not indexed, and a link to the product.
  await page.goto("/search/positano");
  await waitForHydration();
  if (javaScriptEnabled) await markDocument(page);
  expect((await head(page)).robots).toBe("noindex,follow");
  await page.locator(`main a[href="${PRODUCT_KEYWORD}"]`).first().click();
  await expect(page).toHaveURL(PRODUCT_KEYWORD);
  await expect(page).toHaveTitle(PRODUCT_TITLE);
  const product = await head(page);
  expect(product.canonical).toMatch(/\/positano-aviator-sunglasses$/);
  expect(product.robots).toBe("index,follow");
  expect(product.jsonLd).toEqual(["Product", "BreadcrumbList"]);
  if (!javaScriptEnabled) return;
  expect(await sameDocument(page)).toBe(true);
  // A sorted listing reached in place is a variant: not indexed, its canonical the plain category.
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(
      "/store/category/60?sort=price&order=ASC",
    ),
  );
  await expect.poll(async () => (await head(page)).robots).toBe("noindex,follow");
  const listing = await head(page);
  expect(listing.canonical).toMatch(/\/store\/category\/60$|\/eyeglasses$/);
  expect(await sameDocument(page)).toBe(true);
});

test("the footer's links lead on, in place with JavaScript", async ({ page, javaScriptEnabled, waitForHydration }) => {
  await page.goto(PRODUCT);
  await waitForHydration();
  if (javaScriptEnabled) await markDocument(page);
  const footer = page.locator("footer#site-footer");
  await expect(footer.getByRole("link")).not.toHaveCount(0);
  await footer.getByRole("link", { name: "Delivery", exact: true }).click();
  await expect(page).toHaveURL("/delivery");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery Information");
  if (javaScriptEnabled) expect(await sameDocument(page)).toBe(true);
  await expect(footer.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
});

test("after the checkout, which has no footer, the shop's pages have theirs", async ({ page, request }) => {
  const [product] = await stockedProducts(request, 1, 3);
  await addWithOptions(page, product!);
  await page.goto("/store/checkout");
  await settled(page);
  await expect(page.locator("footer#site-footer")).toHaveCount(0);
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL("/");
  const footer = page.locator("footer#site-footer");
  await expect(footer.getByRole("link", { name: "Delivery", exact: true })).toHaveAttribute("href", "/delivery");
  await expect(footer).toContainText("All rights reserved.");
});
