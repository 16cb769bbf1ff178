/** Small statistics and formatting helpers for the benchmark tables. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function summarise(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

export async function timeIt(run: () => Promise<unknown>, times: number): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A table row: the first cell left-aligned, the rest right-aligned to their widths. */
export function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i] ?? 10) : String(cell).padStart(widths[i] ?? 10))).join(" ");
}
