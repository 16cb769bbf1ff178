/**
 * The per-request context the server builds before Remix runs (Remix's `getLoadContext`):
 * the shopper and the CSP nonce. Exported through entry.server so the custom server reaches the
 * same module instances as the routes.
 */
import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { createShopper, type Shopper } from "./shopper.server";

export interface RequestContext {
  shopper: Shopper;
  /** Allows the document's inline scripts under the Content-Security-Policy. */
  cspNonce: string;
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
  if (servesShopper(new URL(request.url).pathname)) await shopper.ensureApiSession();
  return { shopper, cspNonce: randomBytes(16).toString("base64") };
}

/** Writes the shopper's cookie onto the response when the session or the API cookies changed. */
export async function finishRequest(context: AppLoadContext, response: Response): Promise<Response> {
  const cookie = await context.shopper.commitCookie();
  if (!cookie) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
