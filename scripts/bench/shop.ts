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
  /** Leave out the server's log (stderr). */
  quiet?: boolean;
  /** Another build to start (a build of an earlier commit, to compare); BUILD_DIR by default. */
  buildDir?: string;
}

/** Starts `node build-bench/server.js` on a fresh data directory (unless env names one) and waits until it is healthy. */
export async function startShop({ port, env = {}, quiet = false, buildDir = BUILD_DIR }: ShopOptions): Promise<RunningShop> {
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would be measured instead of this one (a second bench, a helper's shop).
  if (await answers(`${base}/readyz`)) throw new Error(`Port ${port} already answers: stop what runs there or pass --port.`);
  const dataDir = mkdtempSync(join(tmpdir(), "lumen-bench-"));
  const child: ChildProcess = spawn("node", [join(buildDir, "server.js")], {
    stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"],
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
  let running = true;
  const exited = new Promise<void>((resolve) => child.once("exit", () => ((running = false), resolve())));
  let healthy = false;
  for (let i = 0; i < 600 && !healthy && running; i++) {
    healthy = await answers(`${base}/readyz`);
    if (!healthy) await new Promise((r) => setTimeout(r, 500));
  }
  if (!running) throw new Error(`The shop on port ${port} stopped before it answered (is ${buildDir}/ built?).`);
  if (!healthy) throw new Error(`The shop on port ${port} did not become healthy.`);
  return {
    base,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      // Its web processes may outlive the primary by a moment: the next shop waits for the port.
      for (let i = 0; i < 40 && (await answers(`${base}/readyz`)); i++) await new Promise((r) => setTimeout(r, 250));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether `url` answers 2xx now. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** A shopper's session cookie, after adding one product to the cart with a plain form post. */
export async function shopperWithCart(base: string, productId: string): Promise<string> {
  const response = await fetch(`${base}/store/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ intent: "add", id: productId, quantity: "1" }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`Adding product ${productId} to a cart set no cookie (status ${response.status}).`);
  return cookie;
}
