/**
 * The API's public origin, for the absolute URLs a VueFront server answers (images, the checkout
 * link): API_PUBLIC_URL when set, else the origin the caller used as the pipeline forwarded it
 * (X-Forwarded-Proto/-Host: the web processes' pass-through sets them, replacing the visitor's).
 * A call that came by no public road (the storefront calling its own API on loopback) has none:
 * its paths stay relative, on the storefront's own origin (docs/decisions/160-module-behaviour.md).
 */
import type { ApiSettings } from "./context";

export function publicOrigin(request: Request, settings: Pick<ApiSettings, "publicUrl">): string | null {
  if (settings.publicUrl) return settings.publicUrl;
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  if (!host) return null;
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const scheme = proto === "https" || proto === "http" ? proto : new URL(request.url).protocol.replace(/:$/, "");
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/** A site-relative path (`/api/image/…`) made absolute on `origin`; anything else (already absolute, empty) as it is. */
export function absoluteUrl<T extends string | null | undefined>(path: T, origin: string | null): T {
  if (!origin || typeof path !== "string" || !path.startsWith("/") || path.startsWith("//")) return path;
  return `${origin}${path}` as T;
}

/** The origin of an absolute http(s) URL, else null. */
export function originOf(url: string): string | null {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins the API sends shoppers to, or e-mails links to: its own as the caller reached it,
 * STOREFRONT_URL's, and API_CORS_ORIGINS (a storefront on another origin in remote mode).
 */
export function knownOrigins(request: Request, settings: Pick<ApiSettings, "publicUrl" | "storefrontUrl" | "corsOrigins">): string[] {
  const own = publicOrigin(request, settings) ?? new URL(request.url).origin;
  return [own, originOf(settings.storefrontUrl), ...settings.corsOrigins].filter((origin): origin is string => Boolean(origin));
}
