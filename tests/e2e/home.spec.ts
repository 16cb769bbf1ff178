import { expect, test } from "./fixtures";

/** The product's banner link rule, checked against what the page renders. */
const expectedBannerHref = (link: string) => (/^https?:\/\//i.test(link) || link.startsWith("/") ? link : `/${link}`);

test.describe("home page", () => {
  test("shows the hero with the API's banners and the sale text", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Fashion sale", { exact: true })).toBeVisible();
    await expect(page.getByText("up to 70% off", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", /^\/(store\/category\/\d+|glasses)/);

    const hero = page.getByRole("region", { name: "Featured collections" });
    const banners = hero.locator("a[data-banner-link]");
    expect(await banners.count()).toBeGreaterThan(0);
    for (const banner of await banners.all()) {
      const link = (await banner.getAttribute("data-banner-link")) ?? "";
      await expect(banner).toHaveAttribute("href", expectedBannerHref(link));
      await expect(banner.locator("img")).toHaveAttribute("src", /.+/);
    }
    await expect(banners.first().locator("img")).toHaveJSProperty("complete", true);
    expect(
      await banners
        .first()
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test("shows a carousel of new arrivals with brand, name and price", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "New arrivals" });
    await expect(carousel.getByRole("heading", { name: "New arrivals" })).toBeVisible();
    await expect(carousel.getByRole("link", { name: "Shop all" })).toHaveAttribute("href", "/store/category/90");
    const tiles = carousel.locator("article");
    expect(await tiles.count()).toBeGreaterThan(3);
    const first = tiles.first();
    await expect(first.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(first).toContainText(/\$\d[\d,]*\.\d{2}/);
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/.+/);
  });

  test("products on sale show the struck regular price and the discount", async ({ page }) => {
    await page.goto("/");
    const onSale = page
      .getByRole("region", { name: "New arrivals" })
      .locator("article")
      .filter({ has: page.locator("s") });
    test.skip((await onSale.count()) === 0, "no product on sale among the newest");
    const tile = onSale.first();
    const [current, regular] = await Promise.all([
      tile.locator("s").evaluate((el) => el.parentElement!.firstElementChild!.textContent ?? ""),
      tile.locator("s").textContent(),
    ]);
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ""));
    const percent = Math.round(((amount(regular!) - amount(current)) / amount(regular!)) * 100);
    // The struck price shows whole units, so its percent may be one off the exact one.
    await expect(tile).toContainText(/-\d+%/);
    const shown = Number(/-(\d+)%/.exec((await tile.textContent()) ?? "")?.[1]);
    expect(Math.abs(shown - percent)).toBeLessThanOrEqual(1);
    expect(regular).not.toMatch(/\d[.,]\d{2}\b/);
  });

  test("carousels scroll: Embla with JavaScript, a snapping strip without", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "New arrivals" });
    const viewport = carousel.locator("> div").nth(1);
    if (javaScriptEnabled) {
      // Embla is fetched as a carousel nears the screen: this one is below the fold.
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute("data-ready", "true");
      const next = carousel.getByRole("button", { name: "Next" });
      await expect(next).toBeEnabled();
      const track = viewport.locator("> div");
      const before = await track.evaluate((el) => getComputedStyle(el).transform);
      await next.click();
      await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);
    } else {
      await expect(carousel).toHaveAttribute("data-ready", "false");
      await expect(carousel.getByRole("button", { name: "Next" })).toBeHidden();
      expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
      expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    }
  });
});
