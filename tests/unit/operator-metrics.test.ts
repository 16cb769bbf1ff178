/**
 * The operator's /metrics text from the processes' answers (server/operator-port.ts,
 * docs/decisions/375-metrics-per-process.md): each process's series apart under its pid, never
 * summed; a process that did not answer named missing, and the scrape complete only when every
 * expected process answered.
 */
import promClient from "prom-client";
import { describe, expect, it } from "vitest";
import { exposition, type ProcessMetrics, type ScrapeAnswer } from "../../server/operator-port";

/** What a process answers: its own registry's metrics, labelled with its role as a child does. */
async function processMetrics(role: string, rssBytes: number, requests: number): Promise<ProcessMetrics> {
  const registry = new promClient.Registry();
  registry.setDefaultLabels({ process: role });
  new promClient.Gauge({ name: "process_resident_memory_bytes", help: "rss", registers: [registry] }).set(rssBytes);
  new promClient.Counter({ name: "lumen_http_requests_total", help: "requests", labelNames: ["kind"], registers: [registry] }).inc(
    { kind: "product" },
    requests,
  );
  new promClient.Gauge({ name: "nodejs_eventloop_lag_seconds", help: "lag", registers: [registry], aggregator: "average" }).set(0.01);
  return (await registry.getMetricsAsJSON()) as ProcessMetrics;
}

describe("exposition", () => {
  it("keeps every process's series apart under its pid and says the scrape is complete", async () => {
    const answers: ScrapeAnswer[] = [
      { role: "web", pid: 11, metrics: await processMetrics("web", 200e6, 3) },
      { role: "web", pid: 12, metrics: await processMetrics("web", 250e6, 4) },
      { role: "api", pid: 13, metrics: await processMetrics("api", 500e6, 9) },
    ];
    const text = await exposition(answers, { web: 2, api: 1 });
    expect(text).toContain('process_resident_memory_bytes{process="web",pid="11"} 200000000');
    expect(text).toContain('process_resident_memory_bytes{process="web",pid="12"} 250000000');
    expect(text).toContain('process_resident_memory_bytes{process="api",pid="13"} 500000000');
    expect(text).toContain('lumen_http_requests_total{kind="product",process="web",pid="12"} 4');
    expect(text).toContain('nodejs_eventloop_lag_seconds{process="web",pid="11"} 0.01');
    expect(text.match(/^# TYPE process_resident_memory_bytes gauge$/gm)).toHaveLength(1);
    expect(text).toContain('lumen_metrics_process_up{process="api",pid="13"} 1');
    expect(text).toContain('lumen_metrics_processes_reporting{process="web"} 2');
    expect(text).toMatch(/^lumen_metrics_scrape_complete 1$/m);
  });

  it("names a process that did not answer, counts it out, and says the scrape is incomplete", async () => {
    const answers: ScrapeAnswer[] = [
      { role: "web", pid: 11, metrics: await processMetrics("web", 200e6, 3) },
      { role: "web", pid: 12, metrics: await processMetrics("web", 250e6, 4) },
      { role: "api", pid: 13, metrics: undefined },
    ];
    const text = await exposition(answers, { web: 2, api: 1 });
    // Nothing claims to be the API's but the line saying it is missing.
    expect(text.split("\n").filter((line) => line.includes('pid="13"'))).toEqual(['lumen_metrics_process_up{process="api",pid="13"} 0']);
    expect(text).toContain('lumen_metrics_process_up{process="api",pid="13"} 0');
    expect(text).toContain('lumen_metrics_processes_expected{process="api"} 1');
    expect(text).toContain('lumen_metrics_processes_reporting{process="api"} 0');
    expect(text).toMatch(/^lumen_metrics_scrape_complete 0$/m);
  });

  it("a web process's place empty (between its death and its restart) makes the scrape incomplete", async () => {
    const answers: ScrapeAnswer[] = [{ role: "web", pid: 12, metrics: await processMetrics("web", 250e6, 4) }];
    const text = await exposition(answers, { web: 2 });
    expect(text).toContain('lumen_metrics_processes_expected{process="web"} 2');
    expect(text).toContain('lumen_metrics_processes_reporting{process="web"} 1');
    expect(text).toMatch(/^lumen_metrics_scrape_complete 0$/m);
  });
});
