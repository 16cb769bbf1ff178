/** The signed storefront cookie: one-time toasts, API cookies kept, tampering ignored. No API involved. */
import { describe, expect, it } from "vitest";

process.env.SESSION_SECRET = "unit-test-secret-0123456789";
process.env.NODE_ENV = "test";
const { createShopper } = await import("~/lib/shopper.server");
const { sessionStorage } = await import("~/lib/session.server");

async function shopperWith(cookie?: string) {
  return createShopper(new Request("http://shop.local/", { headers: cookie ? { cookie } : {} }));
}

const cookiePair = (setCookie: string | undefined) => setCookie?.split(";")[0];

describe("the storefront session", () => {
  it("writes nothing when nothing changed", async () => {
    const shopper = await shopperWith();
    expect(shopper.takeToast()).toBeUndefined();
    expect(await shopper.commitCookie({ secure: false })).toBeUndefined();
  });

  it("carries a toast to the next page only", async () => {
    const first = await shopperWith();
    first.flashToast({ kind: "notification", message: "Aviator product successfully added to cart" });
    const setCookie = await first.commitCookie({ secure: false });
    expect(setCookie).toMatch(/^lumen_session=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);

    const second = await shopperWith(cookiePair(setCookie));
    const toast = second.takeToast();
    expect(toast).toEqual({
      kind: "notification",
      message: "Aviator product successfully added to cart",
      id: expect.stringMatching(/^\w{8}$/),
    });
    const consumed = await second.commitCookie({ secure: false });
    expect(consumed).toBeDefined();

    const third = await shopperWith(cookiePair(consumed));
    expect(third.takeToast()).toBeUndefined();

    // The same message again is a new toast (the page shows it anew).
    third.flashToast({ kind: "notification", message: "Aviator product successfully added to cart" });
    const again = (await shopperWith(cookiePair(await third.commitCookie({ secure: false })))).takeToast();
    expect(again?.message).toBe(toast?.message);
    expect(again?.id).not.toBe(toast?.id);
  });

  it("ignores a cookie that was not signed with the secret", async () => {
    const first = await shopperWith();
    first.flashToast({ kind: "error", message: "nope" });
    const [name, value] = cookiePair(await first.commitCookie({ secure: false }))!.split("=");
    const unsigned = `${name}=${value.split(".")[0]}.forged-signature`;
    expect((await shopperWith(unsigned)).takeToast()).toBeUndefined();
  });
});

describe("the session cookie's Secure flag", () => {
  it("follows the request: Secure over HTTPS, not over plain HTTP (an operator trying http://IP:3000 keeps their cart)", async () => {
    const shopper = await shopperWith();
    shopper.flashToast({ kind: "notification", message: "hello" });
    expect(await shopper.commitCookie({ secure: true })).toMatch(/; Secure(;|$)/);
    const plain = await shopperWith();
    plain.flashToast({ kind: "notification", message: "hello" });
    expect(await plain.commitCookie({ secure: false })).not.toMatch(/Secure/);
  });
});

describe("the key of a shopper's kept state (decision 128)", () => {
  /** A cookie holding store-session cookie `id` (what the first form post leaves). */
  async function withStoreSession(id: string, stateVersion?: string) {
    const session = await sessionStorage().getSession();
    session.set("api", { OCSESSID: id });
    if (stateVersion) session.set("stateVersion", stateVersion);
    return shopperWith(cookiePair(await sessionStorage().commitSession(session)));
  }

  it("exists only with a store session, is the same for the same state, and differs between shoppers and versions", async () => {
    expect((await shopperWith()).stateKey).toBeUndefined();
    const one = (await withStoreSession("one")).stateKey;
    expect(one).toMatch(/^[\w-]{43}$/);
    expect((await withStoreSession("one")).stateKey).toBe(one);
    expect((await withStoreSession("two")).stateKey).not.toBe(one);
    expect((await withStoreSession("one", "v2")).stateKey).not.toBe(one);
  });
});
