/**
 * What stops the built server at start, with one line that says why, instead of restarting its
 * processes forever.
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const PORT = Number(process.env.SERVER_TEST_PORT ?? 4390) + 7;

/** Runs `node build/server.js` until it exits (or 60 s), and gives its exit code and standard error. */
function runServer(env: Record<string, string>, as: { uid?: number; gid?: number } = {}): Promise<{ code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "lumen-start-test-"));
  chmodSync(dataDir, 0o777);
  const child = spawn(process.execPath, [resolve(process.env.BUILD_DIR ?? "build", "server.js")], {
    ...as,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      SESSION_SECRET: "server-test-secret-not-for-production",
      COMMERCE_DATA_DIR: join(dataDir, "commerce"),
      WEB_CONCURRENCY: "1",
      ...env,
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((done) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      done({ code, stderr });
    }),
  );
}

describe("a port already in use", () => {
  let holder: Server;
  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((listening) => holder.listen(PORT, "127.0.0.1", listening));
  });
  afterAll(() => new Promise<void>((closed) => holder.close(() => closed())));

  it("stops the start with 'port N is in use' and exit 1, before any process starts", async () => {
    const { code, stderr } = await runServer({ PORT: String(PORT) });
    expect(code).toBe(1);
    expect(stderr).toContain(`Port ${PORT} is in use`);
    expect(stderr).not.toContain("starting another");
  });
});

describe("a port the user may not open", () => {
  it("stops the start with one line saying to pick a port of 1024 or above, exit 1", async () => {
    // Root may open any port: the shop is started as `nobody` then, as the container runs as `node`.
    const { code, stderr } = await runServer({ PORT: "80" }, process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {});
    expect(code).toBe(1);
    expect(stderr).toContain("Port 80 needs privileges this user does not have: set PORT to 1024 or above");
    expect(stderr).not.toContain("EACCES");
  });
});

describe("an operator's port already in use", () => {
  let holder: Server;
  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((listening) => holder.listen(PORT + 3, "127.0.0.1", listening));
  });
  afterAll(() => new Promise<void>((closed) => holder.close(() => closed())));

  it("stops the start as a busy PORT does: 'METRICS_PORT N is in use', exit 1 (docs/decisions/332-quiet-logs-and-operator-port.md)", async () => {
    const { code, stderr } = await runServer({ PORT: String(PORT + 4), METRICS_PORT: String(PORT + 3) });
    expect(code).toBe(1);
    expect(stderr).toContain(`METRICS_PORT ${PORT + 3} is in use`);
    expect(stderr).not.toContain("starting another");
  });
});

describe("a damaged data directory", () => {
  it("stops the start with one line naming COMMERCE_DATA_DIR, without restarting the API", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lumen-damaged-"));
    // A cluster's version file with no cluster behind it: what a half-copied folder looks like.
    writeFileSync(join(dataDir, "PG_VERSION"), "not a version\n");
    mkdirSync(join(dataDir, "base"));
    try {
      const { code, stderr } = await runServer({ PORT: String(PORT + 1), COMMERCE_DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toContain(`COMMERCE_DATA_DIR (${dataDir})`);
      expect(stderr).not.toContain("starting it again");
      expect(stderr.length).toBeLessThan(2_000);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("a data folder another shop is using", () => {
  it("stops the start with one line naming the folder and its owner, and leaves that shop serving", async () => {
    // The shared test shop's folder, held by its API's process (docs/decisions/331-one-writer-per-data-folder.md).
    const dataDir = inject("shopDataDir");
    const { code, stderr } = await runServer({ PORT: String(PORT + 2), COMMERCE_DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toContain(`COMMERCE_DATA_DIR (${dataDir}) is in use by another shop (pid `);
    expect(stderr).not.toContain("starting");
    expect(stderr.length).toBeLessThan(1_000);
    expect((await fetch(`${inject("shopUrl")}/readyz`)).status).toBe(200);
  });
});
