/**
 * Is this the extension's answer? The REST-style routes (`index.php?route=api/...`: banners,
 * filters, menus, coupons, returns) are the storefront's extension (commerce/rest); a stock store
 * answers them with something else: OpenCart its own admin API (`{"error":"Warning: You do not
 * have permission to access the API!"}`) or its HTML "page not found", WordPress a JSON 404
 * (`rest_no_route`), a misconfigured index URL a redirect or the home page. Such an answer means the
 * store has no such route: the feature is absent, said so honestly, never "invalid" nor a 500. A
 * route found absent is remembered per process (like the capabilities, decision 165) so that
 * pages do not ask again (docs/decisions/225-index-routes-honest.md).
 */
import { CommerceApiError } from "./errors";
import { withoutPhpNotices } from "./php-notices.server";

export interface IndexRouteAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** OpenCart's own order API refusing a caller without its API key: not the extension. */
const OPENCART_ADMIN_API = /permission to access the API/i;
const TTL_MS = 5 * 60_000;

const absentUntil = new Map<string, number>();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function parsed(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(withoutPhpNotices(body)) };
  } catch {
    return { ok: false };
  }
}

/**
 * Why `answer` is not the extension speaking (a reason for the log), or null when it may be: a JSON
 * success, or a JSON error the extension would give (`{error: "…"}` with 2xx or 4xx). `jsonOnly`:
 * the route answers JSON (every GET list, the coupon), so a page of HTML is not it either; the
 * return form's post reads other answers by the product's own rules (return-response.ts).
 */
export function notTheExtension(answer: IndexRouteAnswer, { jsonOnly }: { jsonOnly: boolean }): string | null {
  const { status } = answer;
  if (status >= 300 && status < 400) return `redirected (${status}): the index URL is not the extension's`;
  if (status === 404 || status === 405 || status === 501) return `answered ${status}: no such route`;
  // 5xx: the extension (or the store) failing, which is a failure, not an absence.
  if (status >= 500) return null;
  if (answer.body.trim() === "") return null;
  const json = parsed(answer.body);
  if (!json.ok) return jsonOnly && status < 300 ? `answered ${status} with ${answer.contentType ?? "no content type"}, not JSON` : null;
  const value = json.value;
  if (isRecord(value)) {
    if (typeof value.code === "string" && /^rest_/.test(value.code)) return `answered ${value.code}: a WordPress REST route`;
    const error = value.error;
    if (isRecord(error) || (typeof error === "string" && OPENCART_ADMIN_API.test(error))) {
      return "answered OpenCart's own admin API (permission refused)";
    }
  }
  return null;
}

/** The route as remembered: without its query. */
const routeKey = (route: string) => route.split("&")[0]!;

/** True while `route` is known to be absent from the store (it answered otherwise than the extension). */
export function isRouteKnownAbsent(route: string): boolean {
  const until = absentUntil.get(routeKey(route));
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  absentUntil.delete(routeKey(route));
  return false;
}

/** Routes this process has said are absent (a store's optional routes are a handful). */
const toldAbsent = new Set<string>();

/**
 * Remembers that the store lacks `route` for a while; true the first time this process learns it
 * (the one time it is worth a log line).
 */
export function rememberRouteAbsent(route: string): boolean {
  const key = routeKey(route);
  absentUntil.set(key, Date.now() + TTL_MS);
  if (toldAbsent.has(key)) return false;
  toldAbsent.add(key);
  return true;
}

/** The error a call to an absent route throws: nothing the shopper did, nothing failing. */
export function routeAbsentError(route: string): CommerceApiError {
  return new CommerceApiError(`The store does not offer ${routeKey(route)}`, "unsupported");
}

/** True when `error` says the store has no such route (or operation): the feature is absent, not failing. */
export function isAbsent(error: unknown): boolean {
  return error instanceof CommerceApiError && error.kind === "unsupported";
}

/** Tests start from an empty memory. */
export function resetIndexRoutes(): void {
  absentUntil.clear();
  toldAbsent.clear();
}
