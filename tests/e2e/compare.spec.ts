import { expect, test } from "./fixtures";
import { cartCount, listingWith, readyToWearProducts, tileOf } from "./shop-helpers";

test.describe("compare", () => {
  test("add two products from their tiles, see the table's rows, DELETE one", async ({ page }) => {
    await page.goto("/store/category/59");
    const tiles = page.locator("main article");
    const names: string[] = [];
    for (const index of [2, 3]) {
      const tile = tiles.nth(index);
      const name = (await tile.getByRole("heading", { level: 3 }).textContent())!.trim();
      names.push(name);
      await tile.getByRole("button", { name: `Add ${name} to compare` }).click();
      await expect(page.locator("[data-toast=notification]")).toContainText(`${name} product successfully added to compare`);
    }

    await page.goto("/store/compare");
    const table = page.getByRole("table", { name: "Product comparison" });
    await expect(table.getByRole("rowheader")).toHaveText([
      "Product",
      "Image",
      "Price",
      "Model",
      "Availability",
      "Rating",
      "Summary",
      "Actions",
    ]);
    for (const name of names) await expect(table.getByRole("link", { name })).toBeVisible();
    await expect(table.getByRole("row", { name: /^Availability/ })).toContainText(/In stock|Out of stock/);
    await expect(table.getByRole("row", { name: /^Rating/ }).getByRole("img", { name: /^Rated / })).toHaveCount(2);
    await expect(table.getByRole("button", { name: /^ADD TO CART: / })).toHaveCount(2);

    await table.getByRole("button", { name: `DELETE ${names[0]} from compare` }).click();
    await expect(table.getByRole("link", { name: names[0] })).toHaveCount(0);
    await expect(table.getByRole("link", { name: names[1] })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("table", { name: "Product comparison" }).getByRole("link", { name: names[0] })).toHaveCount(0);

    await page.getByRole("button", { name: `DELETE ${names[1]} from compare` }).click();
    await expect(page.getByText("You have not chosen any products to compare.")).toBeVisible();
  });

  test("ADD TO CART from compare uses quantity 1 and no options: a product with options goes to its page", async ({ page }) => {
    await page.goto("/store/category/60");
    const tile = page.locator("main article").filter({ hasNotText: "Out of stock" }).first();
    const name = (await tile.getByRole("heading", { level: 3 }).textContent())!.trim();
    await tile.getByRole("button", { name: `Add ${name} to compare` }).click();
    await expect(page.locator("[data-toast=notification]")).toContainText("successfully added to compare");
    await page.goto("/store/compare");
    await page.getByRole("button", { name: `ADD TO CART: ${name}` }).click();
    await expect(page.locator("[data-toast=error]")).toContainText("required!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("ADD TO CART from compare: a product with nothing to choose goes into the cart, the table stays", async ({
    page,
    request,
    javaScriptEnabled,
    waitForHydration,
  }) => {
    const [product] = await readyToWearProducts(request, 1, 1);
    await page.goto(listingWith(product));
    await tileOf(page, product)
      .getByRole("button", { name: `Add ${product.name} to compare` })
      .click();
    await expect(page.locator("[data-toast=notification]")).toContainText(`${product.name} product successfully added to compare`);
    await page.goto("/store/compare");
    await waitForHydration();
    await page.getByRole("button", { name: `ADD TO CART: ${product.name}` }).click();
    await expect(page.locator("[data-toast=notification]")).toContainText(`${product.name} product successfully added to cart`);
    await expect.poll(() => cartCount(page)).toBe(1);
    if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: /Shopping bag/i })).toContainText(product.name);
    await expect(page).toHaveURL(/\/store\/compare$/);
    await expect(page.getByRole("table", { name: "Product comparison" }).getByRole("link", { name: product.name })).toBeVisible();
  });
});
