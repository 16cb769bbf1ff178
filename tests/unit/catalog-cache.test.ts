/** The 5-minute catalog cache and the HTTP caching rules of listing pages. */
import { describe, expect, it, vi } from "vitest";
import {
  isSharedCacheable,
  listingCacheHeaders,
  listingHeaders,
  PRIVATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
} from "~/lib/cache-http.server";
import { CATALOG_CACHE_TTL_MS, TtlCache } from "~/lib/cache.server";

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("TtlCache", () => {
  it("keeps a value for five minutes", async () => {
    const time = clock();
    const cache = new TtlCache<string>({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: 10, now: time.now });
    const load = vi.fn(async () => "tiles");
    expect(await cache.getOrLoad("k", load)).toBe("tiles");
    time.advance(CATALOG_CACHE_TTL_MS - 1);
    expect(await cache.getOrLoad("k", load)).toBe("tiles");
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.getOrLoad("k", load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(CATALOG_CACHE_TTL_MS).toBe(300_000);
  });

  it("drops the oldest entries beyond its bound", async () => {
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c"), cache.size]).toEqual([undefined, 2, 3, 2]);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let release!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    release("once");
    expect(await both).toEqual(["once", "once"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stores nothing when a load fails, and a waiter whose shared load failed loads for itself", async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let fail!: (error: Error) => void;
    const first = cache.getOrLoad("k", () => new Promise<string>((_, reject) => (fail = reject)));
    const second = cache.getOrLoad("k", async () => "own");
    fail(new Error("Request aborted"));
    await expect(first).rejects.toThrow("Request aborted");
    expect(await second).toBe("own");
    expect(cache.get("k")).toBeUndefined();
  });
});

describe("HTTP caching of listing pages", () => {
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Request(`http://shop.test${path}`, { method, headers });

  it("lets a shared cache keep cookie-less GETs of listing pages and their data requests", () => {
    for (const path of [
      "/store/category",
      "/store/category/60",
      "/store/category/60?filters=1",
      "/store/category/60.data?_routes=routes%2F_shop.store.category.%24id",
      "/store/category.data",
      "/store/manufacturer",
      "/store/manufacturer/3",
      "/store/special",
      "/store/special.data",
    ]) {
      expect(isSharedCacheable(get(path)), path).toBe(true);
    }
    expect(isSharedCacheable(get("/store/special", {}, "HEAD"))).toBe(true);
  });

  it("never for a request with any cookie, a POST, or another page", () => {
    expect(isSharedCacheable(get("/store/category/60", { Cookie: "lumen_session=abc" }))).toBe(false);
    expect(isSharedCacheable(get("/store/special", { Cookie: "mode=list" }))).toBe(false);
    expect(isSharedCacheable(get("/store/special", { Cookie: "_ga=1" }))).toBe(false);
    expect(isSharedCacheable(get("/store/special", {}, "POST"))).toBe(false);
    for (const path of ["/", "/store/cart", "/store/product/5", "/store/category/60/extra", "/account", "/eyeglasses", "/store/checkout"]) {
      expect(isSharedCacheable(get(path)), path).toBe(false);
    }
  });

  it("answers public with s-maxage for shared requests, private otherwise; errors are never shared", () => {
    expect(listingCacheHeaders(true)).toEqual({ "Cache-Control": SHARED_CACHE_CONTROL, Vary: "Cookie" });
    expect(SHARED_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=60");
    expect(listingCacheHeaders(false)["Cache-Control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(listingCacheHeaders(true, 400)["Cache-Control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(listingHeaders({ loaderHeaders: new Headers() }).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(listingHeaders({ loaderHeaders: new Headers(listingCacheHeaders(true)) }).get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
  });
});
