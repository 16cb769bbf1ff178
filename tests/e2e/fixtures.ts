/**
 * The one `test` every browser test imports (with `expect`): Playwright's, plus the fixtures the
 * shop's tests share. Every test runs twice, with JavaScript and without (playwright.config.ts): ask
 * Playwright's own `javaScriptEnabled` option, as a fixture, which run this is —
 * `test("…", async ({ page, javaScriptEnabled }) => …)`, `test.skip(!javaScriptEnabled, "why")`.
 * Page helpers live beside it: shop-helpers.ts (products, cart, API) and account-helpers.ts.
 */
import { test as base, expect } from "@playwright/test";
import type { TestCustomer } from "./account-helpers";

interface ShopFixtures {
  /**
   * With JavaScript, waits until React has hydrated the shell (the header's category navigation marks
   * itself enhanced), so a click is handled by the app rather than by a page not yet alive. Without
   * JavaScript there is nothing to wait for.
   */
  waitForHydration: () => Promise<void>;
  /** A customer no other test uses (the run, the worker and a counter are in the e-mail). */
  newCustomer: (overrides?: Partial<TestCustomer>) => TestCustomer;
}

let customerCount = 0;

export const test = base.extend<ShopFixtures>({
  waitForHydration: async ({ page, javaScriptEnabled }, use) => {
    await use(async () => {
      if (!javaScriptEnabled) return;
      // includeHidden: on a phone the category bar is hidden, yet it still marks the page enhanced.
      await expect(page.getByRole("navigation", { name: "Featured categories", includeHidden: true })).toHaveAttribute(
        "data-enhanced",
        "true",
      );
    });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring.
  newCustomer: async ({}, use, testInfo) => {
    await use((overrides = {}) => {
      customerCount += 1;
      const tag = `${testInfo.project.name}.w${testInfo.workerIndex}.${Date.now().toString(36)}.${customerCount}`;
      return { firstName: "Ada", lastName: "Lovelace", email: `ada.${tag}@example.com`, password: "secret12", ...overrides };
    });
  },
});

export { expect };
