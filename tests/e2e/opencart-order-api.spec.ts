/**
 * On a stock OpenCart store with an API key (decision 360), the shop places the order itself
 * through the store's order API: a product with options and a coupon, Cash On Delivery among the
 * store's own methods, the store's coupon line in the summary, and our own order placed page with
 * the store's order number at the total the page showed. Runs with JavaScript on and off.
 */
import { ada, chooseCountry, fillAddress } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { servers } from "./servers";
import { addWithOptions, main, tiles } from "./shop-helpers";

const store = servers.stockOrders.url;

test.describe("a stock OpenCart store with an API key", () => {
  test("a guest buys a frame with options and a coupon; the order is placed in the store", async ({ page, javaScriptEnabled }) => {
    test.slow();
    await page.goto(`${store}/eyeglasses`);
    const links = tiles(page).getByRole("heading", { level: 3 }).getByRole("link");
    const candidates = await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent ?? "", a.getAttribute("href") ?? ""]));
    let product: { id: string; name: string; price: string; url: string } | null = null;
    for (const [name, href] of candidates) {
      await page.goto(store + href);
      if (await main(page).getByRole("button", { name: "Add to cart", exact: true }).isEnabled()) {
        product = { id: "", name: name!.trim(), price: "", url: store + href };
        break;
      }
    }
    expect(product, "a frame in stock").not.toBeNull();
    await addWithOptions(page, product!);

    await page.goto(`${store}/store/cart`);
    await main(page).getByLabel("Discount code").first().fill("WELCOME15");
    await main(page).getByRole("button", { name: "Apply", exact: true }).first().click();
    await expect(main(page)).not.toContainText("This store does not accept coupon codes online.");
    await expect(main(page)).toContainText("WELCOME15");

    await page.goto(`${store}/store/checkout/`);
    await fillAddress(page, ada("oc-api"));
    // OpenCart's order API asks for a telephone of 3 to 32 characters (api/customer).
    await main(page).getByLabel("Telephone").fill("020 7946 0000");
    await chooseCountry(page, "United Kingdom", "England", javaScriptEnabled);
    await main(page).getByRole("button", { name: "Continue to shipping" }).click();
    await expect(page).toHaveURL(/step=2$/);
    await main(page).getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/step=3$/);

    // The store's own methods and total lines: no hand-over.
    await expect(main(page).getByRole("radio", { name: "Cash On Delivery" })).toBeVisible();
    await expect(main(page).getByRole("radio", { name: "Bank Transfer" })).toBeVisible();
    await expect(page.getByText("Coupon (WELCOME15)").first()).toBeVisible();
    const shown = (await page.locator("[data-checkout-total]").first().textContent())?.trim() ?? "";
    expect(shown).toMatch(/^\$\d/);
    await main(page).getByRole("radio", { name: "Cash On Delivery" }).check();
    await main(page).getByRole("button", { name: "Complete order" }).click();

    await expect(page).toHaveURL(`${store}/store/checkout-success`);
    await expect(page.getByRole("heading", { name: "Your order has been placed!" })).toBeVisible();
    await expect(page.locator("[data-order-id]")).toHaveAttribute("data-order-id", /^\d+$/);
    await expect(page.locator("[data-store-totals]")).toContainText(shown);
  });
});
