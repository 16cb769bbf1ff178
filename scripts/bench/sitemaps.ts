/**
 * The sitemaps on a running shop, as a crawler reads them: the index, then every product sitemap,
 * each streamed and its entries counted (never held whole here), with its time, size and URL count,
 * and the server's memory over them: each process's peak resident set (VmHWM, reset before the
 * first request through /proc/<pid>/clear_refs) beside its resident set before. The first read of
 * each is cold; "again" is a second read, from the page cache when the same web process answers
 * (each keeps its own, an hour, decision 141).
 *
 *   npx tsx scripts/bench/sitemaps.ts --dir=data/bench [--port=4590]    on its own, from build-bench/
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { processTree } from "./load";
import { startShop, type RunningShop } from "./shop";
import { row } from "./stats";

/** The protocol's limit per sitemap file. */
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

const mb = (kib: number) => `${(kib / 1024).toFixed(0)} MB`;

/** A /proc/<pid>/status field in KiB (VmRSS, VmHWM). */
function statusKib(pid: number, field: string): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((entry) => entry.startsWith(`${field}:`));
    return Number(line?.replace(/\D+/g, "") ?? 0);
  } catch {
    return 0;
  }
}

/** The process's name as the server's processes are told apart: its command line's script and role. */
function processLabel(pid: number, root: number): string {
  if (pid === root) return "primary";
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
    return /\bapi\.js\b/.test(command) ? "API" : "web";
  } catch {
    return "process";
  }
}

/** Reads a sitemap as a stream: its bytes and `<loc>` count, holding only a chunk's tail between chunks. */
async function readSitemap(url: string): Promise<{ status: number; bytes: number; urls: number; locs: string[]; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const decoder = new TextDecoder();
  let bytes = 0;
  let urls = 0;
  let tail = "";
  const locs: string[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    const cut = text.lastIndexOf("</loc>") + "</loc>".length;
    const complete = cut >= "</loc>".length ? text.slice(0, cut) : "";
    for (const match of complete.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      urls += 1;
      // Only the index's entries are kept (a product sitemap's are counted).
      if (locs.length < 1000) locs.push(match[1]!);
    }
    tail = text.slice(complete.length).slice(-200);
  }
  return { status: response.status, bytes, urls, locs, ms: performance.now() - started };
}

export async function benchSitemaps(shop: RunningShop): Promise<void> {
  const pids = processTree(shop.pid);
  const before = new Map(pids.map((pid) => [pid, statusKib(pid, "VmRSS")]));
  let peaksReset = true;
  for (const pid of pids) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
    } catch {
      peaksReset = false;
    }
  }

  const index = await readSitemap(`${shop.base}/sitemap.xml`);
  const children = index.locs.filter((loc) => /\/sitemaps\/products-\d+\.xml$/.test(loc));
  console.log(
    `\nProduct sitemaps: index ${index.status} in ${index.ms.toFixed(0)} ms, ${index.urls} children, ${children.length} of products`,
  );
  const widths = [34, 7, 9, 10, 10, 10];
  console.log(row(["  sitemap", "status", "URLs", "size", "cold ms", "again ms"], widths));
  let total = 0;
  let totalMs = 0;
  const problems: string[] = [];
  for (const loc of children) {
    const path = new URL(loc).pathname;
    const cold = await readSitemap(shop.base + path);
    const cached = await readSitemap(shop.base + path);
    total += cold.urls;
    totalMs += cold.ms;
    if (cold.status !== 200) problems.push(`${path} answered ${cold.status}`);
    if (cold.urls > MAX_URLS || cold.bytes > MAX_BYTES) problems.push(`${path} is over the protocol's limits`);
    console.log(
      row(
        [`  ${path}`, cold.status, cold.urls.toLocaleString("en-US"), mb(cold.bytes / 1024), cold.ms.toFixed(0), cached.ms.toFixed(0)],
        widths,
      ),
    );
  }
  console.log(`  all product sitemaps: ${total.toLocaleString("en-US")} URLs in ${(totalMs / 1000).toFixed(1)} s (cold)`);
  console.log(
    `  server memory, resident before → ${peaksReset ? "peak over the sitemaps" : "peak since start (could not reset)"}: ${pids
      .map((pid) => `${processLabel(pid, shop.pid)} ${mb(before.get(pid) ?? 0)} → ${mb(statusKib(pid, "VmHWM"))}`)
      .join(", ")}`,
  );
  for (const problem of problems) console.log(`  ⚠️  ${problem}`);
}

// Run directly: npx tsx scripts/bench/sitemaps.ts --dir=…
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { dir: { type: "string", default: "data/bench" }, port: { type: "string", default: "4590" } } });
  const shop = await startShop({ port: Number(values.port), env: { COMMERCE_DATA_DIR: resolve(values.dir!) } });
  try {
    await benchSitemaps(shop);
  } finally {
    await shop.stop();
  }
}
