/** Starts `node build/server.js` on a fresh data directory and waits until it is ready. */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface BuiltShop {
  url: string;
  /** The supervisor's pid. */
  pid: number;
  /** The data directory (COMMERCE_DATA_DIR). */
  dataDir: string;
  /** Everything the server logged so far, standard output and standard error (with `captureLog`). */
  log(): string;
  /** Settles when the supervisor has exited: its code or signal, and when (Date.now()). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Stops the server (again: nothing); `keepData` leaves the data directory for the test to read, and to remove. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface StartOptions {
  port: number;
  env?: Record<string, string>;
  /** Keep the server's log lines for log() instead of passing standard error on. */
  captureLog?: boolean;
}

export async function startBuiltShop({ port, env = {}, captureLog = false }: StartOptions): Promise<BuiltShop> {
  const server = resolve(process.env.BUILD_DIR ?? "build", "server.js");
  if (!existsSync(server)) throw new Error(`${server} is missing: run npm run build first.`);
  const dataDir = mkdtempSync(join(tmpdir(), "lumen-server-test-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [server], {
    stdio: ["ignore", captureLog ? "pipe" : "ignore", captureLog ? "pipe" : "inherit"],
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
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((done) =>
    child.once("exit", (code, signal) => done({ code, signal, at: Date.now() })),
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped (exit ${child.exitCode}) before it was ready.\n${output.slice(-2_000)}`);
    if (
      await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`${url} did not become ready in time.`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
  return {
    url,
    pid: child.pid!,
    dataDir: join(dataDir, "commerce"),
    log: () => output,
    exited,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The running children of `pid` whose command line contains `script` (build/api.js, build/server.js). */
export function childPids(pid: number, script: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        // The parent's pid is the fourth field, after the command name in parentheses.
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return Number(fields[1]) === pid && fields[0] !== "Z" && readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(script);
      } catch {
        return false;
      }
    })
    .map(Number);
}
