/**
 * Security headers for documents and data responses. The Content-Security-Policy allows scripts
 * only from this origin and the document's own inline scripts: those carrying the request's nonce,
 * or, on a page that caches may share, those whose hashes it lists (a nonce handed to every visitor
 * of a cached page would prove nothing).
 */
import { createHash } from "node:crypto";
import type { Env } from "~/lib/env.server";
import { trackingCspSources } from "~/lib/tracking/config.server";

/** The CSP source that admits the inline scripts a nonce marks. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/** The CSP sources that admit exactly the inline scripts of `html` (scripts with a src are admitted by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(
  inlineScripts: string[],
  env: Pick<Env, "apiUrl" | "isProduction"> & Partial<Pick<Env, "indexUrl" | "storeImageOrigins">>,
): string {
  // Product and banner images come from a remote store's own origin (absolute URLs such as
  // http://store/image/cache/…, over plain http too), so may its card payment page: placing the
  // order without JavaScript is a form post that redirects there (decisions 047 and 227).
  const apiOrigin = new URL(env.apiUrl).origin;
  const imageOrigins = [...new Set([apiOrigin, ...(env.indexUrl ? [new URL(env.indexUrl).origin] : []), ...(env.storeImageOrigins ?? [])])];
  // The tag manager and the ad pixel, only while their ids are configured (app/lib/tracking).
  const tracking = trackingCspSources();
  const extra = (sources: string[]) => (sources.length ? ` ${sources.join(" ")}` : "");
  const directives = [
    "default-src 'self'",
    `script-src 'self'${extra(inlineScripts)}${extra(tracking.script)}`,
    // Style attributes (embla positions slides, React style props) need 'unsafe-inline'; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${imageOrigins.join(" ")}`,
    "font-src 'self' data:",
    // Development: Vite's hot-reload socket listens on its own port.
    (env.isProduction ? "connect-src 'self'" : "connect-src 'self' ws:") + extra(tracking.connect),
    ...(tracking.frame.length ? [`frame-src${extra(tracking.frame)}`] : []),
    `form-action 'self' ${apiOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}

export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

export function applySecurityHeaders(headers: Headers, csp?: string): void {
  for (const [name, value] of Object.entries(commonSecurityHeaders)) if (!headers.has(name)) headers.set(name, value);
  if (csp) headers.set("Content-Security-Policy", csp);
}
