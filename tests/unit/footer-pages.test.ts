/**
 * The footer links only pages the store has, and a WordPress page's slug is a page of the shop
 * (docs/decisions/371-footer-pages-the-store-has.md): the rules on the recorded stores' page lists,
 * then the shop layout and the keyword route against the WordPress store's answers (msw,
 * tests/mocks/wordpress-store.ts).
 */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createWordPressStore, WP_GRAPHQL, type WordPressStore } from "../mocks/wordpress-store";

process.env.COMMERCE_API_URL = WP_GRAPHQL;
process.env.COMMERCE_API_TIMEOUT_MS = "1000";
process.env.SESSION_SECRET = "test-secret-for-the-footer-pages";
process.env.NODE_ENV = "test";

const { footerPageLinks, pageAtPath, parseFooterPageIds } = await import("~/lib/footer-pages");
const { footerColumns } = await import("~/lib/store-config");
const { createRequestContext } = await import("~/lib/document/request-context.server");
const { loadShell } = await import("~/lib/shell/shell.server");
const { loadKeywordPage } = await import("~/lib/pages/keyword-kinds.server");
const { clearDataCaches } = await import("~/lib/loading/catalog-cache.server");
const { resetCapabilitiesCache } = await import("~/lib/api/capabilities.server");
const { resetStoreBasics } = await import("~/lib/api/store-basics.server");

/** OpenCart 3.0.3.9's stock pages (fixture 02): keywords for four, none for a page the owner added. */
const OPENCART_PAGES = [
  { id: "4", keyword: "about_us", url: "/about_us" },
  { id: "6", keyword: "delivery", url: "/delivery" },
  { id: "3", keyword: "privacy", url: "/privacy" },
  { id: "5", keyword: "terms", url: "/terms" },
  { id: "7", keyword: "", url: "/page/7" },
];

const pageLinksOf = (columns: ReturnType<typeof footerColumns>) => columns.flatMap((column) => column.links.map((link) => link.to));

describe("the footer's pages on a store's page list", () => {
  it("links the pages a stock OpenCart has by keyword and leaves out the six it lacks", () => {
    const links = footerPageLinks(OPENCART_PAGES);
    expect(links).toEqual({ about_us: "/about_us", delivery: "/delivery", privacy: "/privacy", terms: "/terms" });
    const shown = pageLinksOf(footerColumns({}, links));
    for (const missing of [
      "/refund_policy",
      "/payment_methods",
      "/customer_care",
      "/terms_of_services",
      "/cookies_policy",
      "/work_with_us",
    ]) {
      expect(shown).not.toContain(missing);
    }
    // The shop's own pages stay.
    expect(shown).toEqual(expect.arrayContaining(["/contact", "/size_guide", "/account/return", "/about_us"]));
  });

  it("takes a page by the id the setting names, at its id route when it has no keyword", () => {
    expect(footerPageLinks(OPENCART_PAGES, parseFooterPageIds("refund_policy=7, about_us=4"))).toMatchObject({
      refund_policy: "/page/7",
      about_us: "/about_us",
    });
    // An id the store does not have links nothing.
    expect(footerPageLinks(OPENCART_PAGES, { refund_policy: "99" }).refund_policy).toBeUndefined();
  });

  it("links every page by its keyword while the store's pages are not known", () => {
    expect(footerPageLinks(null)).toMatchObject({ refund_policy: "/refund_policy", about_us: "/about_us" });
  });

  it("refuses a setting that names no footer page, or no id", () => {
    expect(() => parseFooterPageIds("lens_care=4")).toThrow(/the footer has no page "lens_care"/);
    expect(() => parseFooterPageIds("about_us=abc")).toThrow(/not a page id/);
    expect(() => parseFooterPageIds("about_us=4,about_us=5")).toThrow(/twice/);
    expect(() => parseFooterPageIds("about_us")).toThrow(/keyword=id/);
  });

  it("finds a page by the address the store gives it, one path segment only", () => {
    const pages = [{ id: "40", keyword: "lens-care", url: "/lens-care" }, ...OPENCART_PAGES];
    expect(pageAtPath(pages, "/lens-care")?.id).toBe("40");
    expect(pageAtPath(pages, "/about_us")?.id).toBe("4");
    expect(pageAtPath(pages, "/lens-care/more")).toBeUndefined();
    expect(pageAtPath(pages, "/%E0%A4%A")).toBeUndefined();
    expect(pageAtPath(pages, "/")).toBeUndefined();
  });
});

describe("on the WordPress store", () => {
  let store: WordPressStore;
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  beforeEach(() => {
    store = createWordPressStore();
    server.use(...store.handlers);
    resetCapabilitiesCache();
    resetStoreBasics();
    clearDataCaches();
  });
  afterEach(() => server.resetHandlers());
  vi.spyOn(console, "error").mockImplementation(() => {});

  const contextFor = (path: string) => createRequestContext(new Request(`http://shop.local${path}`));

  it("the footer links the pages the store has, by slug with '_' or '-', and no other", async () => {
    const shell = await loadShell((await contextFor("/")).shopper);
    expect(shell.pageLinks).toEqual({ about_us: "/about_us", refund_policy: "/refund-policy" });
    const shown = pageLinksOf(footerColumns(shell.categoryLinks, shell.pageLinks));
    expect(shown).toEqual(expect.arrayContaining(["/about_us", "/refund-policy"]));
    expect(shown).not.toContain("/customer_care");
    expect(shown).not.toContain("/privacy");
  });

  it("a page's slug is its address in the shop, although searchUrl resolves no page", async () => {
    const request = new Request("http://shop.local/lens-care");
    const context = await createRequestContext(request);
    const page = await loadKeywordPage(context, request);
    expect(page.kind).toBe("page");
    expect(page.data).toMatchObject({ title: "Lens care", html: expect.stringContaining("microfibre") });
    expect(store.calls.map((call) => call.name)).toContain("ResolveUrl");
  });

  it("an address that is no page of the store stays 'Page not found'", async () => {
    const request = new Request("http://shop.local/no-such-page");
    const context = await createRequestContext(request);
    await expect(loadKeywordPage(context, request)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
