import { expect, test } from "@playwright/test";

test.describe("checkout layout", () => {
  test("has only the logo linking home, no breadcrumb, no shop header", async ({ page }) => {
    const response = await page.goto("/store/checkout");
    expect(response?.status()).toBe(200);
    const header = page.locator("header");
    await expect(header).toHaveCount(1);
    await expect(header.getByRole("link", { name: "Lumen Optics home" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/account/login");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
    await expect(page.getByRole("search")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Shopping bag/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout is not open yet");
  });

  test("the same layout with a trailing slash and the step query", async ({ page }) => {
    await page.goto("/store/checkout/?step=2");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout is not open yet");
  });
});
