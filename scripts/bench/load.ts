/**
 * Load runs: many connections at once against one URL (autocannon, in this process), with the
 * server's CPU time over the run read from /proc for the server and every process it started.
 */
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The server whose CPU time (with its children's) the run costs. */
  serverPid?: number;
  /** Each request adds this query parameter with a new random value (a client cycling tracking parameters). */
  randomParam?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  fiveXx: number;
  errors: number;
  timeouts: number;
  /** Server CPU milliseconds per answered request (all its processes), when serverPid was given. */
  cpuMsPerRequest?: number;
}

/** Browsers ask for compressed answers; so does every run. */
const BROWSER_HEADERS = { "accept-encoding": "br, gzip", accept: "text/html,application/xhtml+xml" };

function withRandomParam(name: string) {
  let base: string | undefined;
  return (request: autocannon.Request): autocannon.Request => {
    base ??= request.path ?? "/";
    const value = Math.random().toString(36).slice(2, 10);
    return { ...request, path: `${base}${base.includes("?") ? "&" : "?"}${name}=${value}` };
  };
}

export async function loadRun(options: LoadOptions): Promise<LoadResult> {
  const cpuBefore = options.serverPid ? processTreeCpuMs(options.serverPid) : 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? "GET",
    headers: { ...BROWSER_HEADERS, ...options.headers },
    body: options.body,
    timeout: 30,
    ...(options.randomParam ? { requests: [{ setupRequest: withRandomParam(options.randomParam) }] } : {}),
  });
  const cpuAfter = options.serverPid ? processTreeCpuMs(options.serverPid) : 0;
  const codes = result.statusCodeStats as Record<string, { count: number }> | undefined;
  const fiveXx = Object.entries(codes ?? {}).reduce((sum, [code, { count }]) => (code.startsWith("5") ? sum + count : sum), 0);
  const answered = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: answered,
    non2xx: result.non2xx,
    fiveXx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuMsPerRequest: options.serverPid && answered ? (cpuAfter - cpuBefore) / answered : undefined,
  };
}

const TICKS_PER_SECOND = 100;

/** `pid` and all its descendants, each with its /proc stat fields after the command name (Linux). */
function processTreeStats(pid: number): Map<number, string[]> {
  const stats = new Map<number, string[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces; the fields after its closing parenthesis are fixed.
      stats.set(Number(entry), text.slice(text.lastIndexOf(")") + 2).split(" "));
    } catch {
      /* the process ended meanwhile */
    }
  }
  const inTree = (candidate: number): boolean => {
    for (let at: number | undefined = candidate, hops = 0; at && hops < 64; hops++) {
      if (at === pid) return true;
      const parent: string | undefined = stats.get(at)?.[1];
      at = parent === undefined ? undefined : Number(parent);
    }
    return false;
  };
  return new Map([...stats].filter(([id]) => inTree(id)));
}

/** The process ids of `pid` and all its descendants. */
export const processTree = (pid: number): number[] => [...processTreeStats(pid).keys()];

/** CPU time (user + system, ms) of `pid` and all its descendants, from /proc (Linux). */
export function processTreeCpuMs(pid: number): number {
  let ticks = 0;
  for (const fields of processTreeStats(pid).values()) ticks += Number(fields[11]) + Number(fields[12]);
  return (ticks / TICKS_PER_SECOND) * 1000;
}

/** Resident memory (MB) of one process, from /proc (Linux); 0 once it has ended. */
function residentMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The memory curve of `pid`'s processes over a soak: every `everyMs`, each process's resident set.
 * `stop()` gives one line per sample (seconds since the start, then MB per process id), for the
 * operator to see whether memory levels off within the configured caches or keeps growing.
 */
export function sampleMemory(pid: number, everyMs = 5_000): { stop(): string[] } {
  const started = Date.now();
  const lines: string[] = [];
  const sample = () => {
    const processes = processTree(pid).map((id) => `${id} ${residentMb(id).toFixed(0)}`);
    lines.push(`  ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  ${processes.join(" · ")}`);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return lines;
    },
  };
}
