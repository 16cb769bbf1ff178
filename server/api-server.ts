/**
 * The embedded commerce API in a process of its own (build/api.js), started by the production
 * server's supervisor (server/primary.ts). It owns the database (PGlite allows one process per data
 * directory), so its queries never hold up page rendering in the web processes, which call it on
 * loopback and pass the public /api/* requests on to it (docs/decisions/120-processes.md).
 * Beside /api/*, its loopback port answers /ready (the web processes' readiness check) and, to the
 * supervisor alone (a token it was started with), the embedded database's backup and restore (docs/decisions/260-operations.md).
 */
import { rename, statfs } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { dirname, resolve } from "node:path";
import { DataDirLocked } from "@commerce/db/data-dir-lock";
import { databaseFault } from "@commerce/db/faults";
import { markOrder } from "@commerce/domain/account/orders";
import { createCommerceApi, embeddedApi, optionsFromEnv, type CommerceApi } from "@commerce/index";
import { relativeTarball } from "./backup-tarball";
import { EXIT_DATA_DIR_UNUSABLE, EXIT_NO_SPACE } from "./exit-codes";
import { keepServingOnUnhandledRejection, log, routeConsoleThroughLogger, setLogRole } from "./log";
import { dbErrors, httpDuration, httpRequests, startProcessMetrics } from "./metrics";
import { sendFetchResponse, toFetchRequest } from "./node-fetch";
import { BodyTooLarge, isWrite, publicOrigin, readBody, tooLarge } from "./request-guards";
import { shutdownGraceMs, type StopOrder } from "./stopping";
import { answerSupervisor, countRequestsInFlight } from "./supervised";

setLogRole("api");
routeConsoleThroughLogger();
keepServingOnUnhandledRejection();
startProcessMetrics("api");
answerSupervisor();

/** Machine-to-machine calls (the storefront calling its API) are not worth compressing. */
const UNCOMPRESSED = /^\/api\/(graphql|index\.php)$/;

const port = Number(process.env.LUMEN_API_PROCESS_PORT ?? 0);
/** The web processes refuse larger bodies already (MAX_UPLOAD_KB); this is the process's own bound. */
const MAX_BODY_BYTES = Number(process.env.MAX_UPLOAD_KB ?? 6_144) * 1024;
/** A restore's tarball may be larger than an upload. */
const MAX_RESTORE_BYTES = 2 * 1024 ** 3;
const ADMIN_TOKEN = process.env.LUMEN_API_ADMIN_TOKEN;
const dataDir = process.env.DATABASE_URL ? undefined : resolve(process.env.COMMERCE_DATA_DIR ?? "data/commerce");
/** Below this, a data directory that will not open is taken for a full disk: PostgreSQL's write-ahead log grows by 16 MB segments. */
const MIN_FREE_BYTES = 32 * 1024 ** 2;

let api: CommerceApi = await embeddedApi().catch(async (error: unknown) => {
  // PGlite's failure to open a data directory is a page of minified code: one line instead, and an
  // exit the supervisor does not restart (a restart cannot mend the folder), unless the disk is full.
  if (process.env.DATABASE_URL) throw error;
  if (error instanceof DataDirLocked) {
    // Another shop started on the folder meanwhile (the supervisor asked before starting this process).
    console.error(error.message);
    process.exit(EXIT_DATA_DIR_UNUSABLE);
  }
  const free = await freeBytes(dataDir!);
  if (free !== undefined && free < MIN_FREE_BYTES) {
    console.error(
      `No space left on the device of COMMERCE_DATA_DIR (${dataDir}): ${Math.floor(free / 1024 ** 2)} MB free. ` +
        "The embedded API starts again by itself once space is freed.",
    );
    process.exit(EXIT_NO_SPACE);
  }
  const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 200);
  console.error(
    `The embedded database in COMMERCE_DATA_DIR (${dataDir}) could not be opened: ${reason}. ` +
      "If the folder is damaged, restore a backup into it with the shop stopped (npm run restore -- --offline FILE), " +
      "or move it away to start again with the demo catalogue.",
  );
  process.exit(EXIT_DATA_DIR_UNUSABLE);
});

/** The free bytes of the file system holding `path` (its nearest existing folder), when it says. */
async function freeBytes(path: string): Promise<number | undefined> {
  for (let at = path; ; at = dirname(at)) {
    try {
      const stats = await statfs(at);
      return stats.bavail * stats.bsize;
    } catch {
      if (dirname(at) === at) return undefined;
    }
  }
}
/** Set while a restore swaps the database: requests meanwhile get a 503. */
let restoring = false;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

/** Whether the last readiness check found the disk short of space (logged once per spell). */
let shortOfSpace = false;

/**
 * Readiness: the data folder's disk has room and the database answers and takes a write (a full
 * disk or a read-only server fails here). A small write may still fit in a page PostgreSQL has
 * while the next segment of its log would not: below MIN_FREE_BYTES the shop is not ready.
 */
async function ready(res: ServerResponse): Promise<void> {
  const free = dataDir ? await freeBytes(dataDir) : undefined;
  if (free !== undefined && free < MIN_FREE_BYTES) {
    if (!shortOfSpace)
      log.error({ freeBytes: free }, `not ready: ${Math.floor(free / 1024 ** 2)} MB free on the disk of COMMERCE_DATA_DIR`);
    shortOfSpace = true;
    return send(res, 503, { status: "unavailable" }, { "Retry-After": "5" });
  }
  if (shortOfSpace) log.info({ freeBytes: free }, "ready again: the disk of COMMERCE_DATA_DIR has room");
  shortOfSpace = false;
  try {
    await api.db.query("insert into lumen_readiness values (1, now()) on conflict (id) do update set checked_at = now()");
    send(res, 200, { status: "ok", database: api.db.kind });
  } catch (error) {
    const code = databaseFault(error) ?? "unknown";
    dbErrors.inc({ code });
    log.error({ err: error, code }, code === "ENOSPC" ? "database not writable: no space left on device" : "database not ready");
    send(res, 503, { status: "unavailable" }, { "Retry-After": "5" });
  }
}

async function backup(res: ServerResponse): Promise<void> {
  if (!api.db.dumpDataDir) return send(res, 409, { error: "DATABASE_URL mode: back up with pg_dump (README)." });
  const tarball = relativeTarball(Buffer.from(await (await api.db.dumpDataDir()).arrayBuffer()));
  log.info({ bytes: tarball.length }, "backup: data directory dumped");
  res.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": String(tarball.length) });
  res.end(tarball);
}

/**
 * Replaces the embedded database with a dump: the current data directory is kept beside it
 * (`<dir>.before-restore-<time>`), the dump opened in its place. Requests meanwhile get a 503.
 */
async function restore(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!dataDir) return send(res, 409, { error: "DATABASE_URL mode: restore with pg_restore (README)." });
  const tarball = await readBody(req, MAX_RESTORE_BYTES);
  restoring = true;
  // Opening a dump holds this process's event loop for a while: not a hang.
  process.send?.({ type: "lumen:liveness", paused: true });
  const kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  try {
    await api.close();
    await rename(dataDir, kept);
    api = await createCommerceApi({ ...optionsFromEnv(), loadDataDir: new Blob([new Uint8Array(tarball)]) });
    log.info({ bytes: tarball.length, kept }, "restore: database replaced by the backup");
    send(res, 200, { status: "restored", previous: kept });
  } catch (error) {
    log.fatal({ err: error, kept }, "restore failed: the previous data directory is kept; this process exits to start again");
    send(res, 500, { error: "restore failed", previous: kept });
    // Start afresh (the supervisor restarts this process) on whatever the folder now holds.
    setTimeout(() => process.exit(1), 100);
  } finally {
    restoring = false;
    process.send?.({ type: "lumen:liveness", paused: false });
  }
}

/** `?order=<id>&status=shipped|complete`: the store's fulfilment steps, which the embedded API has no back office for (decision 341). */
async function orderStatus(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const query = new URL(req.url ?? "/", "http://localhost").searchParams;
  const order = query.get("order") ?? "";
  const status = query.get("status") ?? "";
  if (!/^\d{1,9}$/.test(order)) return send(res, 400, { error: "order: an order number" });
  const result = await markOrder(api.db, Number(order), status);
  if (result === "unknown order") return send(res, 404, { error: `no order ${order}` });
  if (result === "refused") return send(res, 409, { error: `order ${order} cannot be marked ${status || "(no status)"}` });
  log.info({ order: Number(order), status }, "order status set by the operator");
  send(res, 200, { order: Number(order), status });
}

/** The supervisor's own requests: backup, restore, an order's status. */
async function admin(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  if (!ADMIN_TOKEN || req.headers.authorization !== `Bearer ${ADMIN_TOKEN}`) return send(res, 403, { error: "forbidden" });
  if (pathname === "/admin/backup" && req.method === "GET") return backup(res);
  if (pathname === "/admin/restore" && req.method === "POST") return restore(req, res);
  if (pathname === "/admin/order-status" && req.method === "POST") return orderStatus(req, res);
  send(res, 404, { error: "not found" });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  if (pathname.startsWith("/admin/")) return admin(req, res, pathname);
  // Not under /api/: the web processes never pass it on, so only this machine asks.
  if (pathname === "/ready") return ready(res);
  if (restoring) return send(res, 503, { errors: [{ message: "The store is being restored." }] }, { "Retry-After": "5" });
  // Read whole (the web processes cap its size): an answer given before a streamed body was read
  // (an unknown route, say) would leave the rest of it on a connection the web process reuses.
  const body = isWrite(req.method) ? await readBody(req, MAX_BODY_BYTES) : undefined;
  // Only this machine reaches the loopback port: the web processes' X-Forwarded-* are the visitor's.
  // A call without one is the storefront's own (its server): the caller's address is the socket's,
  // as a PHP store's REMOTE_ADDR (the OpenCart order API's IP allow-list, decision 360).
  const caller = req.headers["x-forwarded-for"] ? undefined : req.socket.remoteAddress;
  const request = toFetchRequest(req, res, { origin: publicOrigin(req, 1), body, client: caller });
  const response = await api.handle(request);
  await sendFetchResponse(req, res, response, { compress: !UNCOMPRESSED.test(pathname) });
}

const server = createServer(async (req, res) => {
  const started = performance.now();
  const reqId = req.headers["x-request-id"];
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const status = res.writableFinished ? res.statusCode : 499;
    httpRequests.inc({ kind: "store", status });
    httpDuration.observe({ kind: "store" }, seconds);
    // The storefront's request id joins this line to the page's; the path says the endpoint only.
    log.debug(
      {
        reqId,
        method: req.method,
        path: new URL(req.url ?? "/", "http://localhost").pathname,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      },
      "store request",
    );
  });
  try {
    await handle(req, res);
  } catch (error) {
    if (error instanceof BodyTooLarge && !res.headersSent) {
      res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      return void res.end(tooLarge(error.limit).message);
    }
    const code = databaseFault(error);
    if (code) dbErrors.inc({ code });
    log.error({ err: error, reqId, code }, code === "ENOSPC" ? "no space left on device" : "store request failed");
    if (!res.headersSent) {
      res.writeHead(code ? 503 : 500, { "Content-Type": "text/plain; charset=utf-8", ...(code ? { "Retry-After": "5" } : {}) });
      res.end(code ? "The store's database is not available right now." : "Internal Server Error");
    } else {
      res.destroy();
    }
  }
});
// Keep-alive connections from the web processes are reused for many calls.
server.keepAliveTimeout = 60_000;
countRequestsInFlight(server);

server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  process.send?.({ type: "api-ready", port: listening });
});

let closing = false;

/**
 * Stop accepting, let the calls in flight finish (until `deadline`), then close the database. Under
 * the supervisor this happens on its order, once the web processes have answered their last
 * request (docs/decisions/376-graceful-stop.md).
 */
async function close(reason: string, deadline: number) {
  if (closing) return;
  closing = true;
  log.info(
    { signal: reason, ms: Math.max(0, deadline - Date.now()) },
    "stopping: finishing the calls in flight, then closing the database",
  );
  await new Promise<void>((closed) => {
    const force = setTimeout(
      () => {
        server.closeAllConnections();
        closed();
      },
      Math.max(0, deadline - Date.now()),
    );
    server.close(() => {
      clearTimeout(force);
      closed();
    });
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  });
  await api.close().catch((error: unknown) => log.error({ err: error }, "closing the database failed"));
  process.exit(0);
}

/**
 * A signal of its own: under the supervisor, told to it, which orders the stop (at once, or after
 * the web processes when the whole shop was signalled and is stopping); alone, stop now.
 */
const onSignal = (signal: string) => () => {
  if (process.connected) process.send?.({ type: "lumen:signal", signal });
  else void close(signal, Date.now() + shutdownGraceMs());
};
process.on("SIGTERM", onSignal("SIGTERM"));
process.on("SIGINT", onSignal("SIGINT"));
process.on("message", (message: StopOrder | undefined) => {
  if (message?.type === "lumen:stop") void close("supervisor", message.deadline ?? Date.now() + shutdownGraceMs());
});
// The supervisor went away without telling us: do not outlive it.
process.once("disconnect", () => void close("disconnect", Date.now() + shutdownGraceMs()));
