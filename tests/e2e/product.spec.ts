import type { Page } from "@playwright/test";
import { nextPost, register } from "./account-helpers";
import { expect, test } from "./fixtures";
import { rate } from "./shop-helpers";

/** Demo catalogue products (deterministic seed): 1 has a required radio and select, a checkbox and a text option; 2 is out of stock. */
const WITH_OPTIONS = "/store/product/1";
const WITH_OPTIONS_KEYWORD = "/positano-aviator-sunglasses";
const OUT_OF_STOCK = "/store/product/2";

/** The number of lines the header's cart icon announces. */
async function cartCount(page: Page): Promise<number> {
  const label = await page
    .locator("header")
    .first()
    .getByRole("link", { name: /^Shopping bag, \d+ items?$/ })
    .getAttribute("aria-label");
  return Number(/(\d+)/.exec(label ?? "")?.[1] ?? NaN);
}

const purchase = (page: Page) => page.locator("form[id$='-purchase']");
/** The product's own button (product tiles further down have theirs). */
const addToCart = (page: Page) => page.locator("button[form$='-purchase']", { hasText: "Add to cart" });

test.describe("product page", () => {
  test("shows pictures, brand, title, price, stock, options, the delivery note, badges and accordions", async ({ page }) => {
    const response = await page.goto(WITH_OPTIONS);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Positano Aviator Sunglasses by Mirelle | Lumen Optics");
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /aviator sunglasses/i);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Positano Aviator Sunglasses");
    await expect(page.getByRole("link", { name: "Mirelle" })).toHaveAttribute("href", "/mirelle");
    await expect(page.getByTestId("stock")).toHaveText("In Stock");
    await expect(page.locator("main")).toContainText("$250.00");
    await expect(page.getByRole("radiogroup", { name: /Frame size/ }).getByRole("radio")).toHaveCount(3);
    await expect(page.getByRole("combobox", { name: /Lens tint/ })).toContainText("Brown gradient (+$10.00)");
    await expect(page.getByRole("group", { name: /Lens coatings/ }).getByRole("checkbox")).toHaveCount(3);
    await expect(page.getByRole("textbox", { name: "Engraving" })).toBeVisible();
    // (The product layout's side column repeats the note on wide screens.)
    await expect(page.getByText("Free shipping. Expected delivery up to 3-7 days.", { exact: true }).first()).toBeVisible();

    const badges = page.getByRole("list", { name: "Good to know" });
    await expect(badges).toContainText("UV Protection");
    await expect(badges).toContainText("RX-ABLE");
    await expect(badges.getByRole("link", { name: "14 days to return" })).toHaveAttribute("href", "/delivery");

    // Accordions: one open at a time; Product details lists the name and every attribute, N/A when empty.
    const description = page.locator("details", { has: page.locator("summary", { hasText: "Description" }) });
    const details = page.locator("details", { has: page.locator("summary", { hasText: "Product details" }) });
    await expect(description).toHaveAttribute("open", "");
    await details.locator("summary").click();
    await expect(details).toHaveAttribute("open", "");
    await expect(description).not.toHaveAttribute("open", "");
    await expect(details.getByRole("row", { name: /Name/ })).toContainText("Positano Aviator Sunglasses");
    await expect(details.getByRole("row", { name: /Material/ })).toContainText("Titanium");
    await expect(details.getByRole("row", { name: /Prescription range/ })).toContainText("N/A");
    await expect(page.locator("details", { has: page.locator("summary", { hasText: "Shipping" }) })).toHaveCount(1);
  });

  test("the description is the store's HTML, sanitised", async ({ page }) => {
    await page.goto(WITH_OPTIONS);
    const description = page.locator("details", { has: page.locator("summary", { hasText: "Description" }) });
    await expect(description.locator("li").first()).toHaveText("Frame: titanium, gold");
    expect(await description.locator("script, [onerror], [onclick]").count()).toBe(0);
  });

  test("thumbnails steer the pictures: the carousel with JavaScript, anchors without", async ({ page, javaScriptEnabled }) => {
    await page.goto(WITH_OPTIONS);
    const thumbnails = page.getByRole("list", { name: "Choose a picture" }).getByRole("link");
    await expect(thumbnails).toHaveCount(4);
    const box = await thumbnails.first().boundingBox();
    expect(box && Math.round(box.width)).toBe(95);
    expect(box && Math.round(box.height)).toBe(95);
    await expect(thumbnails.nth(2)).toHaveAttribute("href", "#product-image-3");
    if (javaScriptEnabled) {
      await expect(page.getByRole("region", { name: /^Pictures of/ })).toHaveAttribute("data-ready", "true");
      await thumbnails.nth(2).click();
      await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
      await expect(thumbnails.first()).toHaveAttribute("aria-current", "false");
      expect(new URL(page.url()).hash).toBe("");
    } else {
      await thumbnails.nth(2).click();
      expect(new URL(page.url()).hash).toBe("#product-image-3");
    }
  });

  test("adding with a required option missing shows the store's error in the form; chosen, the product goes into the cart", async ({
    page,
  }) => {
    await page.goto(WITH_OPTIONS);
    const before = await cartCount(page);

    await addToCart(page).click();
    const alert = purchase(page).getByRole("alert");
    // Every required option left empty is named at once.
    await expect(alert).toHaveText("Frame size required! Lens tint required!");
    // Also as an error notification, naming the same options as the form.
    await expect(page.getByRole("status").getByText("Frame size required! Lens tint required!")).toBeVisible();
    const frameSize = page.getByRole("radiogroup", { name: /Frame size/ });
    await expect(frameSize).toHaveAttribute("aria-invalid", "true");
    await expect(frameSize).toContainText("Frame size required!");
    expect(await cartCount(page)).toBe(before);

    // The next required option is named once the first is chosen; what was chosen stays chosen.
    await frameSize.getByText("Medium").click();
    await page
      .getByRole("group", { name: /Lens coatings/ })
      .getByText("Anti-reflective")
      .click();
    await addToCart(page).click();
    await expect(alert).toHaveText("Lens tint required!");
    await expect(frameSize.getByRole("radio", { name: "Medium" })).toBeChecked();
    await expect(page.getByRole("group", { name: /Lens coatings/ }).getByRole("checkbox", { name: /Anti-reflective/ })).toBeChecked();

    await page.getByRole("combobox", { name: /Lens tint/ }).selectOption({ label: "G-15 green (+$20.00)" });
    await page
      .getByRole("group", { name: /Lens coatings/ })
      .getByText("Hydrophobic")
      .click();
    await page.getByRole("textbox", { name: "Engraving" }).fill("For A.");
    await addToCart(page).click();
    await expect(page.getByText("Positano Aviator Sunglasses product successfully added to cart")).toBeVisible();
    await expect.poll(() => cartCount(page)).toBe(before + 1);
    await expect(purchase(page).getByRole("alert")).toHaveCount(0);
  });

  test("the heart puts the product in the wishlist and takes it out again", async ({ page }) => {
    await page.goto("/store/product/5");
    const heart = page
      .locator("main")
      .getByRole("button", { name: /wishlist$/ })
      .first();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    // The heart flips at once with JavaScript: the reload waits for the store's answer, not the flip.
    await Promise.all([nextPost(page, "/account/wishlist"), heart.click()]);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(
      page
        .locator("main")
        .getByRole("button", { name: /wishlist$/ })
        .first(),
    ).toHaveAttribute("aria-pressed", "true");
    await page
      .locator("main")
      .getByRole("button", { name: /wishlist$/ })
      .first()
      .click();
    await expect(
      page
        .locator("main")
        .getByRole("button", { name: /wishlist$/ })
        .first(),
    ).toHaveAttribute("aria-pressed", "false");
  });

  test("an out-of-stock product cannot be added", async ({ page }) => {
    await page.goto(OUT_OF_STOCK);
    await expect(page.getByTestId("stock")).toHaveText("Out Of Stock");
    await expect(addToCart(page)).toBeDisabled();
  });

  test("the product's keyword URL renders it in place, with its name in the breadcrumb", async ({ page }) => {
    const response = await page.goto(WITH_OPTIONS_KEYWORD);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(WITH_OPTIONS_KEYWORD);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Positano Aviator Sunglasses");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Positano Aviator Sunglasses",
    ]);
  });

  test("category_id puts the category into the breadcrumb", async ({ page }) => {
    await page.goto(`${WITH_OPTIONS}?category_id=59`);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Sunglasses", "Positano Aviator Sunglasses"]);
    await expect(trail.getByRole("link", { name: "Sunglasses" })).toHaveAttribute("href", /^\/(sunglasses|store\/category\/59)$/);
  });

  test("an unknown product is 'Product Not Found' with a 404", async ({ page }) => {
    const response = await page.goto("/store/product/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
    await expect(page).toHaveTitle(/Product Not Found/);
  });

  test("related products and the featured strip link to products", async ({ page }) => {
    await page.goto(WITH_OPTIONS);
    const related = page.getByRole("region", { name: "Related products" });
    await expect(related.locator("article")).not.toHaveCount(0);
    await expect(related.locator("article").first().getByRole("link")).toHaveAttribute("href", /^\/.+/);
    await expect(page.getByRole("region", { name: "Featured" }).locator("article")).not.toHaveCount(0);
    await expect(page.getByRole("heading", { name: "New frames, first" })).toBeVisible();
  });

  test("with JavaScript a skeleton stands in while another product loads", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the browser loads the page itself");
    await page.goto(WITH_OPTIONS);
    const next = page.getByRole("region", { name: "Related products" }).locator("article").first().getByRole("link").first();
    const target = (await next.getAttribute("href"))!;
    await page.route(`**${target}.data*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await next.click();
    await expect(page.getByLabel("Loading the product")).toBeVisible();
    await page.waitForURL(`**${target}`);
    await expect(page.getByLabel("Loading the product")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Positano Aviator Sunglasses");
  });

  test("view_item is tracked 100 ms after the page shows, in USD", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "tracking runs in the browser");
    await page.goto(WITH_OPTIONS);
    const pushed = await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).find((entry) => entry.event === "view_item"),
    );
    expect(await pushed.jsonValue()).toMatchObject({
      event: "view_item",
      ecommerce: { currency: "USD", value: 250, items: [{ item_id: "1", item_name: "Positano Aviator Sunglasses" }] },
    });
  });
});

test.describe("product review", () => {
  test("a double click on 'Submit review' posts one review", async ({ page, waitForHydration, javaScriptEnabled }) => {
    // Without JavaScript a browser sends a form once per click in the same task; repeated plain posts of one form
    // are tested against the server's one-time token in tests/server/abuse.test.ts. Blog posts share the form and
    // its action (app/components/reviews, app/lib/reviews).
    test.skip(!javaScriptEnabled, "the client guard is JavaScript's");
    await page.goto("/store/product/4");
    await waitForHydration();
    const form = page.locator("form#review");
    const author = `Quick ${Date.now() % 1000000}`;
    await rate(form, 5);
    await form.getByRole("textbox", { name: "Author name" }).fill(author);
    await form.getByRole("textbox", { name: "Review text" }).fill("Sent once, however quickly the button is pressed.");
    await form.getByRole("button", { name: "Submit review" }).dblclick();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("list", { name: "Reviews" }).getByRole("listitem").filter({ hasText: author })).toHaveCount(1);
  });

  test("a review posted in one browser is seen from another within seconds", async ({ page, browser, javaScriptEnabled }, testInfo) => {
    // The caches are the server's (docs/decisions/244-fresh-catalogue.md): one project is enough.
    test.skip(javaScriptEnabled, "the server's caches do not depend on the browser's JavaScript");
    const path = "/store/product/23";
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      // Another visitor's page is kept by the page cache (read twice: the second is a hit).
      const other = await visitor.newPage();
      for (let visit = 0; visit < 2; visit += 1) await other.goto(path);
      await expect(other.getByRole("button", { name: "Submit review" })).toBeVisible();

      await page.goto(path);
      const form = page.locator("form#review");
      const author = `Seen ${testInfo.project.name} ${Date.now() % 1000000}`;
      await rate(form, 5);
      await form.getByRole("textbox", { name: "Author name" }).fill(author);
      await form.getByRole("textbox", { name: "Review text" }).fill("Posted here and read at once in another browser.");
      await form.getByRole("button", { name: "Submit review" }).click();
      await expect(page.getByText("Thank you for your review!")).toBeVisible();

      await expect(async () => {
        await other.reload();
        await expect(other.getByRole("list", { name: "Reviews" }).getByRole("listitem").filter({ hasText: author })).toHaveCount(1, {
          timeout: 500,
        });
      }).toPass({ timeout: 8_000 });
      await expect(other.getByText("Be the first to write one.")).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test("invalid input is answered in place; a valid review is listed and the form gives way to the one-review rule", async ({
    page,
    waitForHydration,
  }, testInfo) => {
    await page.goto("/store/product/3");
    await waitForHydration();
    const form = page.locator("form#review");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(form.getByRole("alert")).toHaveText("Rating field is required");
    // A refusal is red on every form, as on the account forms (the theme's danger colour).
    await expect(form.getByRole("alert")).toHaveCSS("color", "rgb(164, 39, 27)");
    await expect(form.getByRole("group", { name: "Rating" })).toContainText("Rating field is required");
    await expect(form.getByRole("textbox", { name: "Author name" })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Value is required")).toHaveCount(2);

    const author = `Reviewer ${testInfo.project.name} ${Date.now() % 100000}`;
    await rate(form, 4);
    await form.getByRole("textbox", { name: "Author name" }).fill(author);
    await form.getByRole("textbox", { name: "Review text" }).fill("Too short.");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(form.getByRole("alert")).toHaveText("This field should be at least 25 characters long");
    // Values are kept after a refused post.
    await expect(form.getByRole("textbox", { name: "Author name" })).toHaveValue(author);
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();

    await form.getByRole("textbox", { name: "Review text" }).fill("Light, sturdy and the lenses are perfectly clear.");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    const listed = page.getByRole("list", { name: "Reviews" }).getByRole("listitem").filter({ hasText: author });
    await expect(listed).toContainText("Light, sturdy and the lenses are perfectly clear.");
    await expect(listed.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    // One review per shopper and item (docs/decisions/241-one-review-per-shopper-and-item.md).
    await expect(page.locator("form#review")).toHaveCount(0);
    await expect(page.locator("[data-reviewed]")).toContainText("You have already written a review for this item.");
  });

  test("a signed-in customer finds their name in 'Author name', on products and blog posts; a guest an empty field", async ({
    page,
    newCustomer,
  }) => {
    const author = (p: Page) => p.locator("form#review").getByRole("textbox", { name: "Author name" });
    await page.goto("/store/product/5");
    await expect(author(page)).toHaveValue("");

    const customer = newCustomer({ firstName: "Maya", lastName: "Ito" });
    await register(page, customer);
    await page.goto("/store/product/5");
    await expect(author(page)).toHaveValue("Maya Ito");
    await page.goto("/blog/post/2");
    await expect(author(page)).toHaveValue("Maya Ito");
  });
});
