/**
 * What the host lets the shop use, for the default number of web processes: in a container the
 * cgroup's CPU quota and memory limit count, not the machine's cores (`--cpus=1` on an 8-core host
 * is one core; a 1 GB VPS fits one web process beside the embedded API). Decision 277.
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** Reads a small file of the cgroup tree; undefined when it is not there (no cgroup, another version). */
export type ReadFile = (path: string) => string | undefined;

const readText: ReadFile = (path) => {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return undefined;
  }
};

/** Resident memory one process levels at under load (docs/performance.md, the soak): the API, a web process without its caches. */
export const API_PROCESS_BYTES = 520 * 1024 * 1024;
export const WEB_PROCESS_BYTES = 300 * 1024 * 1024;

/** CPUs the shop may use: cgroup v2 `cpu.max`, else v1's CFS quota, within the machine's cores. */
export function cpuLimit(read: ReadFile = readText, cores = availableParallelism()): number {
  let quota = NaN;
  let period = NaN;
  const v2 = read("/sys/fs/cgroup/cpu.max");
  if (v2 !== undefined) {
    const [q, p] = v2.split(/\s+/);
    if (q !== "max") [quota, period] = [Number(q), Number(p)];
  } else {
    [quota, period] = [Number(read("/sys/fs/cgroup/cpu/cpu.cfs_quota_us")), Number(read("/sys/fs/cgroup/cpu/cpu.cfs_period_us"))];
  }
  if (!(quota > 0 && period > 0)) return cores;
  return Math.max(1, Math.min(cores, Math.ceil(quota / period)));
}

/** The memory limit of the shop's cgroup in bytes, or undefined when there is none. */
export function memoryLimit(read: ReadFile = readText): number | undefined {
  const value = Number(read("/sys/fs/cgroup/memory.max") ?? read("/sys/fs/cgroup/memory/memory.limit_in_bytes"));
  // cgroup v1 says "no limit" with a number near 2^63; v2 with "max" (NaN here).
  return Number.isFinite(value) && value > 0 && value < 2 ** 60 ? value : undefined;
}

/**
 * Web processes when WEB_CONCURRENCY is not set: one per CPU the shop may use, and no more than fit
 * in its memory limit beside the embedded API, each with its page cache and render memo; at least one.
 */
export function defaultWebProcesses({
  cpus,
  memoryBytes,
  embeddedApi,
  cacheBytes,
}: {
  cpus: number;
  memoryBytes: number | undefined;
  embeddedApi: boolean;
  cacheBytes: number;
}): number {
  if (memoryBytes === undefined) return cpus;
  const room = memoryBytes - (embeddedApi ? API_PROCESS_BYTES : 0);
  return Math.max(1, Math.min(cpus, Math.floor(room / (WEB_PROCESS_BYTES + cacheBytes))));
}
