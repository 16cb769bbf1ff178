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

const { createRequestContext, finishRequest } = await import("~/lib/request-context.server");
const { resetApiVersionCache } = await import("~/lib/version.server");
const { clearMenuCache } = await import("~/lib/menu/menu-data.server");
const { loader: rootLoader } = await import("~/root");
const { loader: shopLoader } = await import("~/routes/_shop");
const { loader: homeLoader } = await import("~/routes/_shop._index");
const { loader: healthLoader } = await import("~/routes/healthz");

let store: RemoteStore;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  store = createRemoteStore();
  server.use(...store.handlers);
  resetApiVersionCache();
  clearMenuCache();
});
afterEach(() => server.resetHandlers());

/** Runs one page request like the server does: context, the page's loaders, the cookie commit. */
async function visit(path: string, cookie?: string) {
  const request = new Request(`http://shop.local${path}`, { headers: cookie ? { cookie } : {} });
  const context = await createRequestContext(request);
  const args = { request, context, params: {} };
  const [root, shop, home] = await Promise.all([rootLoader(args), shopLoader(args), homeLoader(args)]);
  const response = await finishRequest(context, new Response(null));
  const setCookie = response.headers.get("set-cookie");
  return { root, shop, home, cookie: setCookie ? setCookie.split(";")[0] : undefined };
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
    const { shop, home } = await visit("/");
    expect(shop.shell).toMatchObject({
      categories: [{ id: "20", name: "Eyeglasses", url: "/eyeglasses" }],
      topCategories: [{ id: "20", name: "Eyeglasses", url: "/eyeglasses", children: [{ id: "21", name: "Optical", url: "/optical" }] }],
      shapes: [{ name: "Round", filter: "1" }],
      colors: [{ name: "Black", filter: "11", color: "#000000" }],
      features: [{ name: "Polarized", filter: "35" }],
      currencies: [{ code: "USD", symbol: "$", active: true }],
      cartCount: 2,
      wishlistCount: 1,
      loggedIn: false,
    });
    expect(home.heroBanners).toEqual([
      { title: "Summer edit", image: "https://optics-store.example/image/banner-1.jpg", link: "summer-edit", href: "/summer-edit" },
    ]);
    expect(home.promoBanners.map((banner) => banner.href)).toEqual(["https://optics-store.example/promo"]);
    expect(home.coupon).toEqual({ name: "Ten off", dateEnd: "2999-12-31", code: null });
    expect(home.brands.map((brand) => brand.name)).toEqual(["Oliver Peoples"]);
    expect(home.selected.products.map((p) => p.name)).toEqual(["Remote frame 3"]);
    expect(home.featured).toEqual([]);
    expect(home.newArrivals.map((p) => [p.name, p.price, p.special])).toEqual([
      ["Remote frame 1", "$1,250.00", ""],
      ["Remote frame 2", "$1,250.00", "$900.00"],
    ]);
    expect(home.meta?.title).toBe("Remote Optics");
  });

  it("keeps the session cookie the store sets and sends it on every later call", async () => {
    const first = await visit("/");
    // One session for the whole first page, although its loaders called the store in parallel.
    expect(store.sessionsIssued).toBe(1);
    expect(store.calls[0]).toEqual({ name: "ApiVersion", cookie: null });
    for (const call of store.calls.slice(1)) expect(call.cookie).toBe("OCSESSID=remote-session-1");
    expect(first.cookie).toMatch(/^lumen_session=/);

    // The menus were asked for once, then come from the server's cache.
    expect(store.calls.map((call) => call.name)).toEqual(expect.arrayContaining(["ShopMenu", "api/shapes", "api/colors", "api/features"]));
    store.calls = [];
    const second = await visit("/", first.cookie);
    expect(store.calls.map((call) => call.name).sort()).toEqual([
      "HomePage",
      "ShopperShell",
      "api/banner",
      "api/banner",
      "api/coupon/publicCoupon",
    ]);
    for (const call of store.calls) expect(call.cookie).toBe("OCSESSID=remote-session-1");
    expect(store.sessionsIssued).toBe(1);
    // Nothing changed: no new cookie to write.
    expect(second.cookie).toBeUndefined();
  });

  it("does not trust a tampered storefront cookie", async () => {
    const { cookie } = await visit("/");
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

  it("answers 503 with the spec's texts when the store fails or cannot be reached", async () => {
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
    expect([down.status, await down.json()]).toEqual([503, { status: "unavailable", error: "Network Error" }]);
  });
});
