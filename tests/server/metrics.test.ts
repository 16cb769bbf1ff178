/**
 * /metrics on the operator's port, process by process (docs/decisions/375-metrics-per-process.md):
 * every web process and the API's process has its own series (memory, CPU, event-loop lag,
 * requests) under its pid, and the scrape says whether every process answered; one that does not
 * answer in time is named missing, not left out of a sum.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childPids, startBuiltShop, type BuiltShop } from "../support/built-shop";
import { sample, samples } from "../support/prometheus";

const BASE_PORT = Number(process.env.SERVER_TEST_PORT ?? 4390);
const OPS_PORT = BASE_PORT + 31;
let shop: BuiltShop;

beforeAll(async () => {
  shop = await startBuiltShop({ port: BASE_PORT + 30, captureLog: true, env: { METRICS_PORT: String(OPS_PORT), WEB_CONCURRENCY: "2" } });
});

afterAll(async () => {
  await shop?.stop();
});

const scrape = async () => {
  const response = await fetch(`http://127.0.0.1:${OPS_PORT}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};

/** What `ps` reads: the process's resident memory in bytes (Linux /proc). */
const residentBytes = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

describe("/metrics, process by process", () => {
  it("has memory, CPU, event-loop lag and requests for each web process and the API's, and says the scrape is complete", async () => {
    // Each web process serves some pages (new connections are shared out between them).
    for (let i = 0; i < 6; i++)
      expect((await fetch(`${shop.url}/store/product/${20 + i}`, { headers: { connection: "close" } })).status).toBe(200);
    const web = childPids(shop.pid, "server.js");
    const [api] = childPids(shop.pid, "api.js");
    expect(web).toHaveLength(2);
    expect(api).toBeDefined();

    const text = await scrape();
    for (const [role, pid] of [...web.map((pid) => ["web", pid] as const), ["api", api!] as const]) {
      const labels = { process: role, pid: String(pid) };
      const memory = sample(text, "process_resident_memory_bytes", labels)?.value ?? 0;
      // The process's own, not a sum with the others' nor a part of it.
      expect(memory / residentBytes(pid)).toBeGreaterThan(0.7);
      expect(memory / residentBytes(pid)).toBeLessThan(1.3);
      expect(sample(text, "process_cpu_seconds_total", labels)?.value).toBeGreaterThan(0);
      expect(sample(text, "nodejs_eventloop_lag_seconds", labels)).toBeDefined();
      expect(sample(text, "lumen_http_requests_in_flight", labels)).toBeDefined();
      expect(sample(text, "lumen_metrics_process_up", labels)?.value).toBe(1);
    }
    // Requests, each process its own counts: the web processes' pages, the API's store calls.
    const pages = samples(text, "lumen_http_requests_total").filter((entry) => entry.labels.kind === "product");
    expect(new Set(pages.map((entry) => entry.labels.pid))).toEqual(new Set(web.map(String)));
    expect(pages.reduce((sum, entry) => sum + entry.value, 0)).toBeGreaterThanOrEqual(6);
    expect(sample(text, "lumen_http_requests_total", { kind: "store", status: "200", pid: String(api) })?.value).toBeGreaterThan(0);
    // A series of one process is never summed with another's: every sample of a name has its own labels.
    expect(text.match(/^# TYPE process_resident_memory_bytes /gm)).toHaveLength(1);

    expect(sample(text, "lumen_metrics_processes_expected", { process: "web" })?.value).toBe(2);
    expect(sample(text, "lumen_metrics_processes_reporting", { process: "web" })?.value).toBe(2);
    expect(sample(text, "lumen_metrics_processes_expected", { process: "api" })?.value).toBe(1);
    expect(sample(text, "lumen_metrics_processes_reporting", { process: "api" })?.value).toBe(1);
    expect(sample(text, "lumen_metrics_scrape_complete", {})?.value).toBe(1);
  });

  it("a process that does not answer in time is named missing and the scrape is incomplete; the others still report", async () => {
    const web = childPids(shop.pid, "server.js");
    const [api] = childPids(shop.pid, "api.js");
    // Stopped (SIGSTOP), the API's process cannot answer the supervisor: as busy as can be.
    process.kill(api!, "SIGSTOP");
    let text: string;
    try {
      text = await scrape();
    } finally {
      process.kill(api!, "SIGCONT");
    }
    expect(sample(text, "lumen_metrics_scrape_complete", {})?.value).toBe(0);
    expect(sample(text, "lumen_metrics_process_up", { process: "api", pid: String(api) })?.value).toBe(0);
    expect(sample(text, "lumen_metrics_processes_expected", { process: "api" })?.value).toBe(1);
    expect(sample(text, "lumen_metrics_processes_reporting", { process: "api" })?.value).toBe(0);
    // Missing, not summed away: no memory figure claims to be the API's.
    expect(sample(text, "process_resident_memory_bytes", { process: "api" })).toBeUndefined();
    for (const pid of web) {
      expect(sample(text, "process_resident_memory_bytes", { process: "web", pid: String(pid) })?.value).toBeGreaterThan(0);
      expect(sample(text, "lumen_metrics_process_up", { process: "web", pid: String(pid) })?.value).toBe(1);
    }
    expect(shop.log()).toMatch(/"missing":\["api \d+"\]/);

    // Back once it answers again.
    await expect.poll(async () => sample(await scrape(), "lumen_metrics_scrape_complete", {})?.value, { timeout: 20_000 }).toBe(1);
  });
});
