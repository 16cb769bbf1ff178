/** Start and stop shared by the servers: listen, warm the API once, close cleanly on SIGINT/SIGTERM. */
import type { Server } from "node:http";
import { createServer } from "node:net";
import { publicUrl } from "./app";
import { log } from "./log";
import { isClosing, markClosing } from "./stopping";

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

/** How long a stopping process lets the requests in flight finish (SHUTDOWN_GRACE_MS). */
export function shutdownGraceMs(): number {
  const value = Number(process.env.SHUTDOWN_GRACE_MS);
  return Number.isFinite(value) && value > 0 ? value : 8_000;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (their
 * answers close their connections; idle keep-alive connections are closed at once) within
 * SHUTDOWN_GRACE_MS, then run `shutdown` (the database) and exit (docs/decisions/260-operations.md).
 */
export function closeOnSignals(server: Server, shutdown: () => Promise<void>): void {
  const close = (signal: string) => {
    if (isClosing()) return;
    markClosing();
    log.info({ signal }, "stopping: finishing the requests in flight");
    const finish = () =>
      shutdown()
        .catch((error: unknown) => log.error({ err: error }, "shutdown failed"))
        .finally(() => process.exit(0));
    const force = setTimeout(() => {
      log.warn("requests still in flight at the shutdown deadline: closing them");
      server.closeAllConnections();
      void finish();
    }, shutdownGraceMs());
    force.unref();
    server.close(() => {
      clearTimeout(force);
      void finish();
    });
    server.closeIdleConnections();
    // A keep-alive connection that falls idle while stopping is closed too.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
  };
  process.once("SIGINT", () => close("SIGINT"));
  process.once("SIGTERM", () => close("SIGTERM"));
}
