/** Starts `node build/server.js` on a fresh data directory and waits until it is healthy. */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface BuiltShop {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltShop({ port, env = {} }: { port: number; env?: Record<string, string> }): Promise<BuiltShop> {
  const server = resolve(process.env.BUILD_DIR ?? "build", "server.js");
  if (!existsSync(server)) throw new Error(`${server} is missing: run npm run build first.`);
  const dataDir = mkdtempSync(join(tmpdir(), "lumen-server-test-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [server], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: "server-test-secret-not-for-production",
      COMMERCE_DATA_DIR: join(dataDir, "commerce"),
      WEB_CONCURRENCY: "2",
      ...env,
    },
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}) before it was healthy.`);
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy in time.`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
