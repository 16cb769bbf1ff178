/**
 * Lighthouse in its default mobile model (simulated Slow 4G, 4× CPU slowdown, a phone's screen)
 * against the running shop, with Debian's Chromium. Simulated throttling computes the timings from
 * one unthrottled load, so a busy machine moves them less than real throttling would; the median of
 * a few runs still evens out the rest.
 */
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { row } from "./stats";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Headless and quiet on this machine's closed network (the same as the browser tests, in new headless mode). */
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  seo: number;
  /** Milliseconds, in Lighthouse's mobile model. */
  fcp: number;
  lcp: number;
  tbt: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Each figure's median over `runs` (taken figure by figure, as Lighthouse's own guidance does for lab data). */
async function measure(chromePort: number, url: string, runs: number): Promise<LighthouseFigures> {
  const samples: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}.`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
    });
  }
  const pick = (key: keyof LighthouseFigures) => median(samples.map((sample) => sample[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    seo: pick("seo"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Prints the Lighthouse table for `pages` ({ label, path }), or says why it was skipped. */
export async function benchLighthouse(base: string, pages: { label: string; path: string }[], runs = 3): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`\n(Lighthouse skipped: no Chromium at ${CHROMIUM_PATH}; set CHROME_PATH.)`);
    return;
  }
  // Total blocking time comes from the tasks as they ran here, times four: a busy machine inflates it.
  const load = `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
  console.log(`\nLighthouse mobile (simulated Slow 4G, 4× CPU), median of ${runs} runs each (${load})`);
  const widths = [42, 6, 7, 7, 8, 6, 5];
  console.log(row(["  page", "perf", "FCP", "LCP", "TBT", "a11y", "SEO"], widths));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const page of pages) {
      const f = await measure(chrome.port, base + page.path, runs);
      console.log(
        row([`  ${page.label}`, f.performance, seconds(f.fcp), seconds(f.lcp), `${Math.round(f.tbt)} ms`, f.accessibility, f.seo], widths),
      );
    }
  } finally {
    chrome.kill();
  }
}
