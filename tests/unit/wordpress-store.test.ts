/**
 * The storefront against WordPress + WooCommerce + vuefront/wordpress (msw, answers from the
 * recordings in tests/mocks/wordpress-store.ts) and against OpenCart's stock answers: one failed
 * optional part leaves the page standing, the index routes the store lacks are absences said
 * honestly (and remembered), PHP notices before the JSON are read past, store images are allowed.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createWordPressStore, WP_GRAPHQL, WP_INDEX, type WordPressStore } from "../mocks/wordpress-store";

process.env.COMMERCE_API_URL = WP_GRAPHQL;
process.env.COMMERCE_API_TIMEOUT_MS = "1000";
process.env.SESSION_SECRET = "test-secret-for-the-wordpress-store";
process.env.NODE_ENV = "test";

const { createRequestContext } = await import("~/lib/document/request-context.server");
const { clearDataCaches } = await import("~/lib/loading/catalog-cache.server");
const { loadProductPage } = await import("~/lib/product/product-page.server");
const { loadBrandList } = await import("~/lib/catalog/brand-list.server");
const { applyCoupon, COUPONS_NOT_OFFERED_TEXT, INVALID_COUPON_TEXT } = await import("~/lib/cart/cart.server");
const { loadReturnReasons, submitReturnRequest, RETURNS_NOT_OFFERED_TEXT } = await import("~/lib/returns/return-page.server");
const { loadMenuData, clearMenuCache } = await import("~/lib/menu/menu-data.server");
const { loadModule } = await import("~/lib/loading/modules.server");
const { resetCapabilitiesCache } = await import("~/lib/api/capabilities.server");
const { resetIndexRoutes, notTheExtension } = await import("~/lib/api/index-routes.server");
const { CommerceClient, dropUnsafeUrls } = await import("~/lib/api/client.server");
const { ApiVersionDocument } = await import("~/lib/api/queries.server");
const { DISPLAY_ERRORS_WARNING, jsonAfterPhpNotices, resetPhpNoticeWarning } = await import("~/lib/api/php-notices.server");
const { contentSecurityPolicy } = await import("~/lib/document/security-headers.server");
const { parseEnv } = await import("~/lib/env.server");

let store: WordPressStore;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  store = createWordPressStore();
  server.use(...store.handlers);
  resetCapabilitiesCache();
  resetIndexRoutes();
  clearDataCaches();
  clearMenuCache();
});
afterEach(() => server.resetHandlers());
vi.spyOn(console, "error").mockImplementation(() => {});

const contextFor = (path: string, method = "GET") => createRequestContext(new Request(`http://shop.local${path}`, { method }));

/** What a loader threw: its status (a Remix data() or a Response). */
async function thrownStatus(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    return (thrown as { init?: { status?: number }; status?: number }).init?.status ?? (thrown as { status?: number }).status;
  }
  return "nothing thrown";
}

describe("one failed optional part leaves the page standing", () => {
  it("shows product 20 without related products when `related` crashes (Internal server error)", async () => {
    const context = await contextFor("/store/product/20");
    const page = await loadProductPage(context, "20", new URL("http://shop.local/store/product/20"));
    expect(page.product).toMatchObject({ id: "20", name: "Cat-eye Optical", price: "$110.00" });
    expect(page.related).toEqual([]);
  });

  it("still answers 'Product Not Found' (404) for an all-null product", async () => {
    const context = await contextFor("/store/product/9999");
    expect(await thrownStatus(loadProductPage(context, "9999", new URL("http://shop.local/store/product/9999")))).toBe(404);
  });

  it("lists no brands when manufacturerList fails", async () => {
    const context = await contextFor("/store/manufacturer");
    expect(await loadBrandList(context)).toEqual({ groups: [] });
  });
});

describe("index routes the store does not have", () => {
  const coupon = async () => applyCoupon((await contextFor("/cart", "POST")).shopper, "lumen10");

  it("WordPress's 404 rest_no_route: the store does not accept coupon codes online, and is not asked again", async () => {
    expect(await coupon()).toEqual({ ok: false, message: COUPONS_NOT_OFFERED_TEXT });
    expect(await coupon()).toEqual({ ok: false, message: COUPONS_NOT_OFFERED_TEXT });
    expect(store.calls.filter((call) => call.name === "route=api/coupon")).toHaveLength(1);
  });

  it("OpenCart's own admin API (200 permission refused), a 200 HTML page, a 301: not accepted online, never 'invalid'", async () => {
    const answers = [
      () => HttpResponse.json({ error: "Warning: You do not have permission to access the API!" }),
      () => HttpResponse.html("<!DOCTYPE html><html><title>Lumen Optics WP</title></html>"),
      () => new HttpResponse(null, { status: 301, headers: { Location: "https://wp-store.example/?route=api%2Fcoupon" } }),
    ];
    for (const answer of answers) {
      resetIndexRoutes();
      server.use(http.post(WP_INDEX, answer));
      expect(await coupon()).toEqual({ ok: false, message: COUPONS_NOT_OFFERED_TEXT });
    }
  });

  it("the extension's own error is still 'invalid code'", async () => {
    server.use(
      http.post(WP_INDEX, () => HttpResponse.json({ error: "Warning: Coupon is either invalid, expired or reached its usage limit!" })),
    );
    expect(await coupon()).toEqual({ ok: false, message: INVALID_COUPON_TEXT });
  });

  it("returns: no reasons route means no requests online; a post says so", async () => {
    const { shopper } = await contextFor("/returns");
    expect(await loadReturnReasons(shopper.api)).toBeNull();
    const request = { firstName: "Ada", lastName: "L", email: "ada@example.com", phone: "1", orderId: "42", reason: "2" };
    expect(await submitReturnRequest(shopper.api, request)).toMatchObject({ ok: false, message: RETURNS_NOT_OFFERED_TEXT });
  });

  it("menus and banners: empty lists, not failures", async () => {
    const { shopper } = await contextFor("/");
    const menu = await loadMenuData(shopper.api, "en-gb");
    expect(menu).toMatchObject({ shapes: [], colors: [], features: [] });
    expect(menu.categories?.length).toBeGreaterThan(0);
    const outcome = { failed: [] as string[] };
    expect(await loadModule("home banners", shopper.api.rest("api/banner", { query: { banner: "home" } }), [], outcome)).toEqual([]);
    expect(outcome.failed).toEqual([]);
  });

  it("a 5xx is a failure, not an absence; a JSON answer with 2xx is the extension", () => {
    const answer = (status: number, body: string, contentType = "application/json") =>
      notTheExtension({ status, body, contentType }, { jsonOnly: true });
    expect(answer(500, "<h1>Fatal error</h1>", "text/html")).toBeNull();
    expect(answer(200, '[{"title":"Summer"}]')).toBeNull();
    expect(answer(200, '{"success":"Your coupon discount has been applied!"}')).toBeNull();
    expect(answer(404, '{"code":"rest_no_route"}')).toMatch(/404/);
    expect(answer(200, '{"error":{"warning":"Warning: You do not have permission to access the API!"}}')).toMatch(/admin API/);
  });
});

/** 200 text/html: what PHP 8 prints with OpenCart's "Display errors" on, then the JSON. */
const NOTICES =
  "<br />\n<b>Deprecated</b>:  Return type of GraphQL\\Language\\AST\\NodeList::offsetExists($offset) should either be compatible with " +
  "ArrayAccess::offsetExists(mixed $offset): bool, or the #[\\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in " +
  "<b>/var/www/opencart/system/library/d_graphql/vendor/webonyx/graphql-php/src/Language/AST/NodeList.php</b> on line <b>57</b><br />\n" +
  "<br />\n<b>Deprecated</b>:  Creation of dynamic property GraphQL\\Type\\Definition\\FieldDefinition::$config is deprecated in " +
  "<b>/var/www/opencart/system/library/d_graphql/vendor/webonyx/graphql-php/src/Type/Definition/FieldDefinition.php</b> on line <b>126</b><br />\n";

describe("PHP notices before the JSON", () => {
  it("finds the JSON after the notices; leaves other bodies alone", () => {
    expect(jsonAfterPhpNotices(`${NOTICES}{"data":{"version":"1.0.0"}}`)).toBe('{"data":{"version":"1.0.0"}}');
    expect(jsonAfterPhpNotices(`${NOTICES}[]`)).toBe("[]");
    expect(jsonAfterPhpNotices('{"data":{}}')).toBeNull();
    expect(jsonAfterPhpNotices("<!DOCTYPE html><p>Not found</p>")).toBeNull();
  });

  it("reads GraphQL and index-route answers past them and warns the operator once", async () => {
    resetPhpNoticeWarning();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const index = "https://oc-store.example/index.php";
    const notices = (body: string) => new HttpResponse(`${NOTICES}${body}`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    server.use(
      http.post(index, async ({ request }) => {
        const { query } = (await request.json()) as { query: string };
        return notices(
          /StoreExtensionsProbe/.test(query)
            ? '{"errors":[{"message":"Cannot query field \\"x\\" on type \\"Cart\\"."}]}'
            : '{"data":{"version":"1.0.0"}}',
        );
      }),
      http.get(index, () => notices('[{"title":"Summer","image":"http://127.0.0.1:8080/image/banner.jpg","link":"/"}]')),
    );
    const client = new CommerceClient({ apiUrl: `${index}?route=extension/module/d_vuefront/graphql`, indexUrl: index, timeoutMs: 1000 });
    expect(await client.request(ApiVersionDocument)).toEqual({ version: "1.0.0" });
    expect(await client.request(ApiVersionDocument)).toEqual({ version: "1.0.0" });
    expect(await client.rest("api/banner")).toEqual([{ title: "Summer", image: "http://127.0.0.1:8080/image/banner.jpg", link: "/" }]);
    expect(warn.mock.calls.filter(([line]) => line === DISPLAY_ERRORS_WARNING)).toHaveLength(1);
    warn.mockRestore();
  });
});

describe("images from the store's origin", () => {
  it("the CSP's img-src allows the API's and the index URL's origins and STORE_IMAGE_ORIGINS", () => {
    const { env } = parseEnv({
      NODE_ENV: "test",
      SESSION_SECRET: "a-long-enough-secret-for-tests",
      COMMERCE_API_URL: "http://127.0.0.1:8080/index.php?route=extension/module/d_vuefront/graphql",
      COMMERCE_INDEX_URL: "http://store-index.example:8081/index.php",
      STORE_IMAGE_ORIGINS: "https://cdn.example.com/images, http://img.example.net",
    });
    expect(env.storeImageOrigins).toEqual(["https://cdn.example.com", "http://img.example.net"]);
    const imgSrc = contentSecurityPolicy([], env)
      .split("; ")
      .find((directive) => directive.startsWith("img-src"));
    expect(imgSrc?.split(" ")).toEqual(
      expect.arrayContaining([
        "http://127.0.0.1:8080",
        "http://store-index.example:8081",
        "https://cdn.example.com",
        "http://img.example.net",
      ]),
    );
  });

  it("refuses a STORE_IMAGE_ORIGINS entry that is not an http(s) URL", () => {
    expect(() => parseEnv({ NODE_ENV: "test", STORE_IMAGE_ORIGINS: "javascript:alert(1)" })).toThrow(/STORE_IMAGE_ORIGINS/);
  });

  it("keeps absolute store image URLs through the safe-URL pass", () => {
    const image = "http://127.0.0.1:8080/image/cache/catalog/frame-228x228.jpg";
    expect(dropUnsafeUrls({ product: { image, imageBig: image } })).toEqual({ product: { image, imageBig: image } });
  });
});
