/**
 * The built server finds a page's cache kind in its route's `handle` (docs/decisions/266-routes-declare-their-cache-kind.md):
 * a route that declares one is shared by its kind, one nested under a shared path keeps its own,
 * and a route that declares none (the newsletter page, today) is never shared nor kept by the page cache.
 */
import { describe, expect, inject, it } from "vitest";

const base = inject("shopUrl");

async function visit(path: string): Promise<{ cacheControl: string | null; cache: string | null }> {
  const answer = await fetch(base + path);
  expect(answer.status, path).toBe(200);
  await answer.arrayBuffer();
  return { cacheControl: answer.headers.get("cache-control"), cache: answer.headers.get("x-cache") };
}

describe("cache kinds declared by routes", () => {
  it("shares a page whose route declares its kind, and its .data", async () => {
    expect((await visit("/contact")).cacheControl).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=10");
    expect((await visit("/store/category/60.data")).cacheControl).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=10");
  });

  it("keeps the lens configurator, beneath a product's path, the shopper's own", async () => {
    expect((await visit("/store/product/41/lenses")).cacheControl).toBe("private, no-store");
  });

  it("keeps a page whose route declares no kind private, and out of the page cache", async () => {
    const visits = [await visit("/newsletter"), await visit("/newsletter"), await visit("/newsletter")];
    for (const { cacheControl, cache } of visits) {
      expect(cacheControl).toBe("private, no-cache");
      expect(cache).not.toBe("HIT");
    }
  });
});
