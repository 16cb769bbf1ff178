/**
 * The operator's port (METRICS_PORT, on METRICS_HOST, loopback by default), served by the
 * supervisor apart from the shop's public port (docs/decisions/260-operations.md):
 * - GET /metrics: every process's metrics (asked over IPC), each series labelled with its process's
 *   role and pid, and whether every process answered in time (docs/decisions/375-metrics-per-process.md);
 * - GET /backup, POST /restore: the embedded database's dump, through the API's process;
 * - POST /order-status?order=<id>&status=shipped|complete: an order's fulfilment (docs/decisions/341-order-status-by-the-operator.md).
 * With METRICS_TOKEN set, every request must carry `Authorization: Bearer <token>`.
 */
import { timingSafeEqual } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import promClient from "prom-client";
import { log } from "./log";

/** One process's metrics as prom-client's getMetricsAsJSON gives them (sent over IPC). */
export type ProcessMetrics = promClient.MetricObjectWithValues<promClient.MetricValueWithName<string>>[];

/** A process the supervisor can ask for its metrics. */
export interface MetricsSource {
  /** The `process` label of its series: web or api. */
  role: string;
  pid: number | undefined;
  /** Sends the question; false when it cannot (its channel to the supervisor is closed). */
  askMetrics(id: number): boolean;
}

export interface OperatorPortOptions {
  port: number;
  host: string;
  token: string | undefined;
  sources(): MetricsSource[];
  /** How many processes of each role a whole shop runs (a dead one's place counts until it is back). */
  expected(): Record<string, number>;
  /** The API's process (loopback URL and the token it was started with), when the API is embedded. */
  api?: { url: string; adminToken: string };
}

/**
 * How long a scrape waits for each process (they are asked at once): a process busy past this is
 * reported missing (`lumen_metrics_process_up` 0) rather than holding the scrape up.
 */
const ASK_TIMEOUT_MS = 2_000;

export interface OperatorPort {
  /** Hand over an answer to `askMetrics` (the supervisor's IPC listener calls this); undefined: it could not collect them. */
  metricsArrived(id: number, metrics: ProcessMetrics | undefined): void;
}

/** One process's part of a scrape: its metrics, or undefined when it did not answer in time. */
export interface ScrapeAnswer {
  role: string;
  pid: number | undefined;
  metrics: ProcessMetrics | undefined;
}

const gauge = (name: string, help: string, values: promClient.MetricValue<string>[]) => ({
  name,
  help,
  type: "gauge",
  aggregator: "first",
  values,
});

/**
 * The Prometheus text of a scrape: every series of every process that answered, labelled with its
 * `pid` beside its `process` (role), never summed across processes; then which processes answered.
 * A process that did not is named with `lumen_metrics_process_up 0`, and counted out of
 * `lumen_metrics_processes_reporting` against `_expected`; `lumen_metrics_scrape_complete` is 1 only
 * when every expected process answered.
 */
export async function exposition(answers: ScrapeAnswer[], expected: Record<string, number>): Promise<string> {
  const perProcess = answers.flatMap(({ pid, metrics }) =>
    metrics
      ? [
          metrics.map((metric) => ({
            ...metric,
            // Each label set is one process's own: nothing to sum, the one value is the value.
            aggregator: "first",
            values: metric.values.map((value) => ({ ...value, labels: { ...value.labels, pid: String(pid) } })),
          })),
        ]
      : [],
  );
  const roles = [...new Set([...Object.keys(expected), ...answers.map((answer) => answer.role)])];
  const reporting = (role: string) => answers.filter((answer) => answer.role === role && answer.metrics).length;
  const complete = roles.every((role) => reporting(role) >= (expected[role] ?? 0)) && answers.every((answer) => answer.metrics);
  const scrape = [
    gauge(
      "lumen_metrics_processes_expected",
      "Processes a whole shop runs, by role.",
      roles.map((role) => ({ labels: { process: role }, value: expected[role] ?? 0 })),
    ),
    gauge(
      "lumen_metrics_processes_reporting",
      "Processes whose metrics this scrape holds, by role.",
      roles.map((role) => ({ labels: { process: role }, value: reporting(role) })),
    ),
    gauge(
      "lumen_metrics_process_up",
      "1 when the process answered this scrape in time, 0 when it is missing from it.",
      answers
        .filter((answer) => answer.pid !== undefined)
        .map(({ role, pid, metrics }) => ({
          labels: { process: role, pid: String(pid) },
          value: metrics ? 1 : 0,
        })),
    ),
    gauge("lumen_metrics_scrape_complete", "1 when every process of the shop answered this scrape, else 0.", [
      { labels: {}, value: complete ? 1 : 0 },
    ]),
  ];
  return promClient.AggregatorRegistry.aggregate([...perProcess, scrape]).metrics();
}

export function startOperatorPort(options: OperatorPortOptions): OperatorPort {
  let nextId = 1;
  const waiting = new Map<number, (metrics: ProcessMetrics | undefined) => void>();

  /** Asks every process at once; each answers within ASK_TIMEOUT_MS or is reported missing. */
  async function collect(): Promise<string> {
    const asked = options.sources().map(({ role, pid, askMetrics }) => {
      const id = nextId++;
      return new Promise<ScrapeAnswer>((answered) => {
        const settle = (metrics: ProcessMetrics | undefined) => {
          clearTimeout(timer);
          waiting.delete(id);
          answered({ role, pid, metrics });
        };
        const timer = setTimeout(() => settle(undefined), ASK_TIMEOUT_MS);
        waiting.set(id, settle);
        if (!askMetrics(id)) settle(undefined);
      });
    });
    const answers = await Promise.all(asked);
    const missing = answers.filter((answer) => !answer.metrics).map(({ role, pid }) => `${role} ${pid ?? "(starting)"}`);
    if (missing.length > 0) log.warn({ missing }, "metrics: processes that did not answer in time are reported missing");
    return exposition(answers, options.expected());
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
