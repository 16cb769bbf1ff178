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
    expect(parseSetCookie("a=b=c; Path=/")).toEqual({ name: "a", value: "b=c", expired: false });
  });
});
