/** Start and stop shared by the servers: listen, warm the API once, close cleanly on SIGINT/SIGTERM. */
import type { Server } from "node:http";
import { createServer } from "node:net";
import { publicUrl } from "./app";

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
 * Whether the public port can be had, asked once before any process starts: a port in use would
 * otherwise make every web process fail to listen, be restarted forever, and silently take the port
 * once it frees. (The web processes share the port through the cluster, so only the supervisor asks.)
 */
export async function portInUse({ port, host }: ListenOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "EADDRINUSE"));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
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

/** Asks /healthz once and says whether the commerce API answers. */
export async function reportHealth(env: { localUrl: string }): Promise<void> {
  const started = Date.now();
  try {
    const response = await fetch(`${env.localUrl}/healthz`);
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

export function closeOnSignals(server: Server, shutdown: () => Promise<void>): void {
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    // Open keep-alive connections would hold close() forever; give requests in flight a moment.
    const force = setTimeout(() => process.exit(0), 8_000);
    force.unref();
    server.close(() => {
      shutdown()
        .catch((error) => console.error(error))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
}
