/** The 5-minute catalog cache and who may keep a page (the caching policy). */
import { describe, expect, it, vi } from "vitest";
import { CATALOG_CACHE_TTL_MS, TtlCache } from "~/lib/cache.server";
import {
  cacheControlFor,
  isShared,
  PERSONAL_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  SHARED_LIFETIMES,
  sharedCacheControl,
  surrogateControlFor,
  type AnswerFacts,
} from "~/lib/document/cache-policy.server";

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
    time.advance(CATALOG_CACHE_TTL_MS);
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

  it("serves but does not keep an answer its keep rule refuses (a page whose module failed)", async () => {
    const cache = new TtlCache<{ complete: boolean }>({ ttlMs: 1_000, maxEntries: 10 });
    expect(
      await cache.getOrLoad(
        "k",
        async () => ({ complete: false }),
        (page) => page.complete,
      ),
    ).toEqual({ complete: false });
    expect(cache.get("k")).toBeUndefined();
    await cache.getOrLoad(
      "k",
      async () => ({ complete: true }),
      (page) => page.complete,
    );
    expect(cache.get("k")).toEqual({ complete: true });
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

describe("who may keep a page (cacheControlFor)", () => {
  const answer = (pathname: string, facts: Partial<AnswerFacts> = {}): AnswerFacts => ({
    method: "GET",
    pathname,
    status: 200,
    anonymous: true,
    setsCookie: false,
    ...facts,
  });

  it("lets the page cache keep anonymous pages for a time that suits each kind, and caches beyond it seconds", () => {
    const shared = (pathname: string, facts?: Partial<AnswerFacts>) => cacheControlFor(answer(pathname, facts));
    const own = (pathname: string, facts?: Partial<AnswerFacts>) => surrogateControlFor(answer(pathname, facts));
    const ownFor = ({ fresh, stale }: { fresh: number; stale: number }) => `max-age=${fresh}, stale-while-revalidate=${stale}`;
    // A CDN or browser is emptied by nobody: a change in the catalogue reaches its visitors within seconds.
    const outward = "public, max-age=0, s-maxage=5, stale-while-revalidate=10";
    expect(shared("/")).toBe(outward);
    expect(own("/")).toBe("max-age=300, stale-while-revalidate=60");
    for (const path of ["/store/category", "/store/category/60", "/store/category/60.data", "/store/manufacturer/3", "/store/special"]) {
      expect([shared(path), own(path)], path).toEqual([outward, ownFor(SHARED_LIFETIMES.listing)]);
    }
    expect(own("/store/product/5")).toBe("max-age=60, stale-while-revalidate=240");
    expect([shared("/page/4"), own("/page/4")]).toEqual([outward, ownFor(SHARED_LIFETIMES.content)]);
    expect(own("/blog/post/2")).toBe(ownFor(SHARED_LIFETIMES.content));
    expect(own("/search/round")).toBe(ownFor(SHARED_LIFETIMES.search));
    // A keyword URL is what its loader says it is; an unknown path's 404 is shared briefly.
    expect([shared("/kestrel-aviator", { kind: "product" }), own("/kestrel-aviator", { kind: "product" })]).toEqual([
      outward,
      ownFor(SHARED_LIFETIMES.product),
    ]);
    expect(own("/no-such-thing", { status: 404 })).toBe(ownFor(SHARED_LIFETIMES["not-found"]));
    expect(own("/_root.data")).toBe(ownFor(SHARED_LIFETIMES.home));
    // Sitemaps keep their hour everywhere; nothing private has a lifetime for the page cache.
    expect(shared("/sitemap.xml")).toBe(sharedCacheControl(SHARED_LIFETIMES.sitemap));
    expect(own("/", { anonymous: false })).toBeNull();
    expect(own("/store/cart")).toBeNull();
  });

  it("keeps everything of a shopper with a session private, and never shares a cookie, a post, an error or an unknown page", () => {
    expect(cacheControlFor(answer("/", { anonymous: false }))).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(answer("/store/category/60", { setsCookie: true }))).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(answer("/contact", { method: "POST" }))).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(answer("/store/product/5", { status: 503 }))).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(answer("/kestrel-aviator"))).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("never stores a shopper's own pages, even for a visitor without a session", () => {
    for (const path of [
      "/store/cart",
      "/store/checkout",
      "/store/checkout-success",
      "/store/compare",
      "/account",
      "/account/edit",
      "/account/wishlist",
    ]) {
      expect(cacheControlFor(answer(path)), path).toBe(PERSONAL_CACHE_CONTROL);
      expect(cacheControlFor(answer(path, { anonymous: false })), path).toBe("private, no-store");
    }
  });

  it("tells which answers a shared cache may keep", () => {
    expect(isShared(sharedCacheControl(SHARED_LIFETIMES.home))).toBe(true);
    expect(isShared(PRIVATE_CACHE_CONTROL)).toBe(false);
    expect(isShared("public, max-age=3600")).toBe(false);
    expect(isShared(null)).toBe(false);
  });
});
