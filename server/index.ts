/**
 * The production server: `node build/server.js` (built from this file by `npm run build`).
 * The first process is a small supervisor (server/primary.ts): it starts the embedded API in a
 * process of its own and WEB_CONCURRENCY web processes (one per core by default) that share the
 * port; each web process runs server/web.ts (docs/decisions/120-processes.md).
 */
import cluster from "node:cluster";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

// Before the app's modules load (they are imported below, dynamically, for this reason).
process.env.NODE_ENV ??= "production";

// This file runs as build/server.js, next to build/server, build/client and build/api.js.
const buildDir = dirname(fileURLToPath(import.meta.url));

if (cluster.isPrimary) {
  const { runSupervisor } = await import("./primary");
  await runSupervisor(buildDir);
} else {
  const { runWebProcess } = await import("./web");
  await runWebProcess(buildDir);
}
