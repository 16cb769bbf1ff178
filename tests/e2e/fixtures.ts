/**
 * The one `test` every browser test imports (with `expect`): Playwright's, plus the fixtures the
 * shop's tests share. Every test runs twice, with JavaScript and without (playwright.config.ts): ask
 * Playwright's own `javaScriptEnabled` option, as a fixture, which run this is —
 * `test("…", async ({ page, javaScriptEnabled }) => …)`, `test.skip(!javaScriptEnabled, "why")`.
 * Page helpers live beside it: shop-helpers.ts (products, cart, API) and account-helpers.ts.
 */
import { test as base, expect, type Page, type Response } from "@playwright/test";
import type { TestCustomer } from "./account-helpers";

interface ShopFixtures {
  /**
   * With JavaScript, waits until React has hydrated the page (for a page reached other than by
   * `goto` or `reload`), so a click is handled by the app rather than by a page not yet alive.
   * Without JavaScript there is nothing to wait for.
   */
  waitForHydration: () => Promise<void>;
  /** A customer no other test uses (the run, the worker and a counter are in the e-mail). */
  newCustomer: (overrides?: Partial<TestCustomer>) => TestCustomer;
}

let customerCount = 0;

/**
 * Until React has taken the document over (the root layout marks `<html>`). A loaded machine takes a
 * while to fetch and run ~110 KB of scripts: a state worth waiting longer for than a click's.
 */
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });

export const test = base.extend<ShopFixtures>({
  // A page's scripts start only after its load event (decision 211), so with JavaScript a page
  // loaded with `goto` or `reload` (the default wait, a document) is handed back once it has
  // hydrated: a test then acts on the app, as a shopper who waited for the page would.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const afterLoad = async (response: Response | null, waitUntil?: string) => {
        // Only the app's documents hydrate: they carry the scripts' loader.
        const isAppDocument =
          response?.headers()["content-type"]?.startsWith("text/html") && (await page.locator("#scripts-loader").count()) > 0;
        if (isAppDocument && (waitUntil ?? "load") === "load") await hydrated(page);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => afterLoad(await goto(url, options), options?.waitUntil);
      page.reload = async (options) => afterLoad(await reload(options), options?.waitUntil);
    }
    await use(page);
  },
  waitForHydration: async ({ page, javaScriptEnabled }, use) => {
    await use(async () => {
      if (javaScriptEnabled) await hydrated(page);
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
