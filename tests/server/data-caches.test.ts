/**
 * A shopper with a session is rendered each time (no page cache), but what the store answers the
 * same for everyone is kept (decision 125), and the shopper's own state briefly, until they change
 * it (decision 128): after the first visits, home, a product page and an unknown path ask the store
 * nothing, and a change shows on the very next page whichever web process answers it.
 */
import { createHash } from "node:crypto";
import { describe, expect, inject, it } from "vitest";

const base = inject("shopUrl");

/** Adds product `id` (one with nothing to choose) to the cart of `cookie`'s shopper, or of a new one; their cookie after. */
async function addToCart(id: number, cookie?: string): Promise<string> {
  const answer = await fetch(`${base}/store/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, ...(cookie ? { cookie } : {}) },
    body: `intent=add&id=${id}&quantity=1`,
  });
  expect(answer.status).toBe(302);
  const set = answer.headers.getSetCookie().map((line) => line.split(";")[0]);
  expect(set, "the cart add writes the shopper's cookie").not.toEqual([]);
  return set.join("; ");
}

const shopperCookie = () => addToCart(40);

/** The cart badge's count on the page as the server rendered it. */
async function cartCountOn(path: string, cookie: string): Promise<number> {
  const html = await (await fetch(base + path, { headers: { cookie } })).text();
  const match = /data-cart-count="(\d+)"/.exec(html);
  expect(match, `${path} has the cart badge`).not.toBeNull();
  return Number(match?.[1]);
}

/** The API calls each of `times` visits of `path` made, read from Server-Timing (`api;…;desc="N calls"`). */
async function apiCallsPerVisit(path: string, cookie: string, times: number): Promise<number[]> {
  const calls: number[] = [];
  for (let visit = 0; visit < times; visit += 1) {
    const answer = await fetch(base + path, { headers: { cookie } });
    await answer.text();
    const match = /api;[^,]*desc="(\d+) calls"/.exec(answer.headers.get("server-timing") ?? "");
    expect(match, `${path} Server-Timing`).not.toBeNull();
    calls.push(Number(match?.[1]));
  }
  return calls;
}

describe("data caches for shoppers with a session", () => {
  // Six visits: each of the test server's two web processes has its own caches, and serves some.
  it.each(["/", "/store/product/40", "/no-such-keyword-page"])("%s asks the store nothing once warm", async (path) => {
    const cookie = await shopperCookie();
    const calls = await apiCallsPerVisit(path, cookie, 6);
    expect(Math.min(...calls), calls.join(",")).toBe(0);
  });

  it("a cart add shows on the next page at once, on every web process, though the state was kept", async () => {
    const first = await shopperCookie();
    // Several visits: both web processes keep this shopper's state with one line.
    for (let visit = 0; visit < 6; visit += 1) expect(await cartCountOn("/", first)).toBe(1);
    const second = await addToCart(12, first);
    for (let visit = 0; visit < 6; visit += 1) expect(await cartCountOn("/", second)).toBe(2);
  });

  it("keeps one shopper's state from another: two carts, the same pages", async () => {
    const [one, two] = [await shopperCookie(), await addToCart(12, await shopperCookie())];
    for (let visit = 0; visit < 4; visit += 1) {
      expect(await cartCountOn("/store/category/60", one)).toBe(1);
      expect(await cartCountOn("/store/category/60", two)).toBe(2);
    }
  });
});

/** One visit of `path`: the document, how the server made it (Server-Timing `render`), its nonce if any and its CSP header. */
async function documentVisit(path: string, cookie: string) {
  const answer = await fetch(base + path, { headers: { cookie } });
  const html = await answer.text();
  const nonces = new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]));
  expect(nonces.size, "at most one nonce per document").toBeLessThanOrEqual(1);
  return {
    html,
    nonce: [...nonces][0],
    render: /render;desc="(\w+)"/.exec(answer.headers.get("server-timing") ?? "")?.[1],
    policy: answer.headers.get("content-security-policy") ?? "",
  };
}

type DocumentVisit = Awaited<ReturnType<typeof documentVisit>>;

describe("a shopper's document rendered once per page data (decision 204)", () => {
  it("the same page with the same data is not rendered again; no nonce is ever shared", async () => {
    const cookie = await shopperCookie();
    const visits: DocumentVisit[] = [];
    // Both web processes of the test server render it once, then answer from their memo.
    for (let visit = 0; visit < 6; visit += 1) visits.push(await documentVisit("/store/category/60", cookie));
    expect(visits.map((visit) => visit.render)).toContain("memo");
    for (const visit of visits) {
      if (visit.render === "rendered") {
        expect(visit.policy).toContain(`'nonce-${visit.nonce}'`);
      } else {
        // A kept document is everyone's: no nonce in it, its inline scripts admitted by their hashes.
        expect(visit.nonce).toBeUndefined();
        expect(visit.policy).not.toContain("'nonce-");
        for (const [, script = ""] of visit.html.matchAll(/<script>([\s\S]+?)<\/script>/g)) {
          expect(visit.policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
        }
      }
    }
    const nonces = visits.flatMap((visit) => (visit.nonce ? [visit.nonce] : []));
    expect(new Set(nonces).size, "no nonce is ever reused").toBe(nonces.length);
    const withoutNonce = (visit: DocumentVisit) => visit.html.replaceAll(` nonce="${visit.nonce}"`, "");
    for (const visit of visits) expect(withoutNonce(visit)).toBe(withoutNonce(visits[0]!));
  });

  it("a change to the shopper's data renders the page anew", async () => {
    const cookie = await shopperCookie();
    for (let visit = 0; visit < 4; visit += 1) await documentVisit("/", cookie);
    const after = await addToCart(12, cookie);
    const visit = await documentVisit("/", after);
    expect(visit.render).toBe("rendered");
    expect(visit.html).toContain('data-cart-count="2"');
  });
});
