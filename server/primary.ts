/**
 * The production server's supervisor. It validates the configuration, starts the embedded API in
 * a process of its own (unless COMMERCE_API_URL names a remote store) and WEB_CONCURRENCY web
 * processes sharing the port, restarts any that dies, and stops them all on SIGINT/SIGTERM.
 * It serves no request itself, so nothing it does can hold up a shopper.
 */
import { fork, type ChildProcess } from "node:child_process";
import cluster, { type Worker } from "node:cluster";
import { createServer } from "node:net";
import { join } from "node:path";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { getEnv, type Env } from "~/lib/env.server";
import { publicUrl } from "./app";
import { EXIT_DATA_DIR_UNUSABLE } from "./exit-codes";
import { portInUse, reportHealth, WARMING_UP } from "./lifecycle";

/** A process that dies is started again after a pause that doubles while it keeps dying (up to 30 s). */
const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Alive this long: it was not a crash loop, the next restart waits the shortest pause again. */
const HEALTHY_AFTER_MS = 60_000;

function restartDelays() {
  let delay = RESTART_DELAY_MS;
  let startedAt = Date.now();
  return {
    started: () => (startedAt = Date.now()),
    next(): number {
      if (Date.now() - startedAt > HEALTHY_AFTER_MS) delay = RESTART_DELAY_MS;
      const wait = delay;
      delay = Math.min(MAX_RESTART_DELAY_MS, delay * 2);
      return wait;
    },
  };
}
const STOP_GRACE_MS = 10_000;

export async function runSupervisor(buildDir: string): Promise<void> {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  if (env.isProduction && !env.trustProxy && env.cookieSecure !== "always") {
    console.warn(
      "⚠️  Plain HTTP and no trusted proxy: the shop's cookies are not marked Secure and there is no HSTS. " +
        "On the internet, put a TLS proxy in front and set TRUST_PROXY=1 (or COOKIE_SECURE=always).",
    );
  }

  if (await portInUse(env)) {
    console.error(`Port ${env.port} is in use: stop what listens there, or set PORT to another port.`);
    process.exit(1);
  }

  let stopping = false;
  const api = env.embeddedApi ? await startApiProcess(join(buildDir, "api.js"), () => stopping) : undefined;

  // The web processes' rate limit counters live here, shared over the cluster's IPC (without
  // DATABASE_URL; app/lib/rate-limit.server.ts), so a limit holds whichever process answers.
  new RateLimiterClusterMaster();
  const workerEnv = api ? { LUMEN_API_PROCESS_URL: api.url } : {};
  const webRestarts = restartDelays();
  const forkWeb = () => {
    webRestarts.started();
    cluster.fork(workerEnv);
  };
  for (let i = 0; i < env.webConcurrency; i++) forkWeb();
  cluster.on("exit", (_worker: Worker, code, signal) => {
    if (stopping) return;
    const wait = webRestarts.next();
    console.error(`A web process stopped (${signal ?? `exit ${code}`}): starting another in ${wait / 1000} s.`);
    setTimeout(forkWeb, wait);
  });

  let announced = false;
  cluster.on("listening", () => {
    if (announced) return;
    announced = true;
    const processes = `${env.webConcurrency} web process${env.webConcurrency === 1 ? "" : "es"}${api ? " and the embedded API's process" : ""}`;
    console.log(`Lumen Optics storefront: ${publicUrl(env.host, env.port)} (${processes})`);
    // The API's process opens (on its very first start: creates and seeds) the database first.
    if (api) console.log(WARMING_UP);
    void (api?.ready ?? Promise.resolve()).then(() => reportHealth(env));
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing…`);
    const force = setTimeout(() => process.exit(0), STOP_GRACE_MS);
    force.unref();
    await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => (worker ? stopChild(worker.process) : undefined)));
    if (api) await api.stop();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

interface ApiProcess {
  url: string;
  /** Settles once the first API process listens (after opening its database). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Forks build/api.js on a loopback port chosen now, so that the web processes can start at once
 * (they show the friendly "API unavailable" page until it answers) and a restart keeps the address.
 */
async function startApiProcess(script: string, isStopping: () => boolean): Promise<ApiProcess> {
  const port = await freeLoopbackPort();
  let child: ChildProcess;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const restarts = restartDelays();
  const start = () => {
    restarts.started();
    child = fork(script, [], { env: { ...process.env, LUMEN_API_PROCESS_PORT: String(port) } });
    child.on("message", (message: { type?: string }) => {
      if (message?.type === "api-ready") markReady();
    });
    child.once("exit", (code, signal) => {
      if (isStopping()) return;
      if (code === EXIT_DATA_DIR_UNUSABLE) {
        // It said why in one line; every restart would say it again.
        console.error("The shop stops: the embedded API cannot open its database.");
        process.exit(1);
      }
      const wait = restarts.next();
      console.error(`The embedded API's process stopped (${signal ?? `exit ${code}`}): starting it again in ${wait / 1000} s.`);
      setTimeout(start, wait);
    });
  };
  start();
  return { url: `http://127.0.0.1:${port}`, ready, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
