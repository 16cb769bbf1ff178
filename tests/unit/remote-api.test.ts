/**
 * The storefront's data path against a VueFront store that is not ours (msw): the same client,
 * session handling and loaders as with the embedded API, only COMMERCE_API_URL differs.
 */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRemoteStore, REMOTE_GRAPHQL, type RemoteStore } from "../mocks/remote-vuefront";

process.env.COMMERCE_API_URL = REMOTE_GRAPHQL;
process.env.COMMERCE_API_TIMEOUT_MS = "400";
process.env.SESSION_SECRET = "test-secret-for-the-remote-store";
process.env.NODE_ENV = "test";

const { createRequestContext, finishRequest } = await import("~/lib/document/request-context.server");
const { sessionStorage } = await import("~/lib/session.server");
const { resetApiVersionCache } = await import("~/lib/version.server");
const { clearMenuCache } = await import("~/lib/menu/menu-data.server");
const { clearDataCaches } = await import("~/lib/loading/catalog-cache.server");
const { loader: rootLoader } = await import("~/root");
const { loader: shopLoader } = await import("~/routes/_shop");
const { loader: homeLoader } = await import("~/routes/_shop._index");
const { loader: healthLoader } = await import("~/routes/readyz");

let store: RemoteStore;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  store = createRemoteStore();
  server.use(...store.handlers);
  resetApiVersionCache();
  clearMenuCache();
  clearDataCaches();
});
afterEach(() => server.resetHandlers());

/** Runs one page request like the server does: context, the page's loaders, the cookie commit. */
async function visit(path: string, cookie?: string) {
  const request = new Request(`http://shop.local${path}`, { headers: cookie ? { cookie } : {} });
  const context = await createRequestContext(request);
  const args = { request, context, params: {} };
  const [root, shop, home] = await Promise.all([rootLoader(args), shopLoader(args), homeLoader(args)]);
  const response = await finishRequest(request, context, new Response(null));
  const setCookie = response.headers.get("set-cookie");
  return { root, shop, home, cookie: setCookie ? setCookie.split(";")[0] : undefined, cacheControl: response.headers.get("cache-control") };
}

/** The storefront cookie of a shopper whose store session is `sessionId`. */
async function shopperCookie(sessionId: string) {
  const session = await sessionStorage().getSession();
  session.set("api", { OCSESSID: sessionId });
  return (await sessionStorage().commitSession(session)).split(";")[0];
}

/** What a loader threw: a Remix data() status, or a redirect Response. */
async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    const data = (thrown as { data?: { message?: string } }).data;
    return { status: init?.status, message: data?.message };
  }
  throw new Error("expected the loader to throw");
}

describe("a remote VueFront store", () => {
  it("serves the home page's data: shell, banners and products", async () => {
    const { shop, home } = await visit("/", await shopperCookie("remote-session-7"));
    expect(shop.shell).toMatchObject({
      categories: [{ id: "20", name: "Eyeglasses", url: "/eyeglasses" }],
      topCategories: [{ id: "20", name: "Eyeglasses", url: "/eyeglasses", children: [{ name: "Optical", url: "/optical" }] }],
      shapes: [{ name: "Round", filter: "1" }],
      colors: [{ name: "Black", filter: "11", color: "#000000" }],
      features: [{ name: "Polarized", filter: "35" }],
      currencies: [{ code: "USD", symbol: "$", active: true }],
      cartCount: 2,
      wishlistCount: 1,
      loggedIn: false,
    });
    // A sub-category by name and address alone (decision 196).
    expect(shop.shell.topCategories[0]?.children).toEqual([{ name: "Optical", url: "/optical" }]);
    expect(home.heroBanners).toEqual([
      { title: "Summer edit", image: "https://optics-store.example/image/banner-1.jpg", link: "summer-edit", href: "/summer-edit" },
    ]);
    expect(home.promoBanners.map((banner) => banner.href)).toEqual(["https://optics-store.example/promo"]);
    expect(home.coupon).toEqual({ name: "Ten off", dateEnd: "2999-12-31", code: null });
    expect(home.brands.map((brand) => brand.name)).toEqual(["Oliver Peoples"]);
    expect(home.selected?.products.map((p) => p.name)).toEqual(["Remote frame 3"]);
    // The store lacks "Most popular" (95): no tab, no link to it (decision 229).
    expect(home.tabs.map((tab) => tab.label)).toEqual(["New arrivals", "Sunglasses", "Eyeglasses", "Final sale"]);
    expect(shop.shell.categoryLinks).toEqual({
      newArrivals: 90,
      sunglasses: 59,
      eyeglasses: 60,
      finalSale: 62,
      searchResults: 90,
      shopNow: 59,
    });
    expect(home.featured).toEqual([]);
    expect(home.newArrivals.map((p) => [p.name, p.price, p.special])).toEqual([
      ["Remote frame 1", "$1,250.00", ""],
      ["Remote frame 2", "$1,250.00", "$900.00"],
    ]);
    expect(home.meta?.title).toBe("Remote Optics");
  });

  it("starts no store session for a visitor reading pages: no cookie kept, no cookie set, the store's defaults", async () => {
    const { shop, cookie, cacheControl } = await visit("/");
    expect(cookie).toBeUndefined();
    expect(cacheControl).toMatch(/^public, /);
    // The store answered every cookie-less call with a session cookie; none was kept or sent back.
    expect(store.calls.every((call) => call.cookie === null)).toBe(true);
    expect(store.calls.map((call) => call.name)).not.toContain("ShopperShell");
    expect(shop.shell).toMatchObject({ cartCount: 0, wishlistCount: 0, loggedIn: false, currencies: [{ code: "USD", active: true }] });

    // The store's defaults, the menus and the home page's modules come from the server's caches on
    // the next visit (decisions 061, 125): the store is not asked at all.
    store.calls = [];
    await visit("/");
    expect(store.calls.map((call) => call.name)).toEqual([]);
  });

  it("starts the store session at the first form post, one for all its calls, and sends it on every later call", async () => {
    const request = new Request("http://shop.local/store/cart", { method: "POST" });
    const context = await createRequestContext(request);
    // Calls made at once by one action land in one store session.
    const [first, second] = await Promise.all([
      context.shopper.api.restResponse("api/coupon/publicCoupon"),
      context.shopper.api.restResponse("api/coupon/publicCoupon"),
    ]);
    expect([first.status, second.status, store.sessionsIssued]).toEqual([200, 200, 1]);
    const posted = await finishRequest(request, context, new Response(null));
    const cookie = posted.headers.get("set-cookie")?.split(";")[0];
    expect(cookie).toMatch(/^lumen_session=/);
    expect(posted.headers.get("cache-control")).toBe("private, no-store");

    store.calls = [];
    const later = await visit("/", cookie);
    expect(store.calls.map((call) => call.name)).toContain("ShopperShell");
    // Every call of theirs but the store's basics, asked in no shopper's name (decision 370), and the
    // capability probe, which goes with whichever call is first.
    for (const call of store.calls.filter((call) => call.name !== "StoreExtensionsProbe")) {
      expect([call.name, call.cookie]).toEqual([call.name, call.name === "StoreBasics" ? null : "OCSESSID=remote-session-1"]);
    }
    // One session for the shopper; a call in no one's name gets one, like any visitor's without a session, that nobody keeps.
    expect(store.sessionsIssued).toBe(1 + store.calls.filter((call) => call.cookie === null).length);
    // Nothing changed: no new cookie to write, and the page is the shopper's own.
    expect(later.cookie).toBeUndefined();
    expect(later.cacheControl).toBe("private, no-cache");
  });

  it("does not trust a tampered storefront cookie", async () => {
    const cookie = await shopperCookie("remote-session-1");
    const [name, value] = cookie!.split("=");
    const forged = `${name}=${Buffer.from(JSON.stringify({ api: { OCSESSID: "someone-else" } })).toString("base64")}.${value.split(".")[1]}`;
    store.calls = [];
    await visit("/", forged);
    expect(store.calls.some((call) => call.cookie?.includes("someone-else"))).toBe(false);
  });

  it("leads every page to the deprecated-API screen when the store is newer", async () => {
    store.version = "9.0.0";
    const request = new Request("http://shop.local/store/cart");
    const context = await createRequestContext(request);
    expect(await thrownBy(rootLoader({ request, context, params: {} }))).toEqual({ status: 302, location: "/deprecated-api" });
  });

  it("answers 503 with the product's texts when the store fails or cannot be reached", async () => {
    const expectations = [
      ["http-500", "Request failed with status code 500"],
      ["network", "Network Error"],
      ["hang", "timeout of 400ms exceeded"],
    ] as const;
    for (const [failure, message] of expectations) {
      store.failWith = failure;
      const request = new Request("http://shop.local/");
      const context = await createRequestContext(request);
      expect(await thrownBy(homeLoader({ request, context, params: {} }))).toEqual({ status: 503, message });
      // The shell still renders (empty) around the friendly error.
      expect((await shopLoader({ request, context, params: {} })).shell.categories).toBeNull();
    }
  });

  it("reports its health through the same client", async () => {
    const healthy = await healthLoader();
    expect([healthy.status, await healthy.json()]).toEqual([200, { status: "ok", apiVersion: "1.0.0" }]);
    store.failWith = "network";
    const down = await healthLoader();
    expect([down.status, await down.json()]).toEqual([503, { status: "unavailable" }]);
  });
});
