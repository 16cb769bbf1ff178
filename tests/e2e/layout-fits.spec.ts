/**
 * The layout's rough edges a demanding shopper saw (the phone
 * hero's own layout is in shopper-edges.spec.ts, docs/decisions/242-phone-hero.md), on
 * a 375 px phone and a desktop, with JavaScript on and off where both apply.
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { graphql, readyToWearProducts } from "./shop-helpers";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

test.describe("rough edges of the layout", () => {
  test("on a phone with a filter chosen, the Filters icon and the sort chevron keep their size", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/store/category/60?min_price=100&max_price=200");
    const toolbar = page.locator("#catalog");
    const filtersIcon = toolbar.locator("svg").first();
    const sortIcon = toolbar.locator("summary").filter({ hasText: "Sort by:" }).locator("svg");
    for (const icon of [filtersIcon, sortIcon]) {
      await expect(icon).toBeVisible();
      const box = await boxOf(icon);
      expect(box.width).toBeGreaterThanOrEqual(15);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    // Nothing of the row leaves the screen either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("tile badges never stack over the frame or run under the heart", async ({ page }) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto("/store/special?limit=100");
      const tiles = page.locator("main article");
      await expect(tiles.first()).toBeVisible();
      const boxes = await tiles.evaluateAll((articles) =>
        articles.map((article) => {
          const rect = (element: Element | null) => {
            const box = element?.getBoundingClientRect();
            return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
          };
          const media = article.firstElementChild!;
          return {
            media: rect(media)!,
            heart: rect(media.querySelector("button[aria-pressed]")),
            badges: [...media.querySelectorAll("span")].filter((span) => /%|stock/.test(span.textContent ?? "")).map(rect),
          };
        }),
      );
      let withTwo = 0;
      for (const { media, heart, badges } of boxes) {
        for (const badge of badges)
          if (heart && badge) expect(overlaps(badge, heart), `${size.width}px: a badge under the heart`).toBe(false);
        const top = badges.filter((badge) => badge && badge.y < media.y + media.height / 2);
        expect(top.length, `${size.width}px: badges stacked at the top`).toBeLessThanOrEqual(1);
        if (badges.length > 1) withTwo += 1;
      }
      expect(withTwo, "specials with a stock badge as well").toBeGreaterThan(0);
    }
  });

  test("a toast covers neither the header's controls nor the cart sidebar's head", async ({
    page,
    request,
    javaScriptEnabled,
    waitForHydration,
  }) => {
    const [product] = await readyToWearProducts(request, 1, 3);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(product!.url);
      await waitForHydration();
      await page.getByRole("button", { name: "Add to cart", exact: true }).click();
      const toast = page.locator("[data-toast=notification]").first();
      await expect(toast).toBeVisible();
      const toastBox = await boxOf(toast);
      const controls = [
        page.locator("header").getByRole("link", { name: /wishlist|sign in/i }),
        page.locator("header a[href='/store/cart'], header button[aria-label*='cart' i]"),
      ];
      if (javaScriptEnabled) {
        const sidebar = page.getByRole("dialog");
        controls.push(sidebar.getByRole("button", { name: "Close shopping bag" }), sidebar.getByText("Checkout", { exact: true }));
      }
      for (const control of controls)
        for (const one of await control.all())
          if (await one.isVisible())
            expect(overlaps(toastBox, await boxOf(one)), `${size.width}px: the toast covers ${await one.textContent()}`).toBe(false);
    }
  });

  test("compare labels its Actions row and offers no Add to cart for a product out of stock", async ({ page, request }) => {
    const { productsList } = await graphql<{ productsList: { content: { id: string; stock: boolean }[] } }>(
      request,
      "{ productsList(size: 100) { content { id stock } } }",
    );
    const out = productsList.content.find((product) => !product.stock)!;
    await page.goto("/store/compare");
    // The compare button's own post, made directly: the product's tile may be on any page.
    const answer = await page.request.post("/store/compare", {
      form: { intent: "add", id: out.id, redirectTo: "/store/compare" },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto("/store/compare");
      const actions = page.getByRole("row", { name: /^Actions/ });
      await expect(actions.getByRole("rowheader")).toBeVisible();
      await expect(actions.getByRole("button", { name: /ADD TO CART/i })).toBeDisabled();
    }
  });

  test("the sort menu closes as soon as a sort is chosen, before the list arrives", async ({
    page,
    javaScriptEnabled,
    waitForHydration,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the chosen sort is a new page");
    await page.setViewportSize(DESKTOP);
    await page.goto("/store/category/60");
    await waitForHydration();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const menu = page.locator("details").filter({ has: page.locator("summary", { hasText: "Sort by:" }) });
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: /price \(low > high\)/i }).click();
    await expect(menu).not.toHaveAttribute("open", "");
    release();
    await expect(page).toHaveURL(/sort=/);
  });
});
