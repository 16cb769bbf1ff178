/**
 * The production server's supervisor. It validates the configuration, starts the embedded API in
 * a process of its own (unless COMMERCE_API_URL names a remote store) and WEB_CONCURRENCY web
 * processes sharing the port, restarts any that dies, and stops them all on SIGINT/SIGTERM.
 * It serves no request itself, so nothing it does can hold up a shopper.
 */
import { fork, type ChildProcess } from "node:child_process";
import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { dataDirInUse } from "@commerce/db/data-dir-lock";
import { getEnv, type Env } from "~/lib/env.server";
import { publicUrl } from "./app";
import { EXIT_DATA_DIR_UNUSABLE, EXIT_NO_SPACE } from "./exit-codes";
import { portRefusal, portRefusalMessage, reportHealth, WARMING_UP } from "./lifecycle";
import { livenessWatch, type Liveness } from "./liveness";
import { log, routeConsoleThroughLogger, setLogRole } from "./log";
import { startOperatorPort, type MetricsSource, type OperatorPort, type ProcessMetrics } from "./operator-port";
import { answerByDeadline, shutdownGraceMs, type StopOrder } from "./stopping";

/** A process that dies is started again after a pause that doubles while it keeps dying (up to 30 s). */
const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** How often the embedded API tries again to open its database on a full disk. */
const NO_SPACE_RETRY_MS = 5_000;
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
/** The API's process had a signal of its own: stopped (and so restarted) after this, unless the whole shop is stopping. */
const API_SIGNAL_SETTLE_MS = 250;

/** A child that has not answered the ping for this long is hung: killed, and so restarted (LIVENESS_TIMEOUT_MS). */
const LIVENESS_TIMEOUT_MS = Number(process.env.LIVENESS_TIMEOUT_MS) > 0 ? Number(process.env.LIVENESS_TIMEOUT_MS) : 30_000;
/** …unless it is serving requests and its CPU time moves: busy, killed only past this (LIVENESS_BUSY_TIMEOUT_MS). */
const LIVENESS_BUSY_TIMEOUT_MS =
  Number(process.env.LIVENESS_BUSY_TIMEOUT_MS) > 0 ? Number(process.env.LIVENESS_BUSY_TIMEOUT_MS) : 4 * LIVENESS_TIMEOUT_MS;

interface ChildMessage {
  type?: string;
  id?: number;
  paused?: boolean;
  /** In a pong: the requests the child was serving. */
  inFlight?: number;
  /** In an answer to lumen:metrics: null when the child could not collect them. */
  metrics?: ProcessMetrics | null;
}

/** Pongs and metrics from a child, handed to the watch and the operator's port. */
function onChildMessage(key: string, message: ChildMessage, liveness: Liveness, operator: OperatorPort | undefined): void {
  if (message?.type === "lumen:pong") liveness.answered(key, message.inFlight);
  if (message?.type === "lumen:metrics" && typeof message.id === "number")
    operator?.metricsArrived(message.id, message.metrics ?? undefined);
}

export async function runSupervisor(buildDir: string): Promise<void> {
  setLogRole("supervisor");
  routeConsoleThroughLogger();
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

  const refusal = await portRefusal(env);
  if (refusal) {
    console.error(portRefusalMessage("PORT", env.port, refusal));
    process.exit(1);
  }
  // A busy operator's port is not ignored: `npm run backup|restore` would talk to whatever owns it
  // (a restore would overwrite another shop's database; docs/decisions/332-quiet-logs-and-operator-port.md).
  const metricsPort = Number(process.env.METRICS_PORT);
  const metricsHost = process.env.METRICS_HOST?.trim() || "127.0.0.1";
  const operatorPortWanted = Number.isInteger(metricsPort) && metricsPort > 0;
  const metricsRefusal = operatorPortWanted ? await portRefusal({ port: metricsPort, host: metricsHost }) : null;
  if (metricsRefusal) {
    console.error(portRefusalMessage("METRICS_PORT", metricsPort, metricsRefusal));
    process.exit(1);
  }
  // PGlite has one writer: a second shop on the data folder stops here (docs/decisions/331-one-writer-per-data-folder.md).
  const dataDirTaken =
    env.embeddedApi && !process.env.DATABASE_URL ? dataDirInUse(resolve(process.env.COMMERCE_DATA_DIR ?? "data/commerce")) : undefined;
  if (dataDirTaken) {
    console.error(dataDirTaken);
    process.exit(1);
  }

  let stopping = false;
  const liveness = livenessWatch({ timeoutMs: LIVENESS_TIMEOUT_MS, busyTimeoutMs: LIVENESS_BUSY_TIMEOUT_MS, log });
  const adminToken = randomBytes(24).toString("base64url");
  let operator: OperatorPort | undefined;
  const api = env.embeddedApi
    ? await startApiProcess(join(buildDir, "api.js"), {
        isStopping: () => stopping,
        adminToken,
        liveness,
        onMessage: (message) => onChildMessage("api", message, liveness, operator),
      })
    : undefined;
  if (operatorPortWanted) {
    operator = startOperatorPort({
      port: metricsPort,
      host: metricsHost,
      token: process.env.METRICS_TOKEN?.trim() || undefined,
      api: api ? { url: api.url, adminToken } : undefined,
      // Every web process the cluster knows, connected or not: one that cannot answer is named missing.
      sources: () => [
        ...Object.values(cluster.workers ?? {}).flatMap((worker): MetricsSource[] =>
          worker
            ? [
                {
                  role: "web",
                  pid: worker.process.pid,
                  askMetrics: (id) => worker.isConnected() && worker.send({ type: "lumen:metrics", id }),
                },
              ]
            : [],
        ),
        ...(api ? [api.metrics()] : []),
      ],
      expected: () => ({ web: env.webConcurrency, ...(api ? { api: 1 } : {}) }),
    });
  }
  cluster.on("message", (worker: Worker, message: ChildMessage) => onChildMessage(`web-${worker.id}`, message, liveness, operator));

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
  // A web process is watched once it listens (its start may take a while).
  cluster.on("listening", (worker: Worker) =>
    liveness.watch(`web-${worker.id}`, {
      name: `web process ${worker.process.pid}`,
      pid: worker.process.pid,
      ping: () => worker.isConnected() && worker.send({ type: "lumen:ping" }),
      kill: () => worker.process.kill("SIGKILL"),
    }),
  );
  cluster.on("exit", (worker: Worker, code, signal) => {
    liveness.forget(`web-${worker.id}`);
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

  /**
   * The whole shop stops within SHUTDOWN_GRACE_MS (docs/decisions/376-graceful-stop.md): the web
   * processes first, ordered to stop accepting (the shared port closes with the last of them) and
   * to finish what they hold, answering 503 at their deadline; then the API's process, which those
   * requests needed to their last answer; whatever is left at the grace's end is killed.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const startedAt = Date.now();
    const graceMs = shutdownGraceMs();
    console.log(`${signal}: closing…`);
    const force = setTimeout(() => {
      log.warn("processes still running at the end of SHUTDOWN_GRACE_MS: killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      api?.kill();
      process.exit(0);
    }, graceMs);
    force.unref();
    const webDeadline = answerByDeadline(startedAt, graceMs);
    await Promise.all(
      Object.values(cluster.workers ?? {}).map((worker) =>
        worker ? stopChild(worker.process, { type: "lumen:stop", deadline: webDeadline }) : undefined,
      ),
    );
    if (api) await api.stop({ type: "lumen:stop", deadline: startedAt + graceMs - 100 });
    process.exit(0);
  };
  // `on`, not `once`: a repeated signal (Ctrl-C twice) must not end the supervisor before its children.
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

interface ApiProcess {
  url: string;
  /** Settles once the first API process listens (after opening its database). */
  ready: Promise<void>;
  /** The process running now, to ask for its metrics. */
  metrics(): MetricsSource;
  /** Orders the process to stop and settles once it has exited. */
  stop(order: StopOrder): Promise<void>;
  kill(): void;
}

interface ApiProcessOptions {
  isStopping(): boolean;
  /** Lets the supervisor alone use the process's admin routes (readiness, backup, restore). */
  adminToken: string;
  liveness: Liveness;
  onMessage(message: ChildMessage): void;
}

/**
 * Forks build/api.js on a loopback port chosen now, so that the web processes can start at once
 * (they show the friendly "API unavailable" page until it answers) and a restart keeps the address.
 */
async function startApiProcess(script: string, { isStopping, adminToken, liveness, onMessage }: ApiProcessOptions): Promise<ApiProcess> {
  const port = await freeLoopbackPort();
  let child: ChildProcess;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const restarts = restartDelays();
  const start = () => {
    restarts.started();
    const started = fork(script, [], { env: { ...process.env, LUMEN_API_PROCESS_PORT: String(port), LUMEN_API_ADMIN_TOKEN: adminToken } });
    child = started;
    const watch = () =>
      liveness.watch("api", {
        name: `the embedded API's process ${started.pid}`,
        pid: started.pid,
        ping: () => started.connected && started.send({ type: "lumen:ping" }),
        kill: () => started.kill("SIGKILL"),
      });
    started.on("message", (message: ChildMessage) => {
      if (message?.type === "api-ready") {
        markReady();
        // Watched from now: opening (on a first start, seeding) the database may take long.
        watch();
      }
      // A signal sent to the API's process (the operator's, or the whole shop's, which the
      // supervisor also has): it stops on the supervisor's order, after the web processes when the
      // shop is stopping, at once otherwise (and is started again).
      if (message?.type === "lumen:signal") {
        setTimeout(() => {
          if (!isStopping() && child === started) void stopChild(started, { type: "lumen:stop" });
        }, API_SIGNAL_SETTLE_MS);
      }
      // A restore opens a whole dump: the process says so instead of being taken for hung.
      if (message?.type === "lumen:liveness") {
        if (message.paused) liveness.forget("api");
        else watch();
      }
      onMessage(message);
    });
    started.once("exit", (code, signal) => {
      liveness.forget("api");
      if (isStopping()) return;
      if (code === EXIT_DATA_DIR_UNUSABLE) {
        // It said why in one line; every restart would say it again.
        console.error("The shop stops: the embedded API cannot open its database.");
        process.exit(1);
      }
      if (code === EXIT_NO_SPACE) {
        // It said why; started again until there is room, without the crash backoff's growth.
        setTimeout(start, NO_SPACE_RETRY_MS);
        return;
      }
      const wait = restarts.next();
      console.error(`The embedded API's process stopped (${signal ?? `exit ${code}`}): starting it again in ${wait / 1000} s.`);
      setTimeout(start, wait);
    });
  };
  start();
  return {
    url: `http://127.0.0.1:${port}`,
    ready,
    metrics: () => ({ role: "api", pid: child.pid, askMetrics: (id) => child.connected && child.send({ type: "lumen:metrics", id }) }),
    stop: (order) => stopChild(child, order),
    kill: () => child.kill("SIGKILL"),
  };
}

/** Orders a child to stop over IPC (SIGTERM if its channel is closed) and settles once it has exited. */
function stopChild(child: ChildProcess, order: StopOrder): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    if (child.connected) child.send(order);
    else child.kill("SIGTERM");
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
