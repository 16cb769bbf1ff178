/**
 * The operator's metrics (docs/decisions/260-operations.md), in Prometheus' text format through
 * prom-client. Every process keeps its own in prom-client's default registry, labelled with its role
 * (web, api); the supervisor asks each over IPC and serves them on METRICS_PORT, each process's
 * series apart under its pid (server/operator-port.ts, docs/decisions/375-metrics-per-process.md).
 * Process memory, CPU, the heap and event-loop lag are prom-client's default metrics.
 */
import promClient from "prom-client";

// prom-client is CommonJS: its named exports are not all visible to Node's ES module loader.
const { collectDefaultMetrics, Counter, Gauge, Histogram, register } = promClient;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: "lumen_http_requests_total",
  help: "Requests answered, by route kind and status.",
  labelNames: ["kind", "status"] as const,
});

export const httpDuration = new Histogram({
  name: "lumen_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by route kind.",
  labelNames: ["kind"] as const,
  buckets: SECONDS,
});

export const pageCache = new Counter({
  name: "lumen_page_cache_total",
  help: "Page cache lookups that answered (hit, stale) or rendered (miss).",
  labelNames: ["result"] as const,
});

export const rendersShed = new Counter({
  name: "lumen_renders_shed_total",
  help: "Renders refused with a quick 503 (queue full or waited too long).",
});

export const storeCalls = new Counter({
  name: "lumen_store_calls_total",
  help: "Calls from the storefront to the store's API, by outcome (ok, error).",
  labelNames: ["outcome"] as const,
});

export const storeDuration = new Histogram({
  name: "lumen_store_call_duration_seconds",
  help: "Latency of calls to the store's API.",
  buckets: SECONDS,
});

export const rateLimitRefusals = new Counter({
  name: "lumen_rate_limit_refusals_total",
  help: "Attempts refused by a rate limit, by kind.",
  labelNames: ["kind"] as const,
});

export const dbErrors = new Counter({
  name: "lumen_db_errors_total",
  help: "Database failures the API process met (connection lost, disk full…), by code.",
  labelNames: ["code"] as const,
});

/** Renders running and waiting in this process (server/admission.ts), read at each scrape. */
export function watchRenders(load: () => { active: number; queued: number }): void {
  new Gauge({
    name: "lumen_renders_active",
    help: "Pages being rendered now.",
    collect() {
      this.set(load().active);
    },
  });
  new Gauge({
    name: "lumen_renders_queued",
    help: "Renders waiting for a place now.",
    collect() {
      this.set(load().queued);
    },
  });
}

/** Requests this process is serving now (server/supervised.ts), read at each scrape. */
export function watchRequestsInFlight(inFlight: () => number): void {
  new Gauge({
    name: "lumen_http_requests_in_flight",
    help: "Requests being served now.",
    collect() {
      this.set(inFlight());
    },
  });
}

/** Starts the process's default metrics, labelled with its role. */
export function startProcessMetrics(role: "web" | "api"): void {
  register.setDefaultLabels({ process: role });
  collectDefaultMetrics();
}

/** The metrics of the web processes' app: its calls to the store and its rate-limit refusals. */
export function countAppEvents(events: {
  on(event: "storeCall", listener: (ms: number, failed: boolean) => void): unknown;
  on(event: "rateLimited", listener: (kind: string) => void): unknown;
}): void {
  events.on("storeCall", (ms, failed) => {
    storeCalls.inc({ outcome: failed ? "error" : "ok" });
    storeDuration.observe(ms / 1000);
  });
  events.on("rateLimited", (kind) => rateLimitRefusals.inc({ kind }));
}

export { register };
