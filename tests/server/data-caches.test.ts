/**
 * A shopper with a session is rendered each time (no page cache), but what the store answers the
 * same for everyone is kept (decision 125): after the first visits, home, a product page and an
 * unknown path cost one API call, the shopper's own state.
 */
import { describe, expect, inject, it } from "vitest";

const base = inject("shopUrl");

async function shopperCookie(): Promise<string> {
  const answer = await fetch(`${base}/store/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: "intent=add&id=40&quantity=1",
  });
  expect(answer.status).toBe(302);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
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
  it.each(["/", "/store/product/40", "/no-such-keyword-page"])("%s asks the store only for the shopper's state once warm", async (path) => {
    const cookie = await shopperCookie();
    const calls = await apiCallsPerVisit(path, cookie, 6);
    expect(Math.min(...calls), calls.join(",")).toBe(1);
  });
});
