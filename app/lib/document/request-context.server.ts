/**
 * The per-request context the server builds before Remix runs (Remix's `getLoadContext`): the
 * shopper, the CSP nonce, whether the answer may be shared, and what the request cost. Exported
 * through entry.server so the custom server reaches the same module instances as the routes.
 */
import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { watchCatalogue } from "~/lib/catalogue-version.server";
import { getEnv } from "~/lib/env.server";
import { SESSION_COOKIE_NAME } from "~/lib/session.server";
import { createShopper, type Shopper } from "~/lib/shopper.server";
import { cacheControlFor, surrogateControlFor, type AnswerFacts, type PageKind } from "./cache-policy.server";
import { RequestTiming } from "./timing.server";

export interface RequestContext {
  shopper: Shopper;
  /**
   * Allows the document's inline scripts under the Content-Security-Policy. Empty for a page that
   * caches may share: a nonce handed to everyone would prove nothing, so such a page allows its
   * inline scripts by their hashes instead (entry.server.tsx).
   */
  cspNonce: string;
  /** A visitor without the storefront's session cookie: nothing in the answer can be theirs alone. */
  anonymous: boolean;
  /** What the page is, when its path alone does not say (keyword URLs): it sets how long caches keep it. */
  page: { kind?: PageKind };
  /** API calls and their cost, for the Server-Timing header. */
  timing: RequestTiming;
  /** The visitor came over HTTPS (directly or through a trusted proxy): Secure cookies and HSTS. */
  secure: boolean;
}

declare module "@remix-run/node" {
  interface AppLoadContext extends RequestContext {}
}

/**
 * Requests that never act for a shopper and answer with their own headers: the API mounted in
 * process (development) and the health check.
 */
export function servesShopper(pathname: string): boolean {
  return !pathname.startsWith("/api/") && pathname !== "/healthz" && pathname !== "/readyz";
}

/** True when the request carries the storefront's session cookie. */
export function hasSessionCookie(request: Request): boolean {
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies.split(";").some((pair) => pair.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

/** Whether cookies set on this request's answer say Secure: over HTTPS, or when the settings say always. */
export function cookiesSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || getEnv().cookieSecure === "always";
}

export async function createRequestContext(request: Request): Promise<AppLoadContext> {
  watchCatalogue();
  // The server names every request (server/observe.ts); only a safe token reaches the header.
  const requestId = request.headers.get("x-request-id");
  const timing = new RequestTiming(requestId && /^[\w.-]{1,64}$/.test(requestId) ? requestId : undefined);
  const shopper = await createShopper(request, timing);
  const anonymous = !hasSessionCookie(request);
  const reading = request.method === "GET" || request.method === "HEAD";
  return {
    shopper,
    cspNonce: anonymous && reading ? "" : randomBytes(16).toString("base64"),
    anonymous,
    page: {},
    timing,
    secure: cookiesSecure(request),
  };
}

/** Over HTTPS, browsers should not try plain HTTP again for half a year. */
const HSTS = "max-age=15552000";

/** Tells the caching policy what this page is (for pages whose path does not say it). */
export function describePage(context: AppLoadContext, kind: PageKind): void {
  context.page.kind = kind;
}

/**
 * Writes the shopper's cookie onto the response when the session or the API cookies changed, the
 * caching policy, and what the request cost.
 */
export async function finishRequest(request: Request, context: AppLoadContext, response: Response): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!servesShopper(pathname)) return response;
  const headers = new Headers(response.headers);
  const cookie = await context.shopper.commitCookie({ secure: context.secure });
  if (new URL(request.url).protocol === "https:") headers.set("Strict-Transport-Security", HSTS);
  if (cookie) headers.append("Set-Cookie", cookie);
  for (const line of context.shopper.cookieLines) headers.append("Set-Cookie", line);
  const answer: AnswerFacts = {
    method: request.method,
    pathname,
    status: response.status,
    anonymous: context.anonymous,
    setsCookie: headers.has("Set-Cookie"),
    kind: context.page.kind,
  };
  headers.set("Cache-Control", cacheControlFor(answer));
  const surrogate = surrogateControlFor(answer);
  if (surrogate) headers.set("Surrogate-Control", surrogate);
  headers.append("Vary", "Cookie");
  headers.set("Server-Timing", context.timing.header());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
