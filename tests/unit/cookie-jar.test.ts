import { describe, expect, it } from "vitest";
import { ApiCookieJar, parseSetCookie } from "~/lib/api/cookie-jar";

describe("ApiCookieJar", () => {
  it("stores what the API sets and sends it back", () => {
    const jar = new ApiCookieJar();
    expect(jar.header()).toBeUndefined();
    jar.capture(["OCSESSID=abc123; Path=/; HttpOnly; SameSite=Lax", "language=en-gb; Path=/"]);
    expect(jar.header()).toBe("OCSESSID=abc123; language=en-gb");
    expect(jar.hasChanged).toBe(true);
    expect(jar.toJSON()).toEqual({ OCSESSID: "abc123", language: "en-gb" });
  });

  it("does not count a repeated value as a change", () => {
    const jar = new ApiCookieJar({ OCSESSID: "abc123" });
    jar.capture(["OCSESSID=abc123; Path=/"]);
    expect(jar.hasChanged).toBe(false);
  });

  it("drops cookies the API expires", () => {
    const jar = new ApiCookieJar({ OCSESSID: "abc", currency: "USD" });
    jar.capture(["currency=; Max-Age=0", "OCSESSID=deleted; Expires=Thu, 01 Jan 1970 00:00:00 GMT"]);
    expect(jar.toJSON()).toEqual({});
    expect(jar.hasChanged).toBe(true);
  });

  it("ignores malformed lines", () => {
    expect(parseSetCookie("no-equals-sign")).toBeNull();
    expect(parseSetCookie("=value")).toBeNull();
    expect(parseSetCookie("a=b=c; Path=/")).toEqual({ name: "a", value: "b=c", expired: false, attributes: {} });
  });

  it("keeps HttpOnly, a Path other than / and the expiry, as set with the value (for the hand-over)", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    const jar = new ApiCookieJar();
    // As recorded: OpenCart 3.0.3.9 (OCSESSID, language) and WooCommerce 8 (its session cookie).
    jar.capture([
      "OCSESSID=abc; path=/",
      "language=en-gb; expires=Sat, 26-Dec-2026 12:00:00 GMT; Max-Age=2592000; path=/; domain=127.0.0.1:8080",
      "wp_woocommerce_session_868d=1%7C%7Cx; expires=Sat, 28-Nov-2026 12:00:00 GMT; Max-Age=172800; path=/; HttpOnly",
      "scoped=1; Path=/shop",
    ]);
    const seconds = (iso: string) => Date.parse(iso) / 1000;
    const kept = jar.attributesJSON();
    expect(kept.OCSESSID).toBeUndefined();
    expect(kept.scoped).toEqual({ path: "/shop" });
    expect(kept["wp_woocommerce_session_868d"]?.httpOnly).toBe(true);
    // Max-Age wins, counted from when the answer came.
    expect(parseSetCookie("a=1; Max-Age=60; Expires=Thu, 01 Jan 2037 00:00:00 GMT", now)?.attributes).toEqual({
      expires: seconds("2026-11-26T12:01:00Z"),
    });

    // OpenCart re-sends OCSESSID with every answer: the same value is no change to write back.
    const again = new ApiCookieJar(jar.toJSON(), true, kept);
    again.capture(["OCSESSID=abc; path=/", "language=en-gb; Max-Age=2592000; path=/"]);
    expect(again.hasChanged).toBe(false);
    // The same value now HttpOnly is a change; an expired cookie takes its attributes along.
    again.capture(["OCSESSID=abc; path=/; HttpOnly", "wp_woocommerce_session_868d=; Max-Age=0; path=/; HttpOnly"]);
    expect(again.hasChanged).toBe(true);
    expect(again.attributesJSON()).toEqual({ OCSESSID: { httpOnly: true }, language: kept.language, scoped: { path: "/shop" } });
  });
});
