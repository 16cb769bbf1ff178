import { register } from "./account-helpers";
import { expect, test } from "./fixtures";
import { markOrder, placeOrderThroughApi } from "./order-helpers";
import { main } from "./shop-helpers";

// Each test registers its own customer and walks a flow of several page loads: on a busy two-core
// machine that can take longer than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe("order history", () => {
  test("a placed order shows with its date, status, total and items, on the history and the hub", async ({ page, newCustomer }) => {
    const customer = newCustomer();
    await register(page, customer);
    await page.goto("/account/order-history");
    await expect(main(page)).toContainText("You have not placed any orders yet.");

    const { order, product } = await placeOrderThroughApi(customer);
    await page.goto("/account/order-history");
    const card = main(page).locator(`[data-order-id="${order.id}"]`);
    await expect(card.getByRole("heading", { name: `Order #${order.id}` })).toBeVisible();
    await expect(card).toContainText("Pending");
    await expect(card).toContainText(order.total);
    await expect(card).toContainText("2 items");
    await expect(card.getByRole("link", { name: product.name })).toHaveAttribute("href", `/store/product/${product.id}`);
    const placed = card.locator("time");
    await expect(placed).toHaveText(new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date()));
    await expect(main(page)).toContainText("1 order placed with us.");
    // Not shipped yet: nothing to return (docs/decisions/340-return-request-checks.md).
    await expect(card.getByRole("link", { name: "Request a return" })).toHaveCount(0);
    await markOrder(order.id);
    await page.reload();
    await expect(card).toContainText("Shipped");
    await expect(card.getByRole("link", { name: "Request a return" })).toHaveAttribute("href", `/account/return?order_id=${order.id}`);

    await page.goto("/account");
    const recent = main(page).locator(`[data-order-id="${order.id}"]`);
    await expect(recent).toContainText(product.name);
    await expect(main(page).getByRole("link", { name: "View all 1 order" })).toHaveAttribute("href", "/account/order-history");
  });

  test("guests sign in first", async ({ page }) => {
    await page.goto("/account/order-history");
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Forder-history$/);
  });
});
