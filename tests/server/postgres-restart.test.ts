/**
 * A PostgreSQL restart under the built shop (DATABASE_URL mode, docs/decisions/260-operations.md):
 * a throwaway cluster of its own (initdb, pg_ctl) is stopped and started again while the shop runs.
 * Meanwhile the shop answers 503, no process exits, and it serves again once PostgreSQL is back.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childPids, startBuiltShop, type BuiltShop } from "../support/built-shop";

const BASE_PORT = Number(process.env.SERVER_TEST_PORT ?? 4390);
const PG_PORT = BASE_PORT + 9;
const PG_BIN = ["17", "16", "15", "14"]
  .map((version) => `/usr/lib/postgresql/${version}/bin`)
  .find((dir) => existsSync(join(dir, "pg_ctl")));
const dir = mkdtempSync(join(tmpdir(), "lumen-pg-"));
const dataDir = join(dir, "data");
let shop: BuiltShop;

/** PostgreSQL refuses to run as root: its tools run as the postgres user then. */
function pg(tool: string, args: string[]) {
  const command = join(PG_BIN!, tool);
  if (userInfo().uid === 0) execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" });
  else execFileSync(command, args, { stdio: "pipe" });
}
const startPostgres = () =>
  pg("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    join(dir, "postgres.log"),
    "-w",
    "-o",
    `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1`,
    "start",
  ]);
const stopPostgres = () => pg("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);

beforeAll(async () => {
  if (userInfo().uid === 0) {
    chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
    chmodSync(dir, 0o755);
  }
  pg("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync"]);
  startPostgres();
  shop = await startBuiltShop({
    port: BASE_PORT + 5,
    captureLog: true,
    env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`, WEB_CONCURRENCY: "2" },
  });
}, 300_000);

afterAll(async () => {
  await shop?.stop();
  try {
    stopPostgres();
  } catch {
    // Already stopped.
  }
  rmSync(dir, { recursive: true, force: true });
});

const product = () =>
  fetch(`${shop.url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: '{ product(id: "2") { id name } }' }),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { data?: { product?: { id: string } | null } },
  }));

async function until(what: string, probe: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

describe("PostgreSQL stopped and started under the shop", () => {
  it("answers 503 while it is down, exits no process, and serves again when it is back", async () => {
    expect((await product()).body.data?.product?.id).toBe("2");
    // A wrong password counts in the rate limit's PostgreSQL pool: it holds an idle client now.
    const login = await fetch(`${shop.url}/account/login`, {
      method: "POST",
      headers: { origin: shop.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nobody@example.com", password: "wrong-password" }).toString(),
    });
    expect(login.status).toBeLessThan(500);
    // That post started a store session.
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    expect(cookie).toMatch(/^lumen_session=/);
    const before = [...childPids(shop.pid, "server.js"), ...childPids(shop.pid, "api.js")].sort();
    expect(before).toHaveLength(3);

    stopPostgres();
    await until("readiness to fail", async () => (await fetch(`${shop.url}/readyz`)).status === 503);
    // A page no cache holds yet.
    expect((await fetch(`${shop.url}/store/product/77`)).status).toBe(503);
    // The API says so too, with a 503 (not a 200 with "Unexpected error."), so every client retries.
    const api = await fetch(`${shop.url}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: '{ product(id: "3") { id } }' }),
    });
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    // A shopper's write fails with the store's words, and nothing is added.
    const add = await fetch(`${shop.url}/store/cart`, {
      method: "POST",
      headers: { origin: shop.url, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", id: "2", quantity: "1" }).toString(),
      redirect: "manual",
    });
    const session = decodeURIComponent(add.headers.getSetCookie()[0]?.split(";")[0]?.split("=")[1] ?? "");
    expect(Buffer.from(session.split(".")[0]!, "base64").toString()).toContain(
      '"message":"The store\'s database is not available right now."',
    );
    expect((await product()).body.data?.product ?? null).toBeNull();
    // Give an unhandled pool error time to end a process.
    await new Promise((wait) => setTimeout(wait, 2_000));
    expect([...childPids(shop.pid, "server.js"), ...childPids(shop.pid, "api.js")].sort()).toEqual(before);

    startPostgres();
    await until("readiness again", async () => (await fetch(`${shop.url}/readyz`)).ok);
    expect((await product()).body.data?.product?.id).toBe("2");
    expect((await fetch(`${shop.url}/store/product/78`)).status).toBe(200);
    expect([...childPids(shop.pid, "server.js"), ...childPids(shop.pid, "api.js")].sort()).toEqual(before);
    expect(shop.log()).not.toMatch(/process stopped/);
    expect(shop.log()).toContain("PostgreSQL connection lost");
  });
});
