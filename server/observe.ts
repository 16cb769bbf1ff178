/**
 * One log line and the metrics for every request (docs/decisions/260-operations.md). Each request
 * gets an id, answered in X-Request-Id and carried to the store in the same header (the API
 * process's lines name it too). No personal data is logged: never a query string or a body, and
 * for a shopper's own pages (account, cart, checkout) not even the path, only the route's kind.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "./log";
import { httpDuration, httpRequests, pageCache } from "./metrics";

/** An id a trusted proxy in front gave the request: a short plain token, else one is made here. */
const PROXY_ID = /^[\w.-]{8,64}$/;

/** The route a path leads to, as the app's routes say it (app/lib/document/route-kinds.server.ts). */
interface RouteFacts {
  kind?: string;
  resource: boolean;
}

/**
 * Where a path belongs, for metrics and logs: a handful of kinds, never the path itself. Pages are
 * named by the kind their route declares (decision 266), the same that sets how long caches keep
 * them; a route that declares none is a `resource` route or `other` (keyword pages among them).
 */
export function routeKind(pathname: string, route?: RouteFacts): string {
  if (pathname.startsWith("/api/")) return "api";
  if (pathname === "/healthz" || pathname === "/readyz") return "health";
  if (route?.kind) return route.kind;
  return route?.resource ? "resource" : "other";
}

/** Pages whose path may say something about one shopper (their account, cart, checkout): logged by kind only. */
const PRIVATE_KINDS = new Set(["personal"]);

export interface Observation {
  id: string;
  /** Set by the pipeline: from the route once the build is at hand, `static` when a file answered. */
  kind: string;
}

/**
 * Names the request (X-Request-Id on the answer and on `req` for the app) and, when the answer is
 * done or the visitor left, logs it and counts it.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, pathname: string, trustProxy: number): Observation {
  const started = performance.now();
  const given = trustProxy > 0 ? req.headers["x-request-id"] : undefined;
  const id = typeof given === "string" && PROXY_ID.test(given) ? given : randomUUID();
  req.headers["x-request-id"] = id;
  res.setHeader("X-Request-Id", id);
  const observation: Observation = { id, kind: routeKind(pathname) };
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const status = res.writableFinished ? res.statusCode : 499;
    const { kind } = observation;
    httpRequests.inc({ kind, status });
    httpDuration.observe({ kind }, seconds);
    const cache = res.getHeader("x-cache");
    if (typeof cache === "string") pageCache.inc({ result: cache.toLowerCase() });
    const line = {
      reqId: id,
      method: req.method,
      kind,
      ...(PRIVATE_KINDS.has(kind) ? {} : { path: pathname }),
      status,
      ms: Math.round(seconds * 10_000) / 10,
      ...(typeof cache === "string" ? { cache } : {}),
    };
    if (kind === "static" || kind === "health") log.debug(line, "request");
    else log.info(line, "request");
  });
  return observation;
}
