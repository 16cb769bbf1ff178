/**
 * The page cache keys on what changes the page (server/page-cache.ts): a campaign's tracking
 * parameters, and parameters a product page does not read, give the canonical page from the cache;
 * a parameter a listing reads (its size, its sort) still gives its own page, and any value it cannot
 * use is sent to its canonical address (docs/decisions/274-listing-addresses-one-cache-entry.md).
 */
import { randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";

const base = inject("shopUrl");

async function visit(path: string): Promise<{ cache: string | null; html: string }> {
  const answer = await fetch(base + path);
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get("surrogate-control"), "meant for the page cache alone").toBeNull();
  return { cache: answer.headers.get("x-cache"), html: await answer.text() };
}

describe("page cache keys", () => {
  it("serves 50 visits with random tracking parameters from the canonical page's one entry", async () => {
    const canonical = await visit("/store/product/41");
    const random = () => randomBytes(6).toString("hex");
    const tracked = [];
    for (let index = 0; index < 50; index += 1) {
      const query = [
        `utm_source=${random()}`,
        "utm_medium=email",
        `gclid=${random()}`,
        `fbclid=${random()}`,
        `msclkid=${random()}`,
        `x${random()}=1`,
      ];
      tracked.push(await visit(`/store/product/41?${query.slice(0, 1 + (index % query.length)).join("&")}`));
    }
    // Each of the test server's two web processes keeps its own copy: at most one render each.
    expect(tracked.filter(({ cache }) => cache === "MISS").length).toBeLessThanOrEqual(2);
    expect(tracked.filter(({ cache }) => cache === "HIT").length).toBeGreaterThanOrEqual(48);
    for (const { html } of tracked) expect(html).not.toMatch(/utm_source|gclid|fbclid|msclkid/);
    // The canonical page, as each web process rendered it once (a review form's token differs between them).
    expect(new Set([canonical.html, ...tracked.map(({ html }) => html)]).size).toBeLessThanOrEqual(2);
  });

  it("still keeps a listing's size and sort apart, with or without tracking", async () => {
    const first = await visit("/store/category/60");
    const second = await visit("/store/category/60?size=40");
    const byPrice = await visit("/store/category/60?sort=price&order=DESC");
    expect(second.html).not.toBe(first.html);
    expect(byPrice.html).not.toBe(first.html);
    expect(byPrice.html).not.toBe(second.html);
    const secondTracked = await visit(`/store/category/60?size=40&utm_source=${randomBytes(4).toString("hex")}`);
    expect(secondTracked.html).toBe(second.html);
  });

  it("sends a listing's random sort, order, size, limit and page values to its one page, without a render", async () => {
    // Never all digits: a number is a page (a large one goes to the last page, not to the listing).
    const random = () => `r${randomBytes(5).toString("hex")}`;
    const asked = [
      ...Array.from({ length: 10 }, () => [`/store/category/60?sort=${random()}`, "/store/category/60"]),
      ...Array.from({ length: 10 }, () => [`/store/category/60?order=${random()}&limit=${random()}`, "/store/category/60"]),
      ...Array.from({ length: 10 }, () => [`/store/special?page=${random()}&size=${random()}`, "/store/special"]),
      [`/store/special?sort=${random()}&utm_source=mail`, "/store/special?utm_source=mail"],
    ];
    for (const [path, canonical] of asked) {
      const answer = await fetch(base + path!, { redirect: "manual" });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toBe(canonical);
      expect(answer.headers.get("x-cache"), "answered by the page cache, before any render").toBe("REDIRECT");
    }
    // Where they are sent is one page, kept once per web process.
    const followed = [];
    for (let visitIndex = 0; visitIndex < 12; visitIndex += 1) followed.push(await visit("/store/category/60"));
    expect(followed.filter(({ cache }) => cache === "MISS").length).toBeLessThanOrEqual(2);
  });
});
