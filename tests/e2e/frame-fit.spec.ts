/**
 * Frame measurements (docs/decisions/248-frame-fit-search.md): the product page's frame size with
 * its drawing, and "Fits like my pair" from a typed 50-20-145, with JavaScript on and off.
 */
import { expect, test } from "./fixtures";
import { graphql, tiles } from "./shop-helpers";

/** The demo catalogue's eyeglasses (decision 002). */
const EYEGLASSES = "/store/category/60";

test("the product page shows the frame size, a drawing of each number and the two other measurements", async ({ page }) => {
  // Product 5 of the deterministic seed: 54-16-150, lens height 32, frame width 134.
  await page.goto("/store/product/5");
  const block = page.getByRole("region", { name: "Frame size" });
  await expect(block).toContainText("54-16-150");
  await expect(block.getByRole("img")).toHaveAccessibleName(
    "Frame measurements: lens width 54 mm, bridge 16 mm, temple length 150 mm, lens height 32 mm, frame width 134 mm.",
  );
  await expect(block.locator("dt")).toHaveText(["Lens width", "Bridge", "Temple length", "Lens height", "Frame width"]);
  await expect(block.locator("dd")).toHaveText(["54 mm", "16 mm", "150 mm", "32 mm", "134 mm"]);
  await expect(block.getByRole("link", { name: /What the numbers mean/ })).toHaveAttribute("href", "/size_guide#frame-size");
});

test("'Fits like my pair' from a typed 50-20-145 lists the nearest frames first, in a shareable address", async ({ page, request }) => {
  const { productsList } = await graphql<{ productsList: { totalElements: number; content: { name: string }[] } }>(
    request,
    `
      {
        productsList(category_id: "60", fit: { lens_width: 50, bridge: 20, temple: 145 }, sort: "id", size: 3) {
          totalElements
          content {
            name
          }
        }
      }
    `,
  );
  await page.goto(EYEGLASSES);
  const field = page.getByRole("textbox", { name: "Fits like my pair" });

  await field.fill("50-20");
  await page.getByRole("button", { name: "Find frames" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter the three numbers from inside your frame's temple, like 50-20-145.");
  await expect(field).toHaveValue("50-20");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill("50 20 145");
  await page.getByRole("button", { name: "Find frames" }).click();
  await expect(page).toHaveURL(`${EYEGLASSES}?fit=50-20-145`);
  await expect(page.getByText(/^Frames that fit like 50-20-145: lens width 48–52 mm, bridge 18–22 mm, temple 140–150 mm/)).toBeVisible();
  await expect(page.getByText(`${productsList.totalElements} products`, { exact: true })).toBeVisible();
  await expect(tiles(page).locator("h3").first()).toHaveText(productsList.content[0]!.name);
  await expect(page.getByRole("link", { name: "Remove filter Fits like 50-20-145" })).toBeVisible();

  // The address alone gives the same list.
  const response = await page.goto(`${EYEGLASSES}?fit=50-20-145`);
  expect(response?.status()).toBe(200);
  await expect(tiles(page).locator("h3").first()).toHaveText(productsList.content[0]!.name);
  expect((await page.goto(`${EYEGLASSES}?fit=abc`))?.status()).toBe(400);
});

test("on a phone 'Fits like my pair' is a chip, so the first screen shows a product; a searched fit opens it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(EYEGLASSES);
  const field = page.getByRole("textbox", { name: "Fits like my pair" });
  await expect(field).toBeHidden();
  // The first tile's name and price are on the first screen (docs/decisions/356-fit-search-folds-on-phones.md).
  const first = tiles(page).first();
  const box = await first.locator("h3").boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(812);

  await page.getByText("Fits like my pair", { exact: true }).first().click();
  await field.fill("50-20-145");
  await page.getByRole("button", { name: "Find frames" }).click();
  await expect(page).toHaveURL(`${EYEGLASSES}?fit=50-20-145`);
  // Open while a fit is searched: its status and "Show all frames" stay in view.
  await expect(field).toBeVisible();
  await expect(field).toHaveValue("50-20-145");
});
