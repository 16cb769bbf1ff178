/**
 * The memory soak (docs/performance.md, "Memory"): a built shop under a mixed crowd for many minutes,
 * then idle, with the resident memory of each process and the web processes' heap and external
 * memory every minute, and heap snapshots of one web process after the warm-up, at the end of the
 * load and after the idle minutes, compared by what grew.
 *
 *   npm run bench:soak                                   30 minutes of load, 3 idle (builds into build-bench/)
 *   npm run bench:soak -- --skip-build --minutes=5       a shorter one on the last build
 *
 * The crowd: anonymous visitors on every URL of the sitemap (a tenth with a tracking parameter),
 * searches with words drawn at random (each a new page), and shoppers with a cart on the same pages,
 * their cart and their checkout. Figures depend on the machine; the curve's shape is what carries.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { heapSummary, type HeapSummary } from "./heap-snapshot";
import { processTree } from "./load";
import { buildShop, shopperWithCart, startShop, type RunningShop } from "./shop";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4595" },
    "metrics-port": { type: "string", default: "4596" },
    minutes: { type: "string", default: "30" },
    "idle-minutes": { type: "string", default: "3" },
    "warm-up-minutes": { type: "string", default: "2" },
    connections: { type: "string", default: "16" },
    shoppers: { type: "string", default: "200" },
    "skip-build": { type: "boolean", default: false },
  },
});

const MINUTE = 60_000;
const WORDS = [
  "aviator",
  "round",
  "polarized",
  "black",
  "gold",
  "tortoise",
  "cat",
  "eye",
  "square",
  "blue",
  "frame",
  "lens",
  "retro",
  "kids",
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Every page the sitemap lists, as paths. */
async function sitemapPaths(base: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const children = locs(await (await fetch(`${base}/sitemap.xml`)).text());
  const paths: string[] = [];
  for (const child of children) paths.push(...locs(await (await fetch(`${base}${child}`)).text()));
  return paths;
}

interface Crowd {
  paths: string[];
  cookies: string[];
}

/** One request of the crowd, drawn afresh each time. */
function nextRequest({ paths, cookies }: Crowd): autocannon.Request {
  const draw = Math.random();
  if (draw < 0.5) {
    const path = pick(paths);
    return { method: "GET", path: Math.random() < 0.1 ? `${path}?utm_source=${Math.random().toString(36).slice(2, 8)}` : path };
  }
  if (draw < 0.65) {
    const words = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(WORDS));
    return { method: "GET", path: `/search/${encodeURIComponent(words.join(" "))}` };
  }
  const cookie = pick(cookies);
  const path = draw < 0.9 ? pick(paths) : pick(["/store/cart", "/store/checkout/"]);
  return { method: "GET", path, headers: { cookie } };
}

interface MinuteFigures {
  requests: number;
  fiveXx: number;
  p99: number;
}

async function loadFor(base: string, crowd: Crowd, ms: number, connections: number): Promise<MinuteFigures> {
  const result = await autocannon({
    url: base,
    connections,
    duration: ms / 1000,
    headers: { "accept-encoding": "br, gzip", accept: "text/html" },
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest(crowd) }) }],
  });
  const codes = (result.statusCodeStats ?? {}) as Record<string, { count: number }>;
  const fiveXx = Object.entries(codes).reduce((sum, [code, { count }]) => (code.startsWith("5") ? sum + count : sum), 0);
  return { requests: result.requests.total, fiveXx: fiveXx + result.errors + result.timeouts, p99: result.latency.p99 };
}

/** The web processes' summed heap (used, reserved) and external memory (MB), from the operator's metrics. */
async function webHeap(metricsBase: string): Promise<{ heap: number; heapTotal: number; external: number }> {
  const text = await (await fetch(`${metricsBase}/metrics`)).text();
  // One series per web process (docs/decisions/375-metrics-per-process.md): summed here, and only
  // when every web process answered (a sum without one would read low).
  const count = (name: string) => /^(\d+)$/m.exec(text.split(`${name}{process="web"} `)[1] ?? "")?.[1];
  const allWeb = count("lumen_metrics_processes_reporting") === count("lumen_metrics_processes_expected");
  const read = (name: string) => {
    if (!allWeb) return NaN;
    const matches = [...text.matchAll(new RegExp(`^${name}\\{[^}]*process="web"[^}]*\\} ([\\d.e+]+)`, "gm"))];
    return matches.length ? matches.reduce((sum, match) => sum + Number(match[1]), 0) / 2 ** 20 : NaN;
  };
  return {
    heap: read("nodejs_heap_size_used_bytes"),
    heapTotal: read("nodejs_heap_size_total_bytes"),
    external: read("nodejs_external_memory_bytes"),
  };
}

interface Roles {
  supervisor: number;
  api: number;
  web: number[];
}

/** Which process is which: the web processes are the cluster's workers; the API is the other child. */
function roles(pid: number): Roles {
  const children = processTree(pid).filter((id) => id !== pid);
  const isWorker = (id: number) => {
    try {
      return readFileSync(`/proc/${id}/environ`, "utf8").includes("NODE_UNIQUE_ID=");
    } catch {
      return false;
    }
  };
  return { supervisor: pid, api: children.find((id) => !isWorker(id)) ?? 0, web: children.filter(isWorker) };
}

function residentMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Asks one process for a heap snapshot (--heapsnapshot-signal) and waits until the file is whole. */
async function heapSnapshot(pid: number, dir: string): Promise<string> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 5 * MINUTE; waited += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const file = readdirSync(dir).find((name) => !before.has(name) && name.endsWith(".heapsnapshot"));
    if (!file) continue;
    // Written in one go by the process's main thread: whole once its size holds still.
    const size = statSync(join(dir, file)).size;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (size > 0 && statSync(join(dir, file)).size === size) return join(dir, file);
  }
  throw new Error(`No heap snapshot from process ${pid} within 5 minutes.`);
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function printGrowth(label: string, from: HeapSummary, to: HeapSummary) {
  console.log(`\n${label}: ${mb(from.totalBytes)} → ${mb(to.totalBytes)} MB of heap objects; what changed most (MB, count):`);
  const keys = new Set([...from.groups.keys(), ...to.groups.keys()]);
  const changes = [...keys]
    .map((key) => {
      const a = from.groups.get(key) ?? { bytes: 0, count: 0 };
      const b = to.groups.get(key) ?? { bytes: 0, count: 0 };
      return { key, a, b, delta: b.bytes - a.bytes };
    })
    .sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta))
    .slice(0, 15);
  for (const { key, a, b, delta } of changes) {
    console.log(
      `  ${key.slice(0, 48).padEnd(48)} ${mb(a.bytes).padStart(7)} → ${mb(b.bytes).padStart(7)} (${delta >= 0 ? "+" : ""}${mb(delta)})  ${a.count} → ${b.count}`,
    );
  }
}

async function main() {
  const minutes = Number(values.minutes);
  const idleMinutes = Number(values["idle-minutes"]);
  const warmUpMinutes = Number(values["warm-up-minutes"]);
  const connections = Number(values.connections);
  if (!values["skip-build"]) buildShop();
  const snapshots = join(tmpdir(), `lumen-soak-${process.pid}`);
  mkdirSync(snapshots, { recursive: true });
  const metricsBase = `http://127.0.0.1:${values["metrics-port"]}`;
  const shop: RunningShop = await startShop({
    port: Number(values.port),
    quiet: true,
    env: {
      NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshots}`,
      METRICS_PORT: values["metrics-port"]!,
      // The crowd comes from one address and its shoppers fill carts: neither limit is measured here.
      RATE_LIMIT_FACTOR: "1000",
      CART_MAX_LINE_QUANTITY: "100000",
      CART_MAX_QUANTITY: "100000",
    },
  });
  try {
    const paths = await sitemapPaths(shop.base);
    const ids = [...paths.join(" ").matchAll(/\/store\/product\/(\d+)/g)].map((match) => match[1]!);
    const cookies: string[] = [];
    for (let i = 0; i < Number(values.shoppers); i++) cookies.push(await shopperWithCart(shop.base, pick(ids)));
    const crowd = { paths, cookies };
    const processes = roles(shop.pid);
    const watched = processes.web[0]!;
    console.log(
      `Soak: ${paths.length} sitemap pages, ${cookies.length} shoppers, ${connections} connections; ${minutes} min of load, then ${idleMinutes} idle.`,
    );
    console.log(
      `Processes: supervisor ${processes.supervisor}, API ${processes.api}, web ${processes.web.join(", ")}.` +
        ` Snapshots of ${watched} only: a snapshot itself swells its process's RSS, the other web process is the clean curve.`,
    );
    console.log("\n  minute   req/s  p99 ms  5xx+err   RSS MB: supervisor  api  web…      both web, MB: heap used  reserved  external");
    const report = async (minute: string, figures?: MinuteFigures) => {
      const rss = [processes.supervisor, processes.api, ...processes.web].map((id) => residentMb(id).toFixed(0).padStart(5));
      const { heap, heapTotal, external } = await webHeap(metricsBase);
      const load = figures
        ? `${String(Math.round(figures.requests / 60)).padStart(7)} ${String(figures.p99).padStart(7)} ${String(figures.fiveXx).padStart(8)}`
        : `${"-".padStart(7)} ${"-".padStart(7)} ${"-".padStart(8)}`;
      const heaps = [heap, heapTotal, external].map((value) => value.toFixed(0).padStart(9));
      console.log(`  ${minute.padStart(6)} ${load}   ${rss.join(" ")}                ${heaps.join(" ")}`);
    };
    await report("0");
    const taken: { label: string; file: string }[] = [];
    for (let minute = 1; minute <= minutes; minute++) {
      await report(String(minute), await loadFor(shop.base, crowd, MINUTE, connections));
      if (minute === Math.min(warmUpMinutes, minutes))
        taken.push({ label: "after the warm-up", file: await heapSnapshot(watched, snapshots) });
    }
    taken.push({ label: "at the end of the load", file: await heapSnapshot(watched, snapshots) });
    for (let minute = 1; minute <= idleMinutes; minute++) {
      await new Promise((resolve) => setTimeout(resolve, MINUTE));
      await report(`idle ${minute}`);
    }
    taken.push({ label: "after the idle minutes", file: await heapSnapshot(watched, snapshots) });
    const summaries = taken.map(({ label, file }) => ({ label, summary: heapSummary(file) }));
    for (let i = 1; i < summaries.length; i++) {
      printGrowth(`${summaries[i - 1]!.label} → ${summaries[i]!.label}`, summaries[i - 1]!.summary, summaries[i]!.summary);
    }
  } finally {
    await shop.stop();
    rmSync(snapshots, { recursive: true, force: true });
  }
}

await main();
