/**
 * Orders on a WordPress store placed through WooCommerce's Store API (decision 365), in a browser:
 * the shop on the embedded API's `wordpress` profile (`servers.wordpress`), whose stand-in answers
 * the Store API as WooCommerce 8.0.3 does. A shopper picks a frame's variation attributes, takes a
 * coupon WooCommerce accepts, and pays cash on delivery on the shop itself: step 3 shows
 * WooCommerce's offline gateways and its own total lines, and the order placed page the store's
 * order number at the total shown.
 */
import { request as playwrightRequest } from "@playwright/test";
import { informationStep, rosa } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { servers } from "./servers";
import { addWithOptions, main } from "./shop-helpers";

const wordpress = servers.wordpress.url;

test.describe.configure({ timeout: 60_000 });

/** A product in stock with variation attributes; an even id, whose related products answer (decision 228). */
async function frame(): Promise<{ id: string; name: string }> {
  const api = await playwrightRequest.newContext();
  const response = await api.post(`${wordpress}/api/graphql`, {
    data: { query: "{ productsList(size: 60) { content { id name stock options { id } } } }" },
  });
  const { data } = (await response.json()) as {
    data: { productsList: { content: { id: string; name: string; stock: boolean; options: { id: string }[] }[] } };
  };
  await api.dispose();
  const found = data.productsList.content.find((product) => product.stock && Number(product.id) % 2 === 0 && product.options.length > 0);
  if (!found) throw new Error("no product with variation attributes in stock among the first 60");
  return found;
}

test("a guest pays cash on delivery on the shop, with a coupon WooCommerce takes", async ({ page }, testInfo) => {
  const product = await frame();
  await addWithOptions(page, { id: product.id, name: product.name, price: "", url: `${wordpress}/store/product/${product.id}` });

  await page.goto(`${wordpress}/store/cart`);
  const coupon = main(page).getByLabel("Discount code");
  await coupon.fill("NOSUCHCODE");
  await main(page).getByRole("button", { name: "Apply" }).click();
  // WooCommerce's own words for a code it does not know.
  await expect(main(page).getByRole("alert")).toContainText('Coupon "nosuchcode" does not exist!');
  await main(page).getByLabel("Discount code").fill("WELCOME15");
  await main(page).getByRole("button", { name: "Apply" }).click();
  await expect(main(page).getByText('Coupon "nosuchcode" does not exist!')).toHaveCount(0);

  await page.goto(`${wordpress}/store/checkout/`);
  await informationStep(page, rosa(`wc-${testInfo.project.name}`));
  // WooCommerce's method types, as the plugin lists them.
  await expect(main(page).getByRole("radio", { name: "Flat rate" })).toBeChecked();
  await main(page).getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/step=3$/);

  // Step 3: WooCommerce's offline gateways and its own total lines, the coupon among them; no hand-over.
  await expect(main(page).getByRole("radio", { name: "Cash on delivery" })).toBeVisible();
  await expect(main(page).getByRole("radio", { name: "Direct bank transfer" })).toBeVisible();
  await expect(main(page).getByText("This store takes payment on its own site.")).toHaveCount(0);
  await expect(page.getByText("Discount (welcome15)")).toBeVisible();
  const shownTotal = await main(page).locator('input[name="shownTotal"]').inputValue();
  expect(shownTotal).toMatch(/^\$\d/);
  await main(page).getByRole("radio", { name: "Cash on delivery" }).check();
  await main(page).getByRole("button", { name: "Complete order" }).click();

  await expect(page).toHaveURL(/\/store\/checkout-success$/);
  await expect(page.locator("[data-order-id]")).toHaveAttribute("data-order-id", /^\d+$/);
  await expect(main(page)).toContainText(shownTotal);
});
