/**
 * The request pipeline shared by the production and the development server: static files; the
 * API passed on to its process; then the guards (addresses, cross-site and malformed posts, sizes:
 * server/request-guards.ts), the page cache, load shedding, and for everything else the shopper's
 * context, Remix, and the shopper's cookie and caching headers written onto the response.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type * as EntryServer from "~/entry.server";
import { Overloaded, type Admission } from "./admission";
import type { ApiProxy } from "./api-proxy";
import { log } from "./log";
import { rendersShed } from "./metrics";
import { sendFetchResponse, toFetchRequest } from "./node-fetch";
import { observeRequest, routeKind } from "./observe";
import type { PageCache } from "./page-cache";
import {
  formLimitFor,
  BodyTooLarge,
  checkAddress,
  clientAddress,
  checkFormBody,
  checkFormPost,
  checkLength,
  checkSameSite,
  drain,
  isWrite,
  publicOrigin,
  readBody,
  tooLarge,
  type Refusal,
} from "./request-guards";
import type { StaticHandler } from "./static-files";
import { isClosing } from "./stopping";

/** What the app's entry.server exports for this server (see app/entry.server.tsx). */
export type ServerHooks = (typeof EntryServer)["serverHooks"];

export function serverHooksOf(build: ServerBuild): ServerHooks {
  return (build.entry.module as unknown as { serverHooks: ServerHooks }).serverHooks;
}

/** Machine-to-machine API calls (the storefront calling its own API) are not worth compressing. */
const UNCOMPRESSED = /^\/api\/(graphql|index\.php)$/;
/** How long a visitor waits for a place among the renders before a 503 (they would leave anyway). */
export const MAX_RENDER_WAIT_MS = 5_000;

export interface RequestLimits {
  /** Proxies in front (0: none); see Env.trustProxy. */
  trustProxy: number;
  maxFormBytes: number;
  maxUploadBytes: number;
}

interface PipelineOptions {
  getBuild(): Promise<ServerBuild>;
  mode: "production" | "development";
  limits: RequestLimits;
  serveStatic?: StaticHandler;
  /** Passes /api/* on to the embedded API's own process (production); without it Remix mounts the API in process. */
  apiProxy?: ApiProxy;
  /** Keeps pages that shared caches may keep (production); see server/page-cache.ts. */
  pageCache?: PageCache;
  /** Sheds load past a number of renders at once (production); see server/admission.ts. */
  admission?: Admission;
}

export function createRequestListener({
  getBuild,
  mode,
  limits,
  serveStatic,
  apiProxy,
  pageCache,
  admission,
}: PipelineOptions): RequestListener {
  let handlerFor: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;

  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const addressRefused = checkAddress(req.url ?? "/");
      if (addressRefused) return refuse(req, res, addressRefused);
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      const observation = observeRequest(req, res, pathname, limits.trustProxy);
      // A process that is stopping finishes this answer and closes the connection (server/lifecycle.ts).
      if (isClosing()) res.setHeader("Connection", "close");
      // Liveness: this process answers. Whether the shop can serve is /readyz (app/routes/readyz.ts).
      if (pathname === "/healthz") return alive(res);
      if (serveStatic && (await serveStatic(req, res, pathname))) return void (observation.kind = "static");
      if (apiProxy && pathname.startsWith("/api/")) {
        const refused = checkLength(req, limits.maxUploadBytes);
        if (refused) return refuse(req, res, refused);
        return await apiProxy(req, res, { origin: publicOrigin(req, limits.trustProxy), client: clientAddress(req, limits.trustProxy) });
      }

      const build = await getBuild();
      // The development server hands a new build after each change.
      if (handlerFor?.build !== build) handlerFor = { build, handle: createRequestHandler(build, mode) };
      const hooks = serverHooksOf(build);
      // Paths are matched against this build's routes for the kind each declares (decision 266).
      hooks.knowRoutes(build.routes);
      observation.kind = routeKind(pathname, hooks.routeOfPath(pathname));

      const origin = publicOrigin(req, limits.trustProxy);
      let body: Buffer | undefined;
      // The API mounted in process (development) reads its own bodies, as in production.
      if (isWrite(req.method) && !pathname.startsWith("/api/")) {
        const formLimit = formLimitFor(req, pathname, limits);
        const refused = checkSameSite(req, origin) ?? checkFormPost(req, formLimit);
        if (refused) return refuse(req, res, refused);
        // A page of ours that withholds its origin (no-referrer) posted, as Sec-Fetch-Site vouched:
        // named, so Remix's own check of Origin against Host agrees (server/request-guards.ts).
        if (req.headers.origin === "null") req.headers.origin = origin;
        body = await readBody(req, formLimit);
        const unreadable = await checkFormBody(origin + (req.url ?? "/"), String(req.headers["content-type"]), body);
        if (unreadable) return refuse(req, res, unreadable);
      }

      const { handle } = handlerFor;
      const renderNow = async (request: Request) => {
        const context = await hooks.createRequestContext(request);
        return hooks.finishRequest(request, context, await handle(request, context));
      };
      const render = admission ? (request: Request) => admission.run(() => renderNow(request)) : renderNow;
      const request = toFetchRequest(req, res, { origin, body, client: clientAddress(req, limits.trustProxy) });
      const response = pageCache ? await pageCache.handle(req, res, request, render) : await render(request);
      if (!response) return;
      // Meant for the page cache alone (app/lib/document/cache-policy.server.ts): no cache beyond it reads it.
      response.headers.delete("Surrogate-Control");
      await sendFetchResponse(req, res, response, { compress: !UNCOMPRESSED.test(pathname) });
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(req, res, tooLarge(error.limit));
      if (error instanceof Overloaded) {
        rendersShed.inc();
        return busy(res);
      }
      log.error({ err: error, reqId: req.headers["x-request-id"] }, "request failed");
      if (!res.headersSent) {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Internal Server Error");
      } else {
        res.destroy();
      }
    }
  };
}

/**
 * A refused request: its status and reason, and nothing else (no cookie, not cached). A body still
 * on its way is read and dropped first (up to a bound): a browser still sending would otherwise
 * get a broken connection instead of the reason.
 */
async function refuse(req: IncomingMessage, res: ServerResponse, { status, message }: Refusal): Promise<void> {
  if (res.headersSent) return void res.destroy();
  if (!req.complete && isWrite(req.method)) await drain(req);
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" });
  res.end(message);
}

function alive(res: ServerResponse): void {
  res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ status: "ok" }));
}

/** Shed load: a quick answer that says when to come back, instead of a long wait. */
function busy(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(503, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" });
  res.end(BUSY_PAGE);
}

/** A page that asks the visitor to come back in a moment (with a 503 and Retry-After): `reason` says why. */
export const oneMomentPage = (reason: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>One moment, please</title><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>One moment, please</h1><p>${reason} Please try again in a few seconds.</p><p><a href="">Try again</a></p></body></html>`;

const BUSY_PAGE = oneMomentPage("The shop is very busy right now.");

/** The address to show people: localhost for wildcard binds. */
export function publicUrl(host: string | undefined, port: number): string {
  const shown = !host || host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
