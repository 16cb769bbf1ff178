/**
 * The production server: `node build/server.js` (built from this file by `npm run build`).
 * Serves build/client, runs the Remix build with a per-request shopper context, warms the
 * commerce API at start (the embedded one prepares its database on first run) and shuts down cleanly.
 */
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createRequestListener, serverHooksOf } from "./app";
import { listenAndWarm } from "./lifecycle";
import { createStaticHandler } from "./static-files";

process.env.NODE_ENV ??= "production";

// This file runs as build/server.js, next to build/server and build/client.
const buildDir = dirname(fileURLToPath(import.meta.url));
const build: ServerBuild = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
const hooks = serverHooksOf(build);

let env;
try {
  env = hooks.getEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = createServer(
  createRequestListener({
    getBuild: async () => build,
    mode: "production",
    serveStatic: createStaticHandler(join(buildDir, "client")),
  }),
);

await listenAndWarm(server, env, hooks.shutdown);
