import type { Page } from "@playwright/test";
import { rest } from "./browse-oracle";
import { expect, test } from "./fixtures";
import { currencySwitcher, graphql, mainMenu } from "./shop-helpers";

interface TopCategory {
  id: string;
  name: string;
  url: string;
  categories: { name: string }[];
}

async function topCategories(request: Parameters<typeof graphql>[0]) {
  const { categoriesList } = await graphql<{ categoriesList: { content: TopCategory[] } }>(
    request,
    `
      {
        categoriesList(page: 1, size: -1, parent: 0, top: true) {
          content {
            id
            name
            url(url: "/store/category/_id")
            categories(limit: -1) {
              name
            }
          }
        }
      }
    `,
  );
  return categoriesList.content;
}

test.describe("desktop mega-menus", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a shape in a category's mega-menu lands on the category with the filter query", async ({ page, request }) => {
    const [[eyeglasses], shapes] = await Promise.all([
      topCategories(request),
      rest<{ name: string; filter: string }[]>(request, "api/shapes"),
    ]);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Featured categories" });
    const item = nav.locator(`li[data-category='${eyeglasses.id}']`);
    const panel = item.getByTestId("mega-panel");
    await expect(panel).toBeHidden();

    // The pointer opens it, with JavaScript or without (CSS :hover).
    await item.getByRole("link", { name: eyeglasses.name }).hover();
    await expect(panel).toBeVisible();

    const shapeColumn = panel.getByRole("region", { name: "Popular Shapes" });
    await expect(shapeColumn.getByRole("listitem")).toHaveText(shapes.slice(0, 6).map((shape) => shape.name));
    await expect(panel.getByRole("region", { name: "Collections" }).getByRole("listitem")).toHaveText(
      eyeglasses.categories.map((c) => c.name),
    );
    for (const column of ["Collections", "Popular Shapes", "Popular colors", "Features"]) {
      await expect(panel.getByRole("region", { name: column }).getByRole("link", { name: "Shop All" })).toHaveAttribute(
        "href",
        eyeglasses.url,
      );
    }

    const cateye = shapes[1];
    await shapeColumn.getByRole("link", { name: cateye.name }).click();
    await page.waitForURL((url) => url.pathname === `/store/category/${eyeglasses.id}`);
    expect(new URL(page.url()).searchParams.get("filters")).toBe(cateye.filter);
  });

  test("the menus are one tree for both widths: a sub-category or filter entry is in the document once", async ({ page, request }) => {
    const [[eyeglasses], shapes, colors, features] = await Promise.all([
      topCategories(request),
      rest<unknown[]>(request, "api/shapes"),
      rest<unknown[]>(request, "api/colors"),
      rest<unknown[]>(request, "api/features"),
    ]);
    await page.goto("/");
    const header = page.locator("header");
    for (const child of eyeglasses.categories) {
      await expect(header.getByRole("link", { name: child.name, exact: true, includeHidden: true })).toHaveCount(1);
    }
    const entries = Math.min(6, shapes.length) + colors.length + features.length;
    await expect(header.locator(`a[href^='/store/category/${eyeglasses.id}?filters=']`)).toHaveCount(entries);
  });

  test("the row shows three mega-menus, then the fourth top category as 'Final Sale'", async ({ page, request }) => {
    const top = await topCategories(request);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Featured categories" });
    await expect(nav.locator(":scope > div > ul > li > a")).toHaveText([...top.slice(0, 3).map((c) => c.name), "Final Sale"]);
    await expect(nav.getByRole("link", { name: "Final Sale" })).toHaveAttribute("href", top[3].url);
    await expect(nav.getByTestId("mega-panel")).toHaveCount(3);
  });

  test("hover timing: a switch waits 500 ms, leaving closes after 100 ms, the page dims meanwhile", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the timing and the overlay belong to the JavaScript menu; without it CSS :hover opens at once");
    const [eyeglasses, sunglasses] = await topCategories(request);
    await page.clock.install();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Featured categories" });
    await expect(nav).toHaveAttribute("data-enhanced", "true");
    const panelOf = (id: string) => nav.locator(`li[data-category='${id}']`).getByTestId("mega-panel");

    await page.clock.pauseAt(Date.now() + 60_000);
    await nav.getByRole("link", { name: eyeglasses.name }).hover();
    await expect(panelOf(eyeglasses.id)).toBeVisible();
    await expect(page.getByTestId("header-overlay")).toBeVisible();

    await nav.getByRole("link", { name: sunglasses.name }).hover();
    await page.clock.runFor(450);
    await expect(panelOf(eyeglasses.id)).toBeVisible();
    await page.clock.runFor(100);
    await expect(panelOf(sunglasses.id)).toBeVisible();
    await expect(panelOf(eyeglasses.id)).toBeHidden();

    // Out of the menu, down onto the page (inside the viewport, over the dimming): closed 100 ms later, the dimming gone.
    await page.mouse.move(640, 700);
    await page.clock.runFor(50);
    await expect(panelOf(sunglasses.id)).toBeVisible();
    await page.clock.runFor(100);
    await expect(panelOf(sunglasses.id)).toBeHidden();
    await expect(page.getByTestId("header-overlay")).toHaveCount(0);
  });

  test("a hover-opened panel closes when the pointer goes onto the page or the benefit strip, and on Escape; the first click on the page lands", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the overlay and the timing belong to the JavaScript menu");
    const [eyeglasses] = await topCategories(request);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Featured categories" });
    await expect(nav).toHaveAttribute("data-enhanced", "true");
    const link = nav.getByRole("link", { name: eyeglasses.name });
    const panel = nav.locator(`li[data-category='${eyeglasses.id}']`).getByTestId("mega-panel");
    const overlay = page.getByTestId("header-overlay");
    const strip = page.getByRole("list", { name: "Our promises" });

    for (const away of [() => page.mouse.move(640, 800), () => strip.hover()]) {
      await link.hover();
      await expect(panel).toBeVisible();
      await expect(overlay).toBeVisible();
      await away();
      await expect(panel).toBeHidden();
      await expect(overlay).toHaveCount(0);
    }

    await link.hover();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(overlay).toHaveCount(0);

    // One click on a link of the page beside the open panel, under the dimming, follows it.
    await page.mouse.move(640, 800);
    await link.hover();
    await expect(overlay).toBeVisible();
    const panelBottom = (await panel.boundingBox())!.y + (await panel.boundingBox())!.height;
    const { href, x, y } = await page.getByRole("main").evaluate((main, below) => {
      const links = [...main.querySelectorAll("a")].map((a) => ({ a, box: a.getBoundingClientRect() }));
      const found = links.find(({ box }) => box.top > below && box.bottom < window.innerHeight && box.width > 0);
      if (!found) throw new Error("no link of the page below the panel");
      return { href: found.a.getAttribute("href"), x: found.box.x + found.box.width / 2, y: found.box.y + found.box.height / 2 };
    }, panelBottom);
    await page.mouse.click(x, y);
    await page.waitForURL((url) => url.pathname === href);
  });

  test("keyboard: Tab walks the row's links to the search box, no panel opens; ArrowDown opens one", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    // Closed panels are out of the tab order in both modes (docs/decisions/237-mega-menu-keyboard.md).
    const [eyeglasses] = await topCategories(request);
    await page.goto(eyeglasses.url);
    const nav = page.getByRole("navigation", { name: "Featured categories" });
    const link = nav.getByRole("link", { name: eyeglasses.name });
    const panels = nav.getByTestId("mega-panel");
    await link.focus();
    const inSearch = () => page.evaluate(() => document.activeElement?.matches("header input[type=search]") ?? false);
    let presses = 0;
    while (!(await inSearch()) && presses < 10) {
      await page.keyboard.press("Tab");
      presses += 1;
      await expect(panels.filter({ visible: true })).toHaveCount(0);
    }
    // The row's three other links (the next two categories and Final Sale), then the search box.
    expect(presses).toBe(4);
    await expect(link).toHaveAttribute("href", eyeglasses.url);

    if (!javaScriptEnabled) return;
    const panel = nav.locator(`li[data-category='${eyeglasses.id}']`).getByTestId("mega-panel");
    await link.focus();
    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(link).toBeFocused();
  });
});

test.describe("menu button and account menu", () => {
  test("'Menu' lists the store's menu categories (not the helper 'Glasses') and turns into 'Close'", async ({ page, request }) => {
    const { categoriesList } = await graphql<{ categoriesList: { content: { name: string }[] } }>(
      request,
      `
        {
          categoriesList(page: 1, size: -1, parent: 0, top: true) {
            content {
              name
            }
          }
        }
      `,
    );
    await page.goto("/");
    const menu = mainMenu(page);
    await menu.summary.click();
    await expect(menu.summary).toContainText("Close");
    const names = await menu.panel
      .getByRole("navigation", { name: "Categories", exact: true })
      .locator("ul")
      .first()
      .getByRole("link")
      .allTextContents();
    expect(names.length).toBe(categoriesList.content.length);
    expect(names).toContain("Final Sale");
    expect(names).not.toContain("Glasses");
  });

  test("guests see Sign in and Register, and the links everyone sees", async ({ page }) => {
    await page.goto("/");
    const account = page
      .locator("header details")
      .filter({ has: page.locator("summary[aria-label*='account' i]") })
      .first();
    await account.locator("summary").click();
    await expect(account.getByRole("link")).toHaveText(["Sign in", "Register", "My account", "Wishlist", "Order history"]);
    await expect(account.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  });

  test("customers see their account pages and Sign out", async ({ page }) => {
    // The demo customer of the seed (tests/support/shop-fixtures.ts), signed in through the shop's login page.
    await page.goto("/account/login");
    await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill("demo@lumenoptics.example");
    await page.getByRole("main").getByLabel("Password").fill("demo1234");
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    const account = page
      .locator("header details")
      .filter({ has: page.locator("summary[aria-label*='account' i]") })
      .first();
    await account.locator("summary").click();
    // My account first, as docs/product and the account sidebar list them.
    await expect(account.getByRole("link")).toHaveText([
      "My account",
      "Edit account",
      "Password",
      "Address book",
      "Wishlist",
      "Order history",
    ]);
    await expect(account.getByRole("button", { name: "Sign out" })).toBeVisible();
  });
});

test.describe("phone menu (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("hamburger panel: one category accordion open at a time, Final Sale, Favorite, Log in, mail", async ({ page, request }) => {
    const top = await topCategories(request);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Featured categories" })).toBeHidden();
    const menu = mainMenu(page);
    await menu.summary.click();
    // The desktop row's categories, one tree for both widths (decision 195): here accordions.
    const categories = menu.panel.getByRole("navigation", { name: "Featured categories" });
    await expect(categories.locator("details > summary")).toHaveText(top.slice(0, 3).map((c) => c.name));
    await expect(categories.getByRole("link", { name: top[0].name, exact: true })).toBeHidden();

    const [first, second] = [categories.locator("li[data-category]").nth(0), categories.locator("li[data-category]").nth(1)];
    const child = first.getByRole("link", { name: top[0].categories[0].name, exact: true });
    await expect(child).toBeHidden();
    await first.locator("summary").click();
    await expect(child).toBeVisible();
    await expect(first.getByRole("link", { name: `Shop all ${top[0].name.toLowerCase()}` })).toHaveAttribute("href", top[0].url);
    // Only the Collections: shapes, colours and features are the desktop panel's.
    await expect(first.getByRole("region")).toHaveCount(1);
    // The product's column rule: 6 to 10 children → two columns.
    const expectedColumns = top[0].categories.length > 10 ? "3" : top[0].categories.length > 5 ? "2" : "1";
    await expect(first.getByRole("region", { name: "Collections" }).locator("ul")).toHaveAttribute("data-columns", expectedColumns);
    await second.locator("summary").click();
    await expect(second.locator("details")).toHaveAttribute("open", "");
    await expect(first.locator("details")).not.toHaveAttribute("open", "");
    await expect(child).toBeHidden();

    const nav = menu.panel;

    await expect(nav.getByRole("link", { name: "Final Sale" })).toHaveAttribute("href", top[3].url);
    await expect(nav.getByRole("link", { name: "Favorite" })).toHaveAttribute("href", "/account/wishlist");
    await expect(nav.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/account/login");
    await expect(nav.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(nav.getByRole("group", { name: "Currency" }).getByRole("button")).toHaveText(["$USD", "€EUR", "£GBP"]);
    // The demo store has one language: no language switcher.
    await expect(nav.getByRole("group", { name: "Language" })).toHaveCount(0);
  });

  test("search toggles through an icon", async ({ page }) => {
    await page.goto("/");
    const toggle = page.locator("header summary[aria-label='Search']");
    const box = page.locator("header").getByRole("searchbox", { name: "Search the shop" }).first();
    await expect(box).toBeHidden();
    await toggle.click();
    await expect(page.locator("header").getByRole("searchbox", { name: "Search the shop" })).toBeVisible();
  });
});

test.describe("currency", () => {
  const firstPrice = (page: Page) =>
    page
      .getByRole("region", { name: "Selected for you", exact: true })
      .getByRole("tabpanel")
      .locator("article")
      .first()
      .locator("span")
      .filter({ hasText: /\d/ })
      .first();

  test("switching to EUR shows euro prices on the same page, and back to USD", async ({ page }) => {
    await page.goto("/?tab=sunglasses");
    await expect(firstPrice(page)).toContainText("$");
    await currencySwitcher(page).click();
    await page.getByRole("button", { name: /Euro/ }).click();
    await expect(firstPrice(page)).toContainText("€");
    await expect(currencySwitcher(page)).toContainText("Currency: Euro,");
    expect(new URL(page.url()).searchParams.get("tab")).toBe("sunglasses");

    await currencySwitcher(page).click();
    await page.getByRole("button", { name: /US Dollar/ }).click();
    await expect(firstPrice(page)).toContainText("$");
    await expect(firstPrice(page)).not.toContainText("€");
  });
});
