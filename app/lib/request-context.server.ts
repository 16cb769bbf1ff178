/**
 * The per-request context the server builds before Remix runs (Remix's `getLoadContext`):
 * the shopper and the CSP nonce. Exported through entry.server so the custom server reaches the
 * same module instances as the routes.
 */
import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { isSharedCacheable } from "./cache-http.server";
import { createShopper, type Shopper } from "./shopper.server";

export interface RequestContext {
  shopper: Shopper;
  /** Allows the document's inline scripts under the Content-Security-Policy. */
  cspNonce: string;
  /**
   * A cookie-less GET of a listing page that a CDN may share (app/lib/cache-http.server.ts): no API
   * session is started for it and no cookie is set on its response.
   */
  sharedCache: boolean;
}

declare module "@remix-run/node" {
  interface AppLoadContext extends RequestContext {}
}

/**
 * Requests that never act for a shopper: the mounted API (the storefront itself calls it, so
 * starting an API session there would call it again) and the health check.
 */
export function servesShopper(pathname: string): boolean {
  return !pathname.startsWith("/api/") && pathname !== "/healthz";
}

export async function createRequestContext(request: Request): Promise<AppLoadContext> {
  const shopper = await createShopper(request);
  const sharedCache = isSharedCacheable(request);
  if (servesShopper(new URL(request.url).pathname) && !sharedCache) await shopper.ensureApiSession();
  return { shopper, cspNonce: randomBytes(16).toString("base64"), sharedCache };
}

/** Writes the shopper's cookie onto the response when the session or the API cookies changed. */
export async function finishRequest(context: AppLoadContext, response: Response): Promise<Response> {
  // A shared answer never hands out a session (its API calls ran without one and changed nothing).
  if (context.sharedCache) return response;
  const cookie = await context.shopper.commitCookie();
  if (!cookie) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
