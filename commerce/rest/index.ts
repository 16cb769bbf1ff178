import type { ApiContext } from "@commerce/domain/context";
import { RateLimitedError } from "@commerce/domain/session/attempts";
import { catalogRoutes } from "./catalog";
import { couponRoutes } from "./coupon";
import { isOpenCartApiRoute, openCartApiAnswer } from "./opencart-order-api";
import { returnsRoutes } from "./returns";
import { stockRestAnswer } from "./stock";
import { json, RestError, type RestRoutes } from "./types";

const routes = mergeRoutes(catalogRoutes, couponRoutes, returnsRoutes);

function mergeRoutes(...maps: RestRoutes[]): RestRoutes {
  const merged: RestRoutes = {};
  for (const map of maps) {
    for (const [route, methods] of Object.entries(map)) {
      if (merged[route]) throw new Error(`REST route ${route} is defined twice`);
      merged[route] = methods;
    }
  }
  return merged;
}

/** Dispatches `/api/index.php?route=api/...`: the route name is the query parameter, as on OpenCart. */
export async function handleRest(request: Request, context: ApiContext): Promise<Response> {
  const url = new URL(request.url);
  // OpenCart links also write extra parameters with '&' inside route (route=api/banner&banner=home works either way).
  const route = (url.searchParams.get("route") ?? "").replace(/\/+$/, "");
  const method = request.method === "HEAD" ? "GET" : request.method;
  // None of these routes is the VueFront module's: a stock store answers as OpenCart does (decision 220).
  // OpenCart's own order API answers its routes with its API user's token (decision 360).
  if (context.settings.profile === "stock") {
    const name = route.split("&")[0]!;
    return isOpenCartApiRoute(name) ? openCartApiAnswer(name, request, context) : stockRestAnswer();
  }
  const entry = routes[route];
  if (!entry) return json({ error: `Unknown route ${route || "(none)"}` }, 404);
  const handler = entry[method as "GET" | "POST"];
  if (!handler) return json({ error: `Method ${request.method} not allowed` }, 405, { Allow: Object.keys(entry).join(", ") });
  try {
    const body = method === "POST" ? await readBody(request) : {};
    const result = await handler({ query: url.searchParams, body }, context);
    if (result instanceof Response) return result;
    return json(result ?? null);
  } catch (error) {
    if (error instanceof RestError) return json({ error: error.message }, error.status);
    if (error instanceof RateLimitedError) return json({ error: error.message }, 429, { "Retry-After": String(error.retryAfterSeconds) });
    console.error(`[commerce] ${route} failed`, error);
    return json({ error: "Internal server error" }, 500);
  }
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  const text = await request.text();
  if (!text) return {};
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (isObject(parsed)) return parsed;
  } catch {
    /* fall through */
  }
  throw new RestError("The request body must be a JSON object", 400);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value != null && typeof value === "object" && !Array.isArray(value);
}
