/**
 * The operator's kit on the built server (docs/decisions/260-operations.md): JSON log lines with
 * request ids, /metrics on the operator port, liveness and readiness, backup and restore while the
 * shop runs, a hung API process restarted, and a web process stopped under load without a failed
 * request.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childPids, startBuiltShop, type BuiltShop } from "../support/built-shop";

const BASE_PORT = Number(process.env.SERVER_TEST_PORT ?? 4390);
const OPS_PORT = BASE_PORT + 4;
const TOKEN = "operator-test-token";
let shop: BuiltShop;
const scratch = mkdtempSync(join(tmpdir(), "lumen-ops-test-"));

beforeAll(async () => {
  shop = await startBuiltShop({
    port: BASE_PORT + 3,
    captureLog: true,
    env: {
      METRICS_PORT: String(OPS_PORT),
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: "debug",
      LIVENESS_TIMEOUT_MS: "5000",
      SHUTDOWN_GRACE_MS: "5000",
    },
  });
});

afterAll(async () => {
  await shop?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The JSON lines logged so far. */
function logLines(): Record<string, unknown>[] {
  return shop
    .log()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

const gql = (query: string, variables: Record<string, unknown> = {}) =>
  fetch(`${shop.url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  }).then((response) => response.json() as Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>);

describe("logs", () => {
  it("one JSON line per request, its id in X-Request-Id, Server-Timing and the store's own line; no personal data", async () => {
    const page = await fetch(`${shop.url}/store/product/3`);
    expect(page.status).toBe(200);
    const id = page.headers.get("x-request-id")!;
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(page.headers.get("server-timing")).toContain(`req;desc="${id}"`);
    const account = await fetch(`${shop.url}/account/login?email=private.person@example.com`);
    const accountId = account.headers.get("x-request-id");

    const line = await until("the page's log line", () => logLines().find((entry) => entry.reqId === id && entry.msg === "request"));
    expect(line).toMatchObject({ level: 30, role: "web", method: "GET", kind: "product", path: "/store/product/3", status: 200 });
    expect(typeof line.ms).toBe("number");
    // The store's process names the same id for the calls it answered for that page.
    await until("the store's line", () => logLines().find((entry) => entry.reqId === id && entry.role === "api"));

    const accountLine = await until("the account page's line", () =>
      logLines().find((entry) => entry.reqId === accountId && entry.msg === "request"),
    );
    expect(accountLine).toMatchObject({ kind: "personal", status: 200 });
    expect(accountLine.path).toBeUndefined();
    expect(shop.log()).not.toContain("private.person");
  });
});

describe("a shopper's typo", () => {
  it("a wrong coupon is an info line without the typed code (docs/decisions/332-quiet-logs-and-operator-port.md)", async () => {
    const cart = (fields: Record<string, string>, cookie = "") =>
      fetch(`${shop.url}/store/cart`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: shop.url, "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams(fields).toString(),
      });
    const added = await cart({ intent: "add", id: "3", quantity: "1" });
    const cookie = added.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const typed = "TYPO-zq81-CHOSEN";
    expect((await cart({ intent: "applyCoupon", coupon: typed }, cookie)).status).toBeLessThan(500);
    const line = await until("the refusal's line", () =>
      logLines().find((entry) => typeof entry.msg === "string" && entry.msg.includes("refused the code")),
    );
    expect(line).toMatchObject({ level: 30, role: "web" });
    expect(shop.log()).not.toContain(typed);
  });
});

describe("health", () => {
  it("/healthz says the process is alive; /readyz that the store answers and its database takes a write", async () => {
    const alive = await fetch(`${shop.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${shop.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", apiVersion: expect.any(String) });
  });
});

describe("/metrics on the operator's port", () => {
  it("wants the token, and has every process's requests, cache, store calls, memory and event-loop lag", async () => {
    expect((await fetch(`http://127.0.0.1:${OPS_PORT}/metrics`)).status).toBe(401);
    // Not on the public port.
    expect((await fetch(`${shop.url}/metrics`)).status).toBe(404);
    // Three times: with two web processes, one of them has it cached by the last.
    for (let i = 0; i < 3; i++) await fetch(`${shop.url}/store/product/5`).then((page) => page.text());
    const response = await fetch(`http://127.0.0.1:${OPS_PORT}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    // Each process's series under its pid (docs/decisions/375-metrics-per-process.md).
    expect(text).toMatch(/^lumen_http_requests_total\{kind="product",status="200",process="web",pid="\d+"\} [1-9]/m);
    expect(text).toMatch(/^lumen_http_request_duration_seconds_bucket\{le="0.1",kind="product",process="web",pid="\d+"\} /m);
    expect(text).toMatch(/^lumen_page_cache_total\{result="hit",process="web",pid="\d+"\} [1-9]/m);
    expect(text).toMatch(/^lumen_page_cache_total\{result="miss",process="web",pid="\d+"\} [1-9]/m);
    expect(text).toMatch(/^lumen_store_calls_total\{outcome="ok",process="web",pid="\d+"\} [1-9]/m);
    expect(text).toMatch(/^lumen_store_call_duration_seconds_count\{process="web",pid="\d+"\} [1-9]/m);
    expect(text).toMatch(/^lumen_renders_queued\{process="web",pid="\d+"\} 0/m);
    expect(text).toMatch(/^lumen_http_requests_total\{kind="store",status="200",process="api",pid="\d+"\} [1-9]/m);
    expect(text).toMatch(/^process_resident_memory_bytes\{process="api",pid="\d+"\} [1-9]/m);
    expect(text).toMatch(/^process_resident_memory_bytes\{process="web",pid="\d+"\} [1-9]/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{process="web",pid="\d+"\} /m);
    expect(text).toMatch(/^lumen_metrics_scrape_complete 1$/m);
    // Each name once: the supervisor put the processes into one exposition.
    expect(text.match(/^# TYPE lumen_http_requests_total /gm)).toHaveLength(1);
  });
});

describe("backup and restore while the shop runs", () => {
  it("npm run backup, a change, npm run restore: the change is gone and the shop answers", async () => {
    const file = join(scratch, "shop.tar.gz");
    const run = (mode: string) =>
      promisify(execFile)(process.execPath, ["scripts/backup.mjs", mode, file], {
        env: { ...process.env, METRICS_PORT: String(OPS_PORT), METRICS_TOKEN: TOKEN },
      });
    expect((await run("backup")).stdout).toContain(`Backed up to ${file}`);

    const customer = {
      firstName: "Rita",
      lastName: "Restore",
      email: `rita.${Date.now().toString(36)}@example.com`,
      password: "Restore-pass-123",
    };
    expect((await gql(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, { c: customer })).errors).toBeUndefined();
    const login = `mutation ($e: String, $p: String) { accountLogin(email: $e, password: $p) { token } }`;
    expect((await gql(login, { e: customer.email, p: customer.password })).errors).toBeUndefined();

    expect((await run("restore")).stdout).toContain(`Restored from ${file}`);
    expect((await gql(login, { e: customer.email, p: customer.password })).errors).toBeDefined();
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
  });
});

/** GET on a connection of its own: its status, or the error that stopped it. */
function getOnce(url: string, headers: Record<string, string> = {}): Promise<number | string> {
  return new Promise((settle) => {
    // A request left unanswered is a failure to report, not a test that hangs.
    const call = request(url, { agent: false, headers, timeout: 15_000 }, (response) => {
      response.resume();
      response.on("end", () => settle(response.statusCode ?? 0));
      response.on("error", (error) => settle(error.message));
    });
    call.on("error", (error) => settle(error.message));
    call.on("timeout", () => {
      settle("no answer within 15 s");
      call.destroy();
    });
    call.end();
  });
}

describe("faults", () => {
  // Retried once: one CI run of the merged suite saw this test wait past its timeout, and three
  // runs after did not; the per-request timeout above now names such a stall if it comes again.
  it("a web process stopped (SIGTERM) under load: every request answered, and another process takes its place", { retry: 1 }, async () => {
    const [victim, ...others] = childPids(shop.pid, "server.js");
    expect(victim).toBeDefined();
    expect(others.length).toBeGreaterThan(0);
    const results: (number | string)[] = [];
    let running = true;
    const loop = async (path: string, headers?: Record<string, string>) => {
      while (running) results.push(await getOnce(shop.url + path, headers));
    };
    // Cached pages and renders (a session cookie bypasses the page cache).
    const load = [
      ...Array.from({ length: 4 }, () => loop("/store/product/7")),
      ...Array.from({ length: 4 }, (_, i) => loop(`/store/product/${10 + i}`, { cookie: "lumen_session=stale" })),
    ];
    try {
      await until("some answers", () => results.length > 20);
      process.kill(victim!, "SIGTERM");
      await until("the stopped process's exit", () => !childPids(shop.pid, "server.js").includes(victim!));
      const afterExit = results.length;
      await until("answers after the exit", () => results.length > afterExit + 50);
    } finally {
      running = false;
      await Promise.all(load);
    }

    expect(results.filter((result) => result !== 200)).toEqual([]);
    await until("a new web process", () => childPids(shop.pid, "server.js").length === others.length + 1);
    expect(logLines().some((entry) => entry.msg === "stopping: finishing the requests in flight")).toBe(true);
  });

  it("a hung API process (SIGSTOP) is killed by the liveness check and started again", async () => {
    const [api] = childPids(shop.pid, "api.js");
    expect(api).toBeDefined();
    process.kill(api!, "SIGSTOP");
    const [restarted] = await until("a new API process", () => {
      const pids = childPids(shop.pid, "api.js").filter((pid) => pid !== api);
      return pids.length > 0 ? pids : undefined;
    });
    expect(restarted).not.toBe(api);
    await until("the shop ready again", () => fetch(`${shop.url}/readyz`).then((response) => response.ok || undefined), 60_000);
    expect(logLines().some((entry) => String(entry.msg).includes("did not answer its liveness check"))).toBe(true);
  });
});
