import type { Page } from "@playwright/test";
import { bannerRule, listProducts, rest } from "./browse-oracle";
import { expect, test } from "./fixtures";
import { NEWSLETTER_URL, servers } from "./servers";
import { graphql } from "./shop-helpers";

const tileNames = (scope: ReturnType<Page["locator"]>) => scope.locator("article h3").allTextContents();

test.describe("home modules", () => {
  test("the promo strip shows the public coupon while it runs", async ({ page, request }) => {
    const coupon = await rest<{ name: string; date_end: string; code?: string } | null>(request, "api/coupon/publicCoupon");
    expect(coupon, "the demo store has a public coupon").not.toBeNull();
    await page.goto("/");
    const strip = page.getByRole("complementary", { name: "Current offer" });
    await expect(strip).toContainText(coupon!.name);
    await expect(strip.locator("time")).toHaveAttribute("datetime", coupon!.date_end);
    if (coupon!.code) await expect(strip).toContainText(coupon!.code);
  });

  test("the brands slider shows every brand's mark, linking to its page", async ({ page, request }) => {
    const { manufacturerList } = await graphql<{ manufacturerList: { content: { name: string; url: string }[] } }>(
      request,
      `
        {
          manufacturerList(page: 1, size: -1, sort: "name", order: "ASC") {
            content {
              name
              url(url: "/store/manufacturer/_id")
            }
          }
        }
      `,
    );
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Brands", exact: true });
    const links = slider.getByRole("group").getByRole("link");
    await expect(links).toHaveCount(manufacturerList.content.length);
    for (const [index, brand] of manufacturerList.content.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", brand.url);
      await expect(links.nth(index).getByRole("img")).toHaveAttribute("alt", brand.name);
    }
    await expect(page.getByRole("link", { name: "All brands" })).toHaveAttribute("href", "/store/manufacturer");
  });

  test("'Choose your favorite shape' links each shape to its filtered category", async ({ page, request }) => {
    const shapes = await rest<{ name: string; url: string }[]>(request, "api/shapes");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Choose your favorite shape" })).toBeVisible();
    const links = page.getByRole("region", { name: "Shapes", exact: true }).getByRole("group").getByRole("link");
    await expect(links).toHaveText(shapes.map((shape) => shape.name));
    for (const [index, shape] of shapes.entries()) await expect(links.nth(index)).toHaveAttribute("href", shape.url);
    expect(shapes[0].url).toMatch(/^\/store\/category\/\d+\?filters=\d+$/);
  });

  test("two promo banners follow the banner link rule", async ({ page, request }) => {
    const banners = await rest<{ title: string; link: string }[]>(request, "api/banner", "banner=promo");
    await page.goto("/");
    const links = page.getByRole("region", { name: "Promotions", exact: true }).getByRole("link");
    await expect(links).toHaveCount(Math.min(2, banners.length));
    for (const [index, banner] of banners.slice(0, 2).entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", bannerRule(banner.link));
      await expect(links.nth(index).getByRole("img")).toHaveAttribute("alt", banner.title);
    }
  });

  test("'Selected for you': a tab shows the newest products of its category", async ({ page, request, javaScriptEnabled }) => {
    const newest = (categoryId: number) =>
      listProducts(request, { category_id: String(categoryId), size: 15, sort: "date_added", order: "DESC" });
    const [newArrivals, sunglasses] = await Promise.all([newest(90), newest(59)]);

    await page.goto("/");
    const section = page.getByRole("region", { name: "Selected for you", exact: true });
    const panel = section.getByRole("tabpanel");
    await expect(section.getByRole("tab")).toHaveText(["New arrivals", "Most popular", "Sunglasses", "Eyeglasses", "Final sale"]);
    await expect(section.getByRole("tab", { name: "New arrivals" })).toHaveAttribute("aria-selected", "true");
    expect(await tileNames(panel)).toEqual(newArrivals.content.map((product) => product.name));
    await expect(section.getByRole("link", { name: "See more" })).toHaveAttribute("href", "/store/category/90");

    // With JavaScript the tab loads in place: the page (and this marker) stays.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await section.getByRole("tab", { name: "Sunglasses" }).click();
    await expect(section.getByRole("tab", { name: "Sunglasses" })).toHaveAttribute("aria-selected", "true");
    await expect
      .poll(() => tileNames(page.getByRole("region", { name: "Selected for you", exact: true }).getByRole("tabpanel")))
      .toEqual(sunglasses.content.map((product) => product.name));
    await expect(
      page.getByRole("region", { name: "Selected for you", exact: true }).getByRole("link", { name: "See more" }),
    ).toHaveAttribute("href", "/store/category/59");

    const stayed = await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
    if (javaScriptEnabled) {
      expect(stayed).toBe(true);
      expect(new URL(page.url()).search).toBe("");
    } else {
      // Without JavaScript the tab is a link the server renders.
      expect(stayed).toBe(false);
      expect(new URL(page.url()).searchParams.get("tab")).toBe("sunglasses");
    }
  });

  test("a tab's link renders that tab on the server", async ({ page, request }) => {
    const finalSale = await listProducts(request, { category_id: "62", size: 15, sort: "date_added", order: "DESC" });
    await page.goto("/?tab=final-sale");
    const section = page.getByRole("region", { name: "Selected for you", exact: true });
    await expect(section.getByRole("tab", { name: "Final sale" })).toHaveAttribute("aria-selected", "true");
    expect(await tileNames(section.getByRole("tabpanel"))).toEqual(finalSale.content.map((product) => product.name));
  });

  test("product carousels: new arrivals, special offers (all on sale) and featured", async ({ page, request }) => {
    const featured = await listProducts(request, { featured: true, size: 15, sort: "date_added", order: "DESC" });
    expect(featured.content.length).toBeGreaterThan(0);
    await page.goto("/");
    const specials = page.getByRole("region", { name: "Special offers", exact: true });
    const specialTiles = specials.locator("article");
    expect(await specialTiles.count()).toBeGreaterThan(3);
    for (const tile of await specialTiles.all()) await expect(tile.locator("s")).toHaveCount(1);
    await expect(specials.getByRole("link", { name: "Shop all" })).toHaveAttribute("href", "/store/special");

    // Each strip renders its first view (four tiles) and ends with a link to the rest; a product the
    // tabs or an earlier strip show is left out (decision 185).
    const featuredRegion = page.getByRole("region", { name: "Featured", exact: true });
    const featuredNames = await tileNames(featuredRegion);
    expect(featuredNames.length).toBeGreaterThan(0);
    expect(featuredNames.length).toBeLessThanOrEqual(4);
    const allFeatured = featured.content.map((product) => product.name);
    expect(featuredNames).toEqual(allFeatured.filter((name) => featuredNames.includes(name)));
    await expect(featuredRegion.getByRole("link", { name: "See all featured" })).toHaveAttribute("href", "/store/category");
    await expect(page.getByRole("region", { name: "New arrivals", exact: true }).locator("article").first()).toBeVisible();

    const strips = ["Selected for you", "New arrivals", "Special offers", "Featured"];
    const names = (await Promise.all(strips.map((name) => tileNames(page.getByRole("region", { name, exact: true }))))).flat();
    expect(new Set(names).size).toBe(names.length);
  });

  test("the benefit blocks and the newsletter block close the page", async ({ page }) => {
    await page.goto("/");
    const benefits = page.getByRole("region", { name: "Why shop with us", exact: true });
    await expect(benefits.getByRole("heading", { level: 2 })).toHaveText([
      "100% Authentic",
      "In-House Inventory",
      "Affordable Luxury",
      "Free Shipping",
    ]);
    const newsletter = page.getByRole("region", { name: "New frames, first", exact: true });
    await expect(newsletter.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", /^https:\/\//);
  });

  // docs/decisions/342-newsletter-link-or-coming-soon.md: the shop keeps no list, so it asks for nothing.
  test("newsletter: without NEWSLETTER_URL the block says it is coming soon and asks for no address", async ({ page }) => {
    await page.goto("/");
    const newsletter = page.getByRole("region", { name: "New frames, first", exact: true });
    await expect(newsletter).toContainText("Our newsletter is coming soon.");
    await expect(newsletter.getByText("Follow us", { exact: true })).toBeVisible();
    await expect(newsletter.getByRole("textbox")).toHaveCount(0);
    await expect(newsletter.getByRole("button")).toHaveCount(0);
    await expect(newsletter.getByRole("link", { name: "Sign up for the newsletter" })).toHaveCount(0);
    // The page of the same name says the same; a post from a page of before keeps nothing and goes back.
    await page.goto("/newsletter");
    await expect(page.getByRole("main")).toContainText("Our newsletter is coming soon.");
    const answer = await page.request.post("/newsletter", {
      form: { email: "reader@example.com", redirectTo: "/store/category" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toBe("/store/category");
  });

  test("newsletter: with NEWSLETTER_URL the block links to the provider's sign-up page", async ({ page }) => {
    await page.goto(`${servers.remote.url}/`);
    const newsletter = page.getByRole("region", { name: "New frames, first", exact: true });
    await expect(newsletter).toContainText("Join our newsletter");
    await expect(newsletter.getByRole("link", { name: "Sign up for the newsletter" })).toHaveAttribute("href", NEWSLETTER_URL);
    await expect(newsletter.getByRole("textbox")).toHaveCount(0);
    await expect(newsletter).not.toContainText("coming soon");
    const answer = await page.request.post(`${servers.remote.url}/newsletter`, { form: { email: "reader@example.com" }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toBe(NEWSLETTER_URL);
  });
});

test.describe("hero slideshow", () => {
  test("runs on the product's timing with JavaScript, and is a scrollable strip without", async ({ page, javaScriptEnabled }) => {
    if (javaScriptEnabled) await page.clock.install();
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured collections", exact: true });
    // Slides behind the current one are hidden from assistive technology, so count them by their role description.
    const slides = hero.locator("[aria-roledescription='slide']");
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);

    if (!javaScriptEnabled) {
      await expect(hero.getByRole("button", { name: "Next" })).toBeHidden();
      const strip = hero.locator("> div").first();
      expect(await strip.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
      expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      return;
    }

    const active = () => hero.locator("[data-active='true']");
    await expect(hero).toHaveAttribute("data-ready", "true");
    await expect(active()).toHaveAttribute("aria-label", `1 of ${count}`);
    // Stop the page's clock, then restart the slideshow at a known moment: a pointer resting on
    // it pauses it, leaving starts the first delay again.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await hero.hover();
    await page.mouse.move(5, 5);
    expect(await active().evaluate((el) => getComputedStyle(el).transitionDuration)).toContain("0.3s");
    // Nothing moves during the first 10 s …
    await page.clock.runFor(9_900);
    await expect(active()).toHaveAttribute("aria-label", `1 of ${count}`);
    await page.clock.runFor(200);
    await expect(active()).toHaveAttribute("aria-label", `2 of ${count}`);
    // … then every 4 s (the move above came at 10 000 ms, the next one at 14 000 ms), looping around.
    await page.clock.runFor(3_700);
    await expect(active()).toHaveAttribute("aria-label", `2 of ${count}`);
    await page.clock.runFor(400);
    await expect(active()).toHaveAttribute("aria-label", `${(2 % count) + 1} of ${count}`);

    // Arrows and dots.
    await hero.getByRole("button", { name: "Show slide 1" }).click();
    await expect(active()).toHaveAttribute("aria-label", `1 of ${count}`);
    await hero.getByRole("button", { name: "Previous" }).click();
    await expect(active()).toHaveAttribute("aria-label", `${count} of ${count}`);
    await hero.getByRole("button", { name: "Next" }).click();
    await expect(active()).toHaveAttribute("aria-label", `1 of ${count}`);
  });
});
