import type { Page } from "@playwright/test";
import { listProducts } from "./browse-oracle";
import { expect, test } from "./fixtures";

const headerBox = (page: Page) => page.locator("header").first().getByRole("searchbox", { name: "Search the shop" }).first();
const dropdown = (page: Page) => page.getByTestId("search-suggestions");

test.describe("header search", () => {
  test("with JavaScript: a dropdown of up to 12 products after 1 s, then 'All search results'", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the dropdown needs JavaScript; the form without it is tested below");
    const expected = await listProducts(request, { search: "round", size: 12 });
    const asked: string[] = [];
    page.on("request", (r) => {
      // Remix asks the resource route with its data suffix (/resources/search.data?q=…).
      if (new URL(r.url()).pathname.startsWith("/resources/search")) asked.push(new URL(r.url()).searchParams.get("q") ?? "");
    });
    // The page's clock is the test's: the 1 s debounce is measured exactly, however busy the machine.
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Featured categories" })).toHaveAttribute("data-enhanced", "true");
    // Stopped: typing takes as long as it takes on a busy machine, the page's time moves only below.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await headerBox(page).pressSequentially("  rou");
    await page.clock.runFor(400);
    await headerBox(page).pressSequentially("nd ");
    await page.clock.runFor(500);
    await expect(dropdown(page)).toHaveCount(0);
    await page.clock.runFor(600);

    const rows = dropdown(page).getByRole("listitem");
    await expect(rows).toHaveCount(Math.min(12, expected.content.length));
    // One request, for the trimmed keyword, after typing stopped.
    expect(asked).toEqual(["round"]);
    const first = expected.content[0];
    await expect(rows.first()).toContainText(first.manufacturer!.name);
    await expect(rows.first()).toContainText(first.name);
    await expect(rows.first()).toContainText(first.special || first.price);
    await expect(rows.first().locator("img")).toHaveAttribute("src", /.+/);
    await expect(page.getByTestId("header-overlay")).toBeVisible();
    const all = dropdown(page).getByRole("link", { name: /All search results/ });
    await expect(all).toHaveAttribute("href", "/store/category/90?search=round");

    // An empty box clears the dropdown.
    await headerBox(page).fill("");
    await expect(dropdown(page)).toHaveCount(0);
  });

  test("with JavaScript: nothing found shows the no-results panel and its quick links", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the dropdown needs JavaScript");
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Featured categories" })).toHaveAttribute("data-enhanced", "true");
    await headerBox(page).fill("zzqx-no-such-frame");
    const panel = page.getByTestId("no-results");
    await expect(panel).toContainText("No results matched your request. Explore other sections to see what we have to offer.");
    await expect(panel.getByRole("link")).toHaveText(["New arrivals", "Most popular", "Final sale"]);
    await expect(panel.getByRole("link", { name: "Final sale" })).toHaveAttribute("href", "/store/category/62");
  });

  test("with JavaScript: a newer keyword aborts the request still running", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the dropdown needs JavaScript");
    await page.route(
      (url) => url.pathname.startsWith("/resources/search") && url.searchParams.get("q") === "aviator",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue().catch(() => {});
      },
    );
    const aborted: string[] = [];
    page.on("requestfailed", (r) => aborted.push(new URL(r.url()).searchParams.get("q") ?? ""));
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Featured categories" })).toHaveAttribute("data-enhanced", "true");
    await headerBox(page).fill("aviator");
    await page.waitForRequest(
      (r) => new URL(r.url()).pathname.startsWith("/resources/search") && new URL(r.url()).searchParams.get("q") === "aviator",
    );
    await headerBox(page).fill("round");
    await expect(dropdown(page).getByRole("listitem").first()).toContainText(/round/i);
    expect(aborted).toContain("aviator");
  });

  test("with JavaScript: the box widens on focus and the close icon empties and closes it", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the close icon needs JavaScript; without it the box still widens by CSS (focus)");
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Featured categories" })).toHaveAttribute("data-enhanced", "true");
    const width = async () => (await headerBox(page).boundingBox())!.width;
    const before = await width();
    await headerBox(page).click();
    await expect.poll(width).toBeGreaterThan(before + 40);
    await headerBox(page).fill("round");
    await page.getByRole("button", { name: "Close search" }).click();
    await expect(headerBox(page)).toHaveValue("");
    await expect.poll(width).toBeLessThan(before + 1);
  });

  test("Enter goes to the search-results category; the box keeps the keyword there", async ({ page }) => {
    await page.goto("/");
    await headerBox(page).fill(" round ");
    await headerBox(page).press("Enter");
    await page.waitForURL(/\/store\/category\/90\?search=/);
    // With JavaScript the keyword is trimmed first; what a plain form sends as typed is redirected to
    // the listing's one address, trimmed (docs/decisions/274-listing-addresses-one-cache-entry.md).
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("round");
    await expect(headerBox(page)).toHaveValue("round");
  });
});

test.describe("search page", () => {
  test("/search/{slug}: the box prefilled, 12 products a page, page links", async ({ page, request }) => {
    const [first, second] = await Promise.all([
      listProducts(request, { search: "round", size: 12, page: 1 }),
      listProducts(request, { search: "round", size: 12, page: 2 }),
    ]);
    expect(first.totalPages).toBeGreaterThan(1);
    await page.goto("/search/round");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search - round");
    await expect(page.getByRole("searchbox", { name: "Search Criteria" })).toHaveValue("round");
    const grid = page.getByRole("list", { name: "Products matching “round”" });
    await expect(grid.locator("article h3")).toHaveText(first.content.map((product) => product.name));
    await expect(page.getByText(`${first.totalElements} products matching`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Search", "round"]);

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "2", exact: true }).click();
    await page.waitForURL("**/search/round?page=2");
    await expect(grid.locator("article h3")).toHaveText(second.content.map((product) => product.name));
  });

  test("'Search' goes to /search/{text}, trimmed, and to /search when empty", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    const box = page.getByRole("searchbox", { name: "Search Criteria" });
    await box.fill("  aviator  ");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/search/aviator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search - aviator");
    await expect(page.locator("main article").first()).toBeVisible();

    await page.getByRole("searchbox", { name: "Search Criteria" }).fill("   ");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.search === "");
    await expect(page.getByRole("searchbox", { name: "Search Criteria" })).toHaveValue("");
  });

  test("nothing found: the no-results panel", async ({ page }) => {
    const response = await page.goto("/search/zzqx-no-such-frame");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("no-results")).toContainText("No results matched your request.");
    await expect(page.getByTestId("no-results").getByRole("link")).toHaveText(["New arrivals", "Most popular", "Final sale"]);
  });

  test("a slug with spaces around it redirects to its trimmed address", async ({ page }) => {
    await page.goto("/search/%20round%20");
    expect(new URL(page.url()).pathname).toBe("/search/round");
  });

  // docs/decisions/230-refused-input-is-a-4xx.md: a long text is cut, never an error screen.
  test("a search longer than the store takes is cut: the address, the box and the blog alike", async ({ page }) => {
    const long = "polarized aviator sunglasses ".repeat(8);
    const cut = long.trim().slice(0, 100).trimEnd();
    const response = await page.goto(`/search/${encodeURIComponent("x".repeat(201))}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/search/${"x".repeat(100)}`);
    await expect(page.getByTestId("no-results")).toBeVisible();

    await page.goto("/search");
    await page.getByRole("searchbox", { name: "Search Criteria" }).fill(long);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/search/${cut}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search - ${cut}`);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);

    const blog = await page.goto(`/blog/search/${encodeURIComponent(long)}`);
    expect(blog?.status()).toBe(200);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });
});
