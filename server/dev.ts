/**
 * The development server (`npm run dev`): the same pipeline as production, with Vite in middleware
 * mode serving modules and hot updates, and the Remix build loaded through Vite on each request.
 */
import { createServer } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { createServer as createViteServer } from "vite";
import { createRequestListener, serverHooksOf } from "./app";
import { listenAndWarm } from "./lifecycle";

process.env.NODE_ENV ??= "development";

const vite = await createViteServer({ server: { middlewareMode: true } });
const getBuild = () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
const hooks = serverHooksOf(await getBuild());
const env = hooks.getEnv();

const listener = createRequestListener({ getBuild, mode: "development", limits: env });
const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));

await listenAndWarm(server, env, async () => {
  await serverHooksOf(await getBuild()).shutdown();
  await vite.close();
});
