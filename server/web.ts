/**
 * One web process: static files, then Remix with the shopper's context; /api/* passed on to the
 * embedded API's process. Several share the port (node:cluster); the supervisor restarts one that dies.
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { Admission } from "./admission";
import { createApiProxy } from "./api-proxy";
import { createRequestListener, MAX_RENDER_WAIT_MS, serverHooksOf } from "./app";
import { closeOnSignals, listen } from "./lifecycle";
import { keepServingOnUnhandledRejection, routeConsoleThroughLogger, setLogRole } from "./log";
import { countAppEvents, startProcessMetrics, watchRenders } from "./metrics";
import { PageCache } from "./page-cache";
import { createStaticHandler } from "./static-files";
import { answerSupervisor, countRequestsInFlight } from "./supervised";

export async function runWebProcess(buildDir: string): Promise<void> {
  setLogRole("web");
  routeConsoleThroughLogger();
  keepServingOnUnhandledRejection();
  startProcessMetrics("web");
  answerSupervisor();
  const build: ServerBuild = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
  const hooks = serverHooksOf(build);
  const env = hooks.getEnv();
  countAppEvents(hooks.opsEvents);
  const admission = new Admission({ maxActive: env.maxRenders, maxQueued: env.maxQueuedRenders, maxWaitMs: MAX_RENDER_WAIT_MS });
  watchRenders(() => admission.load);

  const server = createServer(
    createRequestListener({
      getBuild: async () => build,
      mode: "production",
      limits: env,
      serveStatic: createStaticHandler(join(buildDir, "client")),
      apiProxy: env.apiProcessUrl ? createApiProxy(env.apiProcessUrl, env.maxUploadBytes, env.apiTimeoutMs) : undefined,
      pageCache:
        env.pageCacheBytes > 0
          ? new PageCache({
              maxBytes: env.pageCacheBytes,
              version: hooks.catalogueVersion,
              paramsRead: hooks.queryParamsRead,
              canonicalAddress: hooks.canonicalListingAddress,
            })
          : undefined,
      admission,
    }),
  );
  // Exposed without a proxy in front: slow or half-sent requests must not hold sockets for minutes.
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  countRequestsInFlight(server);
  closeOnSignals(server, hooks.shutdown);
  await listen(server, env);
}
