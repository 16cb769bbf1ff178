/** Start and stop shared by both servers: listen, warm the API, close cleanly on SIGINT/SIGTERM. */
import type { Server } from "node:http";
import { publicUrl } from "./app";

interface ListenOptions {
  port: number;
  host: string | undefined;
  localUrl: string;
  embeddedApi: boolean;
}

export async function listenAndWarm(server: Server, env: ListenOptions, shutdown: () => Promise<void>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.port, env.host, () => resolve());
  });
  closeOnSignals(server, shutdown);
  console.log(`Lumen Optics storefront: ${publicUrl(env.host, env.port)}`);
  void warmUp(env);
}

/**
 * One health check right after start: the embedded API opens (and on first run creates and seeds)
 * its database now instead of on the first shopper's request.
 */
async function warmUp(env: ListenOptions): Promise<void> {
  const started = Date.now();
  if (env.embeddedApi) console.log("Warming up the embedded commerce API (its very first start creates the demo catalogue)…");
  try {
    const response = await fetch(`${env.localUrl}/healthz`);
    const body = (await response.json()) as { status: string; apiVersion?: string; error?: string };
    if (response.ok) console.log(`Ready: commerce API ${body.apiVersion ?? "?"} answered in ${Date.now() - started} ms.`);
    else
      console.warn(
        `⚠️  The commerce API is not answering yet: ${body.error ?? response.status}. The shop shows a friendly error until it does.`,
      );
  } catch (error) {
    console.warn(`⚠️  Warm-up request failed: ${error instanceof Error ? error.message : error}`);
  }
}

function closeOnSignals(server: Server, shutdown: () => Promise<void>): void {
  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing…`);
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
  process.once("SIGINT", () => close("SIGINT"));
  process.once("SIGTERM", () => close("SIGTERM"));
}
