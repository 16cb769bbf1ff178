/** Builds the shop once and starts production servers from that build, for the benchmarks. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench";

export function buildShop(): void {
  console.log(`Building into ${BUILD_DIR}/ …`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "ignore", env: { ...process.env, BUILD_DIR } });
  if (build.status !== 0) throw new Error("The build failed: run npm run build to see why.");
}

export interface RunningShop {
  base: string;
  /** The server's process id: its CPU time (and its children's) is what a request costs. */
  pid: number;
  stop(): Promise<void>;
}

export interface ShopOptions {
  port: number;
  /** Extra environment, e.g. COMMERCE_DATA_DIR of a large catalogue. */
  env?: Record<string, string>;
}

/** Starts `node build-bench/server.js` on a fresh data directory (unless env names one) and waits until it is healthy. */
export async function startShop({ port, env = {} }: ShopOptions): Promise<RunningShop> {
  const dataDir = mkdtempSync(join(tmpdir(), "lumen-bench-"));
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn("node", [join(BUILD_DIR, "server.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: "bench-secret-not-for-production",
      COMMERCE_DATA_DIR: join(dataDir, "commerce"),
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let healthy = false;
  for (let i = 0; i < 600 && !healthy; i++) {
    try {
      healthy = (await fetch(`${base}/healthz`)).ok;
    } catch {
      /* not listening yet */
    }
    if (!healthy) await new Promise((r) => setTimeout(r, 500));
  }
  if (!healthy) throw new Error(`The shop on port ${port} did not become healthy.`);
  return {
    base,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
