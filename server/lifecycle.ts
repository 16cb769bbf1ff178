/** Start and stop shared by the servers: listen, warm the API once, close cleanly on SIGINT/SIGTERM. */
import type { Server, ServerResponse } from "node:http";
import { createServer } from "node:net";
import { oneMomentPage, publicUrl } from "./app";
import { log } from "./log";
import { answerByDeadline, isClosing, isStopOrder, markClosing } from "./stopping";

interface ListenOptions {
  port: number;
  host: string | undefined;
}

export async function listen(server: Server, { port, host }: ListenOptions): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
}

/**
 * Why the public port cannot be had, or null, asked once before any process starts: in use, or not
 * permitted (a port under 1024 for a user other than root, as in the container, which runs as
 * `node`). Either would make every web process fail to listen and be restarted forever (and a port
 * in use be taken silently once it frees). The web processes share the port through the cluster,
 * so only the supervisor asks.
 */
export async function portRefusal({ port, host }: ListenOptions): Promise<"in use" | "not permitted" | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code === "EADDRINUSE" ? "in use" : error.code === "EACCES" ? "not permitted" : null),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** The one line that stops the start when the port a setting names cannot be had. */
export function portRefusalMessage(setting: "PORT" | "METRICS_PORT", port: number, refusal: "in use" | "not permitted"): string {
  const name = setting === "PORT" ? "Port" : setting;
  return refusal === "in use"
    ? `${name} ${port} is in use: stop what listens there, or set ${setting} to another port.`
    : `${name} ${port} needs privileges this user does not have: set ${setting} to 1024 or above` +
        (setting === "PORT" ? ` (in a container, publish it as -p ${port}:3000).` : ".");
}

/** The development server: listen, say where, warm up, and close on signals. */
export async function listenAndWarm(
  server: Server,
  env: ListenOptions & { localUrl: string; embeddedApi: boolean },
  shutdown: () => Promise<void>,
): Promise<void> {
  await listen(server, env);
  closeOnSignals(server, shutdown);
  console.log(`Lumen Optics storefront: ${publicUrl(env.host, env.port)}`);
  void warmUp(env);
}

/**
 * One health check right after start: the embedded API opens (and on first run creates and seeds)
 * its database now instead of on the first shopper's request.
 */
export async function warmUp(env: { localUrl: string; embeddedApi: boolean }): Promise<void> {
  if (env.embeddedApi) console.log(WARMING_UP);
  await reportHealth(env);
}

export const WARMING_UP = "Warming up the embedded commerce API (its very first start creates the demo catalogue)…";

/** Asks /readyz once and says whether the commerce API answers. */
export async function reportHealth(env: { localUrl: string }): Promise<void> {
  const started = Date.now();
  try {
    const response = await fetch(`${env.localUrl}/readyz`);
    const body = (await response.json()) as { status: string; apiVersion?: string };
    if (response.ok) console.log(`Ready: commerce API ${body.apiVersion ?? "?"} answered in ${Date.now() - started} ms.`);
    else
      console.warn(
        `⚠️  The commerce API is not answering yet (its error is in the log above). The shop shows a friendly error until it does.`,
      );
  } catch (error) {
    console.warn(`⚠️  Warm-up request failed: ${error instanceof Error ? error.message : error}`);
  }
}

/** Said to a request still running when its process must go: the shop is back in a moment. */
const STOPPING_PAGE = oneMomentPage("The shop is restarting.");

/** How long the 503s given at the deadline may take to go out before every connection is closed. */
const LAST_ANSWERS_MS = 500;

/**
 * A graceful stop (docs/decisions/260-operations.md, 376): on SIGTERM, SIGINT or the supervisor's
 * order, stop accepting connections and finish the requests in flight. Their answers close their
 * connections (`Connection: close`, also on requests already running whose answer has not begun);
 * idle keep-alive connections are closed at once. A request still running at the deadline is
 * answered 503 with `Retry-After` when its answer has not begun (one that has is cut: its status is
 * gone). Then `shutdown` (the database) runs and the process exits 0. A repeated signal (a whole
 * shop's signal and the supervisor's order both reach a web process) changes nothing, except in
 * the development server, which it ends at once.
 */
export function closeOnSignals(server: Server, shutdown: () => Promise<void>): void {
  const open = new Set<ServerResponse>();
  server.on("request", (_req, res: ServerResponse) => {
    open.add(res);
    res.once("close", () => open.delete(res));
  });
  const close = (reason: string, deadline: number) => {
    if (isClosing()) return;
    markClosing();
    log.info({ signal: reason, ms: Math.max(0, deadline - Date.now()), inFlight: open.size }, "stopping: finishing the requests in flight");
    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      void shutdown()
        .catch((error: unknown) => log.error({ err: error }, "shutdown failed"))
        .finally(() => process.exit(0));
    };
    const force = setTimeout(
      () => {
        log.warn({ inFlight: open.size }, "requests still in flight at the shutdown deadline: answering 503");
        const answered = [...open].map(answerStopping);
        const cut = setTimeout(() => {
          server.closeAllConnections();
          finish();
        }, LAST_ANSWERS_MS);
        cut.unref();
        void Promise.all(answered).then(() => {
          clearTimeout(cut);
          server.closeAllConnections();
          finish();
        });
      },
      Math.max(0, deadline - Date.now()),
    );
    force.unref();
    server.close(() => {
      clearTimeout(force);
      finish();
    });
    server.closeIdleConnections();
    // A keep-alive connection that falls idle while stopping is closed too.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
  };
  const own = (signal: string) => () => {
    // A second Ctrl-C ends the development server at once; a supervised process ignores repeats.
    if (isClosing() && !process.connected) process.exit(1);
    close(signal, answerByDeadline(Date.now()));
  };
  process.on("SIGINT", own("SIGINT"));
  process.on("SIGTERM", own("SIGTERM"));
  process.on("message", (message: unknown) => {
    if (isStopOrder(message)) close("supervisor", message.deadline ?? answerByDeadline(Date.now()));
  });
}

/** A 503 with Retry-After to a request its process cannot finish; one whose answer has begun is cut. Settles once it has gone. */
function answerStopping(res: ServerResponse): Promise<void> {
  if (res.writableEnded) return Promise.resolve();
  if (res.headersSent) {
    res.destroy();
    return Promise.resolve();
  }
  // Whatever the pipeline had set for its own answer (its encoding, cookies) does not belong to this one.
  for (const name of res.getHeaderNames()) if (name !== "x-request-id") res.removeHeader(name);
  res.writeHead(503, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": "5",
    Connection: "close",
  });
  return new Promise((sent) => res.end(STOPPING_PAGE, () => sent()));
}
