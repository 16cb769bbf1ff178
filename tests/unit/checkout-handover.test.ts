/** The hand-over to the store's own checkout: the target, whose host shares cookies, the Set-Cookie lines (decision 222). */
import { describe, expect, it } from "vitest";
import { handoverCookies, handoverPlan, handoverTarget, isWithinDomain } from "~/lib/checkout/handover";

describe("the hand-over's target", () => {
  it("is the store's absolute http(s) link, `&amp;` read as `&`", () => {
    expect(handoverTarget("http://127.0.0.1:8080/index.php?route=checkout/checkout")?.href).toBe(
      "http://127.0.0.1:8080/index.php?route=checkout/checkout",
    );
    expect(handoverTarget("https://shop.example.com/checkout/")?.href).toBe("https://shop.example.com/checkout/");
    expect(handoverTarget("http://s.example/index.php?route=a&amp;b=1")?.search).toBe("?route=a&b=1");
    // A path is on the store's host.
    expect(handoverTarget("/store/checkout", "http://127.0.0.1:3000/api/graphql")?.href).toBe("http://127.0.0.1:3000/store/checkout");
  });

  it("refuses anything else", () => {
    for (const link of ["javascript:alert(1)", "data:text/html,x", "/checkout/", "ftp://s.example/", "", null, undefined, "http://"])
      expect(handoverTarget(link)).toBeNull();
    expect(handoverTarget("javascript:alert(1)", "http://s.example/")).toBeNull();
  });
});

describe("whether the store's host gets the shop's cookies", () => {
  it("the same host name, whatever the ports", () => {
    expect(handoverPlan("127.0.0.1", "127.0.0.1", undefined)).toEqual({ usable: true, domain: undefined });
    expect(handoverPlan("Shop.Example.com", "shop.example.com", undefined).usable).toBe(true);
  });

  it("a sibling host only within STORE_COOKIE_DOMAIN, which the shop's host must be within too", () => {
    expect(handoverPlan("store.example.com", "shop.example.com", undefined)).toEqual({ usable: false, domain: undefined });
    expect(handoverPlan("store.example.com", "shop.example.com", ".example.com")).toEqual({ usable: true, domain: ".example.com" });
    expect(handoverPlan("store.example.com", "shop.example.com", "example.com")).toEqual({ usable: true, domain: ".example.com" });
    expect(handoverPlan("store.other.com", "shop.example.com", ".example.com")).toEqual({ usable: false, domain: ".example.com" });
    // A domain the shop is not within: a browser would drop the cookies.
    expect(handoverPlan("store.example.com", "shop.elsewhere.net", ".example.com")).toEqual({ usable: false, domain: undefined });
    expect(isWithinDomain("badexample.com", ".example.com")).toBe(false);
    expect(isWithinDomain("example.com", ".example.com")).toBe(true);
  });
});

describe("the store's session cookies for the browser", () => {
  const jar = { OCSESSID: "3f1c9a", language: "en-gb", wp_woocommerce_session_ab12: "1%7C%7C1700%7C%7Cabc" };

  it("every cookie held, Path=/ and SameSite=Lax, with the Domain when set", () => {
    expect(handoverCookies(jar)).toEqual([
      "OCSESSID=3f1c9a; Path=/; SameSite=Lax",
      "language=en-gb; Path=/; SameSite=Lax",
      "wp_woocommerce_session_ab12=1%7C%7C1700%7C%7Cabc; Path=/; SameSite=Lax",
    ]);
    expect(handoverCookies({ OCSESSID: "x" }, { domain: ".example.com" })).toEqual([
      "OCSESSID=x; Path=/; SameSite=Lax; Domain=.example.com",
    ]);
  });

  it("with the store's own attributes: HttpOnly where the store's is, its path and what is left of its lifetime, Secure on https", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    const inAnHour = now / 1000 + 3600;
    const attributes = {
      language: { expires: inAnHour },
      wp_woocommerce_session_ab12: { httpOnly: true as const, expires: inAnHour },
    };
    expect(handoverCookies(jar, { attributes, secure: true, now })).toEqual([
      // OpenCart's OCSESSID is `path=/` alone: not HttpOnly, gone with the browser session.
      "OCSESSID=3f1c9a; Path=/; SameSite=Lax; Secure",
      "language=en-gb; Path=/; Expires=Thu, 26 Nov 2026 13:00:00 GMT; Max-Age=3600; SameSite=Lax; Secure",
      "wp_woocommerce_session_ab12=1%7C%7C1700%7C%7Cabc; Path=/; Expires=Thu, 26 Nov 2026 13:00:00 GMT; Max-Age=3600; HttpOnly; SameSite=Lax; Secure",
    ]);
    // An expired one is not handed over; a path the store set is kept, one a header cannot carry is not.
    expect(
      handoverCookies(
        { a: "1", b: "2", c: "3" },
        { attributes: { a: { expires: now / 1000 - 1 }, b: { path: "/shop" }, c: { path: "/x; Domain=evil" } }, now },
      ),
    ).toEqual(["b=2; Path=/shop; SameSite=Lax", "c=3; Path=/; SameSite=Lax"]);
  });

  it("never the shop's own session cookie's name, nor what a header cannot carry", () => {
    expect(
      handoverCookies(
        { lumen_session: "x", "bad name": "1", evil: "a; Domain=evil.example", crlf: "a\r\nSet-Cookie: b=c", ok: "1" },
        {
          reserved: ["lumen_session"],
        },
      ),
    ).toEqual(["ok=1; Path=/; SameSite=Lax"]);
  });
});
