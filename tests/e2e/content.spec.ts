import { expect, test } from "./fixtures";
import { pageIdOf } from "./shop-helpers";

/** The demo store's "Privacy Policy" page, keyword "privacy" (its id is asked of the store). */
const PRIVACY_TITLE = "Privacy Policy";

test.describe("content pages", () => {
  for (const path of ["/page/{id}", "/common/page/{id}", "/common/page/privacy", "/privacy"]) {
    test(`${path} shows the page with its meta`, async ({ page, request }) => {
      const response = await page.goto(path.replace("{id}", await pageIdOf(request, "privacy")));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PRIVACY_TITLE);
      await expect(page.locator("article")).not.toBeEmpty();
      await expect(page).toHaveTitle("Privacy Policy | Lumen Optics");
      await expect(page.locator("meta[name='description']")).toHaveAttribute(
        "content",
        "How Lumen Optics collects, uses and protects your personal information.",
      );
      await expect(page.locator("meta[name='keywords']")).toHaveAttribute("content", "privacy policy");
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", PRIVACY_TITLE]);
      await expect(page.getByRole("heading", { name: "New frames, first" })).toBeVisible();
    });
  }

  test("footer links open their pages at the keyword URL", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Delivery" }).click();
    await page.waitForURL("**/delivery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery Information");
    await expect(page).toHaveTitle("Delivery Information | Lumen Optics");
  });

  test("category and brand keyword URLs render their listings in place", async ({ page }) => {
    expect((await page.goto("/eyeglasses"))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/eyeglasses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eyeglasses");
    await expect(page.locator("main article").first()).toBeVisible();
    expect((await page.goto("/mirelle"))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/mirelle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mirelle");
  });

  test("an unknown page is 'Page not found' with a 404", async ({ page }) => {
    for (const path of ["/page/999", "/common/page/no-such-page"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    }
  });
});
