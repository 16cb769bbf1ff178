/** Reads the Prometheus text format the operator's /metrics answers (server/operator-port.ts). */

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of the series `name` (exactly that name: a histogram's `_bucket` is its own). */
export function samples(text: string, name: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const match = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[1] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
      return { labels, value: Number(match[2]) };
    });
}

/** The one sample of `name` whose labels include `labels`, or undefined. */
export function sample(text: string, name: string, labels: Record<string, string>): Sample | undefined {
  const found = samples(text, name).filter((entry) => Object.entries(labels).every(([key, value]) => entry.labels[key] === value));
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} samples, expected one`);
  return found[0];
}
