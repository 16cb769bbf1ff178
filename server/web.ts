/**
 * One web process: static files, then Remix with the shopper's context; /api/* passed on to the
 * embedded API's process. Several share the port (node:cluster); the supervisor restarts one that dies.
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createApiProxy } from "./api-proxy";
import { createRequestListener, serverHooksOf } from "./app";
import { closeOnSignals, listen } from "./lifecycle";
import { PageCache } from "./page-cache";
import { createStaticHandler } from "./static-files";

export async function runWebProcess(buildDir: string): Promise<void> {
  const build: ServerBuild = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
  const hooks = serverHooksOf(build);
  const env = hooks.getEnv();

  const server = createServer(
    createRequestListener({
      getBuild: async () => build,
      mode: "production",
      serveStatic: createStaticHandler(join(buildDir, "client")),
      apiProxy: env.apiProcessUrl ? createApiProxy(env.apiProcessUrl) : undefined,
      pageCache: env.pageCacheBytes > 0 ? new PageCache({ maxBytes: env.pageCacheBytes }) : undefined,
    }),
  );
  closeOnSignals(server, hooks.shutdown);
  await listen(server, env);
}
