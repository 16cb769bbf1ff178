/**
 * Anonymous pages are the same for everyone, start no store session and may be shared by caches
 * (the server's page cache included); a shopper's pages are theirs alone (decisions 121 and 122).
 */
import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import { cartCount, listingWith, pageIdOf, readyToWearProducts, stockedProducts, tileOf } from "./shop-helpers";

const sharedPolicy = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

test.describe("pages for visitors without a session", () => {
  test("start no session, set no cookie and may be shared: home, listing, product, content, blog and a 404", async ({ request }) => {
    const [product] = await stockedProducts(request, 1);
    const pages = [
      "/",
      "/store/category/60",
      `/store/product/${product!.id}`,
      "/privacy",
      `/page/${await pageIdOf(request, "privacy")}`,
      "/blog/category/1",
      "/no-such-page-here",
    ];
    for (const path of pages) {
      const response = await request.get(path, { headers: { cookie: "" } });
      expect(response.headers()["set-cookie"], path).toBeUndefined();
      expect(response.headers()["cache-control"], path).toMatch(sharedPolicy);
      expect(response.headers()["vary"], path).toMatch(/Cookie/);
      expect(response.status(), path).toBe(path === "/no-such-page-here" ? 404 : 200);
    }
  });

  test("carry no nonce: their inline scripts are allowed by hash, and the page still runs", async ({ page, request, waitForHydration }) => {
    const response = await request.get("/store/category/60");
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("'nonce-");
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "").filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);

    // The browser runs the page under that policy: it hydrates (the filter panel opens in place).
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/store/category/60");
    await waitForHydration();
    expect(violations).toEqual([]);
  });

  test("are served again from the server's page cache", async ({ request }) => {
    await request.get("/store/special?page=2");
    const again = await request.get("/store/special?page=2");
    expect(again.headers()["x-cache"]).toMatch(/HIT|STALE/);
  });
});

test.describe("a shopper's pages", () => {
  test("the first add to cart starts the session; a page that was cached shows the cart count, and is private", async ({
    page,
    request,
    javaScriptEnabled,
    waitForHydration,
  }) => {
    const [product] = await readyToWearProducts(request, 1, 2);
    const listing = listingWith(product!);
    // Warm the shared copy of the listing first.
    expect((await request.get(listing)).headers()["cache-control"]).toMatch(sharedPolicy);

    const first = await page.goto(listing);
    expect(first?.headers()["set-cookie"]).toBeUndefined();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("lumen_session");

    await waitForHydration();
    await tileOf(page, product!)
      .getByRole("button", { name: `Add to cart: ${product!.name}` })
      .click();
    await expect.poll(() => cartCount(page)).toBe(1);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain("lumen_session");
    if (javaScriptEnabled) await page.keyboard.press("Escape");

    const again = await page.goto(listing);
    expect(again?.headers()["cache-control"]).toBe("private, no-cache");
    expect(again?.headers()["x-cache"]).toBeUndefined();
    expect(await cartCount(page)).toBe(1);
    // The cart page is never stored, not even by the browser.
    expect((await page.goto("/store/cart"))?.headers()["cache-control"]).toBe("private, no-store");
  });

  test("never reach another visitor: a shopper with a cart and an anonymous visitor on the same pages", async ({
    browser,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const [product] = await readyToWearProducts(request, 1, 3);
    const shopper = await browser.newPage({ baseURL, javaScriptEnabled });
    const visitor = await browser.newPage({ baseURL, javaScriptEnabled });
    try {
      await shopper.goto(listingWith(product!));
      await tileOf(shopper, product!)
        .getByRole("button", { name: `Add to cart: ${product!.name}` })
        .click();
      await expect.poll(() => cartCount(shopper)).toBe(1);

      for (const path of ["/", "/store/category/60", listingWith(product!)]) {
        await shopper.goto(path);
        expect(await cartCount(shopper), path).toBe(1);
        const answer = await visitor.goto(path);
        expect(await cartCount(visitor), path).toBe(0);
        expect(answer?.headers()["set-cookie"], path).toBeUndefined();
        // The shopper's nonce is theirs: the anonymous copy carries none.
        expect(answer?.headers()["content-security-policy"], path).not.toContain("'nonce-");
      }
    } finally {
      await shopper.close();
      await visitor.close();
    }
  });
});
