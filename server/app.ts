/**
 * The request pipeline shared by the production and the development server: static files, then
 * for everything else the shopper's context (signed session, API session made sure of before any
 * loader runs), Remix, and the shopper's cookie written back onto the response.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type * as EntryServer from "~/entry.server";
import type { ApiProxy } from "./api-proxy";
import { sendFetchResponse, toFetchRequest } from "./node-fetch";
import type { PageCache } from "./page-cache";
import type { StaticHandler } from "./static-files";

/** What the app's entry.server exports for this server (see app/entry.server.tsx). */
export type ServerHooks = (typeof EntryServer)["serverHooks"];

export function serverHooksOf(build: ServerBuild): ServerHooks {
  return (build.entry.module as unknown as { serverHooks: ServerHooks }).serverHooks;
}

/** Machine-to-machine API calls (the storefront calling its own API) are not worth compressing. */
const UNCOMPRESSED = /^\/api\/(graphql|index\.php)$/;

interface PipelineOptions {
  getBuild(): Promise<ServerBuild>;
  mode: "production" | "development";
  serveStatic?: StaticHandler;
  /** Passes /api/* on to the embedded API's own process (production); without it Remix mounts the API in process. */
  apiProxy?: ApiProxy;
  /** Keeps pages that shared caches may keep (production); see server/page-cache.ts. */
  pageCache?: PageCache;
}

export function createRequestListener({ getBuild, mode, serveStatic, apiProxy, pageCache }: PipelineOptions): RequestListener {
  let handlerFor: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;

  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      if (serveStatic && (await serveStatic(req, res, pathname))) return;
      if (apiProxy && pathname.startsWith("/api/")) return apiProxy(req, res);

      const build = await getBuild();
      // The development server hands a new build after each change.
      if (handlerFor?.build !== build) handlerFor = { build, handle: createRequestHandler(build, mode) };
      const hooks = serverHooksOf(build);

      const { handle } = handlerFor;
      const render = async (request: Request) => {
        const context = await hooks.createRequestContext(request);
        return hooks.finishRequest(request, context, await handle(request, context));
      };
      const request = toFetchRequest(req, res);
      const response = pageCache ? await pageCache.handle(req, res, request, render) : await render(request);
      if (response) await sendFetchResponse(req, res, response, { compress: !UNCOMPRESSED.test(pathname) });
    } catch (error) {
      console.error(error);
      if (!res.headersSent) {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Internal Server Error");
      } else {
        res.destroy();
      }
    }
  };
}

/** The address to show people: localhost for wildcard binds. */
export function publicUrl(host: string | undefined, port: number): string {
  const shown = !host || host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
