/**
 * What the built server refuses, and how its cookies follow the deployment (decision 124). The
 * test server trusts a proxy (TRUST_PROXY=1), so a request can say it came over HTTPS.
 */
import { request as httpRequest } from "node:http";
import { describe, expect, inject, it } from "vitest";

const base = inject("shopUrl");
const FORM = "application/x-www-form-urlencoded";

async function send(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(base + path, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const addToCart = (headers: Record<string, string>) =>
  send("/store/cart", { method: "POST", headers: { "content-type": FORM, ...headers }, body: "intent=add&id=1&quantity=1" });

describe("cross-site posts", () => {
  it("are refused with 403 and set no cookie, on page actions and resource routes alike", async () => {
    for (const path of ["/store/cart", "/resources/preferences", "/account/logout", "/contact"]) {
      const crossSite: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: "null", "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const headers of crossSite) {
        const answer = await send(path, {
          method: "POST",
          headers: { "content-type": FORM, ...headers },
          body: "intent=currency&code=EUR",
        });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.headers.getSetCookie(), path).toEqual([]);
      }
    }
  });

  it("let a same-site first post start the visitor's session", async () => {
    const answer = await addToCart({ origin: base, "sec-fetch-site": "same-origin" });
    expect(answer.status).toBe(302);
    expect(answer.headers.getSetCookie().join()).toMatch(/^lumen_session=/);
  });

  it("let a post through from a page of ours that withholds its origin (Referrer-Policy: no-referrer)", async () => {
    const answer = await addToCart({ origin: "null", "sec-fetch-site": "same-origin" });
    expect(answer.status).toBe(302);
  });
});

describe("bodies", () => {
  it("a post that is not a form is 415, too large is 413, unreadable is 400", async () => {
    const json = await send("/contact", { method: "POST", headers: { origin: base, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    const huge = await send("/contact", {
      method: "POST",
      headers: { origin: base, "content-type": FORM },
      body: `a=${"x".repeat(200_000)}`,
    });
    expect(huge.status).toBe(413);
    const broken = await send("/contact", {
      method: "POST",
      headers: { origin: base, "content-type": "multipart/form-data; boundary=zz" },
      body: "--zz\r\nbroken",
    });
    expect(broken.status).toBe(400);
    const api = await send("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"query":"${"a".repeat(6_000_000)}"}`,
    });
    expect(api.status).toBe(413);
  });

  it("an address with a NUL byte is 400", async () => {
    for (const path of ["/search/%00", "/store/category/60?search=%00", "/blog/search/%00"])
      expect((await send(path)).status, path).toBe(400);
  });
});

describe("cookies for every deployment", () => {
  it("over plain HTTP on a host that is not localhost, the session cookie is not Secure (so the browser keeps it)", async () => {
    // fetch() would write its own Host header: the operator's browser at http://shop.test:8080 sends this one.
    const answer = await new Promise<{ status: number; cookies: string[]; hsts: unknown }>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const sent = httpRequest(
        {
          hostname,
          port,
          method: "POST",
          path: "/store/cart",
          headers: { host: "shop.test:8080", origin: "http://shop.test:8080", "content-type": FORM },
        },
        (response) => {
          response.resume();
          resolve({
            status: response.statusCode ?? 0,
            cookies: response.headers["set-cookie"] ?? [],
            hsts: response.headers["strict-transport-security"],
          });
        },
      );
      sent.on("error", reject);
      sent.end("intent=add&id=1&quantity=1");
    });
    expect(answer.status).toBe(302);
    expect(answer.cookies.join()).toMatch(/^lumen_session=.*HttpOnly/);
    expect(answer.cookies.join()).not.toMatch(/Secure/);
    expect(answer.hsts).toBeUndefined();
  });

  it("over HTTPS behind the trusted proxy, it is Secure and the page asks for HSTS", async () => {
    const answer = await addToCart({ origin: "https://shop.example", "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" });
    expect(answer.headers.getSetCookie().join()).toMatch(/; Secure/);
    expect(answer.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });
});

describe("the embedded API through the production server", () => {
  const apiCall = (headers: Record<string, string>, query = "{ version }") =>
    send("/api/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query }) });

  it("sets OCSESSID Secure when the visitor came over HTTPS (forwarded by the trusted proxy), not over HTTP", async () => {
    const overHttps = await apiCall({ "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" });
    expect(overHttps.headers.getSetCookie().join()).toMatch(/^OCSESSID=[a-f0-9]{32};.*; Secure/);
    const overHttp = await apiCall({});
    expect(overHttp.headers.getSetCookie().join()).toMatch(/^OCSESSID=/);
    expect(overHttp.headers.getSetCookie().join()).not.toMatch(/Secure/);
  });

  it("refuses introspection in production and reflects no other site's origin", async () => {
    const introspection = await apiCall({}, "{ __schema { queryType { name } } }");
    expect(JSON.parse(introspection.text).errors[0].message).toMatch(/introspection/i);
    const crossSite = await apiCall({ origin: "https://evil.example" });
    expect(crossSite.headers.get("access-control-allow-origin")).toBeNull();
    expect(crossSite.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("answers a 900 KB search with 413 at once, while /healthz stays quick", async () => {
    const started = performance.now();
    const [search, health] = await Promise.all([
      apiCall({}, `{ productsList(search: ${JSON.stringify("ab ".repeat(300_000))}, size: 5) { totalElements } }`),
      send("/healthz"),
    ]);
    expect(search.status).toBe(413);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe("what the public can read", () => {
  it("/readyz says ok or unavailable, nothing of the store", async () => {
    const health = await send("/readyz");
    expect(JSON.parse(health.text)).toEqual({ status: "ok", apiVersion: expect.any(String) });
  });
});
