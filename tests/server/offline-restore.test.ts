/**
 * A restore for a shop that is stopped, or cannot start on a damaged data folder
 * (docs/decisions/355-offline-restore.md): `npm run restore -- --offline FILE` unpacks a backup taken
 * from the running shop into COMMERCE_DATA_DIR, keeps the previous folder beside it, and is refused
 * while a shop holds the folder's lock. The backup's members are relative to the data folder.
 */
import { execFile, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";

const BASE_PORT = Number(process.env.SERVER_TEST_PORT ?? 4390);
const PORT = BASE_PORT + 20;
const OPS_PORT = BASE_PORT + 21;
const TOKEN = "offline-restore-token";
const scratch = mkdtempSync(join(tmpdir(), "lumen-offline-restore-"));
const dataDir = join(scratch, "commerce");
const file = join(scratch, "shop.tar.gz");
let shop: BuiltShop | undefined;

afterAll(async () => {
  await shop?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const start = () =>
  startBuiltShop({ port: PORT, env: { COMMERCE_DATA_DIR: dataDir, METRICS_PORT: String(OPS_PORT), METRICS_TOKEN: TOKEN } });

/** `node scripts/backup.mjs …`: its exit code and output. */
async function script(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/backup.mjs", ...args], {
      env: { ...process.env, COMMERCE_DATA_DIR: dataDir, METRICS_PORT: String(OPS_PORT), METRICS_TOKEN: TOKEN },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const gql = (query: string, variables: Record<string, unknown>) =>
  fetch(`${shop!.url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  }).then((response) => response.json() as Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>);

const login = `mutation ($e: String, $p: String) { accountLogin(email: $e, password: $p) { token } }`;
const customer = {
  firstName: "Olga",
  lastName: "Offline",
  email: `olga.${Date.now().toString(36)}@example.com`,
  password: "Offline-pass-123",
};

/** The built server on the damaged folder: its exit code and standard error. */
function startOnDamagedFolder(): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [resolve(process.env.BUILD_DIR ?? "build", "server.js")], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SESSION_SECRET: "server-test-secret-not-for-production",
      COMMERCE_DATA_DIR: dataDir,
      WEB_CONCURRENCY: "1",
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
  return new Promise((done) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      done({ code, stderr });
    }),
  );
}

describe("npm run restore -- --offline", () => {
  it("a backup of the running shop, refused while it runs, restored into a damaged folder once stopped: the shop starts with its data", async () => {
    shop = await start();
    expect((await gql(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, { c: customer })).errors).toBeUndefined();
    expect((await script("backup", file)).stdout).toContain(`Backed up to ${file}`);

    // Members relative to the data folder, without the lock of the shop that took it.
    const members = (await promisify(execFile)("tar", ["-tzf", file])).stdout.trim().split("\n");
    expect(members).toContain("PG_VERSION");
    expect(members.filter((member) => member.startsWith("/"))).toEqual([]);
    expect(members).not.toContain("lumen.lock");

    const refused = await script("restore", "--offline", file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is in use by a shop \(pid \d+ on .*\): stop it first/);
    expect(readdirSync(scratch).filter((name) => name.includes("before-restore"))).toEqual([]);

    await shop.stop();
    shop = undefined;
    // A damaged folder: the shop will not start, and says how to restore.
    writeFileSync(join(dataDir, "PG_VERSION"), "damaged\n");
    const damaged = await startOnDamagedFolder();
    expect(damaged.code).not.toBe(0);
    expect(damaged.stderr).toContain("npm run restore -- --offline FILE");

    const restored = await script("restore", "--offline", file);
    expect(restored.code).toBe(0);
    expect(restored.stdout.trim().split("\n")).toHaveLength(1);
    expect(restored.stdout).toMatch(/^Restored .* into .*commerce; the previous data folder is kept in .*commerce\.before-restore-/);
    const kept = readdirSync(scratch).filter((name) => name.startsWith("commerce.before-restore-"));
    expect(kept).toHaveLength(1);
    expect(existsSync(join(scratch, kept[0]!, "PG_VERSION"))).toBe(true);

    shop = await start();
    expect((await gql(login, { e: customer.email, p: customer.password })).errors).toBeUndefined();
  });

  it("an older backup, its members named from the root, is restored too", async () => {
    // The form PGlite's dumpDataDir writes, which backups had before: `/PG_VERSION`, `/base/1/…`.
    const unpacked = join(scratch, "unpacked");
    const old = join(scratch, "old.tar.gz");
    mkdirSync(unpacked);
    await promisify(execFile)("tar", ["-xzf", file, "-C", unpacked]);
    await promisify(execFile)("tar", ["-czPf", old, "--transform", "s,^\\./,/,", "-C", unpacked, "."]);
    const members = (await promisify(execFile)("tar", ["-tzPf", old])).stdout.trim().split("\n");
    expect(members).toContain("/PG_VERSION");

    await shop?.stop();
    shop = undefined;
    writeFileSync(join(dataDir, "PG_VERSION"), "damaged\n");
    const restored = await script("restore", "--offline", old);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${old} into ${dataDir}`);
    shop = await start();
    expect((await gql(login, { e: customer.email, p: customer.password })).errors).toBeUndefined();
  });

  it("a lock left by a shop that is gone (kill -9) does not stop it", async () => {
    await shop?.stop();
    shop = undefined;
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(join(dataDir, "lumen.lock"), JSON.stringify({ pid: gone, host: hostname(), since: new Date().toISOString() }) + "\n");
    const restored = await script("restore", "--offline", file);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(existsSync(join(dataDir, "lumen.lock"))).toBe(false);
  });
});
