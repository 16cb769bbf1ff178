/**
 * The operator's port (METRICS_PORT, on METRICS_HOST, loopback by default), served by the
 * supervisor apart from the shop's public port (docs/decisions/260-operations.md):
 * - GET /metrics: every process's metrics (asked over IPC), summed into one Prometheus text;
 * - GET /backup, POST /restore: the embedded database's dump, through the API's process;
 * - POST /order-status?order=<id>&status=shipped|complete: an order's fulfilment (docs/decisions/341-order-status-by-the-operator.md).
 * With METRICS_TOKEN set, every request must carry `Authorization: Bearer <token>`.
 */
import { timingSafeEqual } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import promClient from "prom-client";
import { log } from "./log";

/** One process's metrics as prom-client's getMetricsAsJSON gives them (sent over IPC). */
export type ProcessMetrics = object[];

/** A process the supervisor can ask for its metrics. */
export interface MetricsSource {
  askMetrics(id: number): boolean;
}

export interface OperatorPortOptions {
  port: number;
  host: string;
  token: string | undefined;
  sources(): MetricsSource[];
  /** The API's process (loopback URL and the token it was started with), when the API is embedded. */
  api?: { url: string; adminToken: string };
}

const ASK_TIMEOUT_MS = 2_000;

export interface OperatorPort {
  /** Hand over an answer to `askMetrics` (the supervisor's IPC listener calls this). */
  metricsArrived(id: number, metrics: ProcessMetrics): void;
}

export function startOperatorPort(options: OperatorPortOptions): OperatorPort {
  let nextId = 1;
  const waiting = new Map<number, (metrics: ProcessMetrics) => void>();

  async function collect(): Promise<string> {
    const asked = options.sources().map((source) => {
      const id = nextId++;
      return new Promise<ProcessMetrics>((answered) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          answered([]);
        }, ASK_TIMEOUT_MS);
        waiting.set(id, (metrics) => {
          clearTimeout(timer);
          waiting.delete(id);
          answered(metrics);
        });
        if (!source.askMetrics(id)) waiting.get(id)?.([]);
      });
    });
    const all = (await Promise.all(asked)).filter((metrics) => metrics.length > 0);
    return promClient.AggregatorRegistry.aggregate(all).metrics();
  }

  const authorised = (req: IncomingMessage) => {
    if (!options.token) return true;
    const given = Buffer.from(req.headers.authorization ?? "");
    const expected = Buffer.from(`Bearer ${options.token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (!authorised(req)) return plain(res, 401, "A bearer token (METRICS_TOKEN) is required.\n");
    if (pathname === "/metrics" && req.method === "GET") {
      collect().then(
        (text) => plain(res, 200, text, promClient.contentType),
        (error: unknown) => {
          log.error({ err: error }, "metrics could not be collected");
          plain(res, 500, "Metrics could not be collected.\n");
        },
      );
      return;
    }
    const search = new URL(req.url ?? "/", "http://localhost").search;
    const adminPath =
      pathname === "/backup" && req.method === "GET"
        ? "/admin/backup"
        : pathname === "/restore" && req.method === "POST"
          ? "/admin/restore"
          : pathname === "/order-status" && req.method === "POST"
            ? `/admin/order-status${search}`
            : undefined;
    if (adminPath) {
      if (!options.api) return plain(res, 409, "No embedded database here: with DATABASE_URL use pg_dump and pg_restore (README).\n");
      return void passToApi(req, res, options.api, adminPath);
    }
    plain(res, 404, "Not found.\n");
  });
  server.on("error", (error) => log.error({ err: error }, `the operator's port ${options.port} could not be opened`));
  server.listen(options.port, options.host, () =>
    log.info({ port: options.port, host: options.host }, "operator port: /metrics, /backup, /restore, /order-status"),
  );

  return {
    metricsArrived(id, metrics) {
      waiting.get(id)?.(metrics);
    },
  };
}

function plain(res: ServerResponse, status: number, text: string, contentType = "text/plain; charset=utf-8"): void {
  res.writeHead(status, { "Content-Type": contentType, "Cache-Control": "no-store" });
  res.end(text);
}

/** Streams the request to the API process's admin route and its answer back. */
function passToApi(req: IncomingMessage, res: ServerResponse, api: { url: string; adminToken: string }, path: string): void {
  const { hostname, port } = new URL(api.url);
  const headers: Record<string, string> = { authorization: `Bearer ${api.adminToken}` };
  if (req.headers["content-length"]) headers["content-length"] = req.headers["content-length"];
  const upstream = httpRequest({ hostname, port, path, method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, { "Content-Type": answer.headers["content-type"] ?? "application/octet-stream" });
    answer.pipe(res);
  });
  upstream.on("error", (error) => {
    log.error({ err: error }, `${path}: the API's process did not answer`);
    if (!res.headersSent) plain(res, 503, "The API's process is not answering.\n");
    else res.destroy();
  });
  req.pipe(upstream);
}
