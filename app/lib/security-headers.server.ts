/**
 * Security headers for documents and data responses. The Content-Security-Policy allows scripts
 * only from this origin or carrying the request's nonce (Remix's inline hydration scripts carry it).
 */
import type { Env } from "./env.server";
import { trackingCspSources } from "./tracking/config.server";

export function contentSecurityPolicy(nonce: string, env: Pick<Env, "apiUrl" | "isProduction">): string {
  // Product and banner images may come from a remote store's host.
  const apiOrigin = new URL(env.apiUrl).origin;
  // The tag manager and the ad pixel, only while their ids are configured (app/lib/tracking).
  const tracking = trackingCspSources();
  const extra = (sources: string[]) => (sources.length ? ` ${sources.join(" ")}` : "");
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra(tracking.script)}`,
    // Style attributes (embla positions slides, React style props) need 'unsafe-inline'; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${apiOrigin}`,
    "font-src 'self' data:",
    // Development: Vite's hot-reload socket listens on its own port.
    (env.isProduction ? "connect-src 'self'" : "connect-src 'self' ws:") + extra(tracking.connect),
    ...(tracking.frame.length ? [`frame-src${extra(tracking.frame)}`] : []),
    "form-action 'self'",
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
