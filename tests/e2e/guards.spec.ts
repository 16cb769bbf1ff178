import { expect, test } from "./fixtures";
import { servers } from "./servers";

const DEPRECATED_TEXT = "The installed version of the front end requires a newer version of the API.";

test.describe("deprecated API (the API reports 9.0.0)", () => {
  test.use({ baseURL: servers.deprecated.url });

  for (const path of ["/", "/store/cart", "/privacy", "/store/checkout"]) {
    test(`${path} leads to the deprecated-API screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/deprecated-api");
      expect(response?.status()).toBe(503);
      await expect(page.getByText(DEPRECATED_TEXT)).toBeVisible();
      // Navigation is blocked: no shop header, no links onwards but the logo.
      await expect(page.getByRole("search")).toHaveCount(0);
    });
  }
});

test.describe("the shop with its API up", () => {
  test("sends the deprecated-API screen home", async ({ page }) => {
    await page.goto("/deprecated-api");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("is ready", async ({ request }) => {
    const response = await request.get("/readyz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", apiVersion: "1.0.0" });
  });
});

test.describe("API down", () => {
  test.use({ baseURL: servers.apiDown.url });

  test("the home page is a friendly 503 inside the shop, not a stack trace", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "We'll be right back" })).toBeVisible();
    await expect(page.getByText("Details: Network Error")).toBeVisible();
    await expect(page.locator("header").first().getByRole("link", { name: "Lumen Optics home" })).toBeVisible();
    expect(await page.content()).not.toMatch(/at \w+ \(|node_modules/);
  });

  test("keyword pages are 503 too, and the readiness check says so while the process is alive", async ({ page, request }) => {
    expect((await page.goto("/privacy"))?.status()).toBe(503);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable" });
    expect((await request.get("/healthz")).status()).toBe(200);
  });

  test("serves no API of its own when pointed elsewhere", async ({ request }) => {
    expect((await request.post("/api/graphql", { data: { query: "{ version }" } })).status()).toBe(404);
  });
});
