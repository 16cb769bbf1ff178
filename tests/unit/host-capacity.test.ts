/** The default number of web processes follows the container's CPU quota and memory limit (decision 277). */
import { describe, expect, it } from "vitest";
import { cpuLimit, defaultWebProcesses, memoryLimit, type ReadFile } from "~/lib/host-capacity.server";

const files =
  (tree: Record<string, string>): ReadFile =>
  (path) =>
    tree[path];
const MB = 1024 * 1024;

describe("host capacity", () => {
  it("reads the CPU quota of cgroup v2 and v1, within the machine's cores", () => {
    expect(cpuLimit(files({ "/sys/fs/cgroup/cpu.max": "100000 100000" }), 8)).toBe(1);
    expect(cpuLimit(files({ "/sys/fs/cgroup/cpu.max": "150000 100000" }), 8)).toBe(2);
    expect(cpuLimit(files({ "/sys/fs/cgroup/cpu.max": "max 100000" }), 8)).toBe(8);
    expect(cpuLimit(files({ "/sys/fs/cgroup/cpu.max": "1600000 100000" }), 4)).toBe(4);
    expect(cpuLimit(files({ "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "50000", "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000" }), 8)).toBe(
      1,
    );
    expect(cpuLimit(files({ "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1", "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000" }), 8)).toBe(8);
    expect(cpuLimit(files({}), 3)).toBe(3);
  });

  it("reads the memory limit, none when unlimited", () => {
    expect(memoryLimit(files({ "/sys/fs/cgroup/memory.max": String(1024 * MB) }))).toBe(1024 * MB);
    expect(memoryLimit(files({ "/sys/fs/cgroup/memory.max": "max" }))).toBeUndefined();
    expect(memoryLimit(files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712" }))).toBeUndefined();
    expect(memoryLimit(files({}))).toBeUndefined();
  });

  it("picks as many web processes as CPUs, as fit beside the embedded API, at least one", () => {
    const caches = 96 * MB;
    expect(defaultWebProcesses({ cpus: 2, memoryBytes: undefined, embeddedApi: true, cacheBytes: caches })).toBe(2);
    // A 1 GB VPS: the API and one web process.
    expect(defaultWebProcesses({ cpus: 2, memoryBytes: 1024 * MB, embeddedApi: true, cacheBytes: caches })).toBe(1);
    expect(defaultWebProcesses({ cpus: 4, memoryBytes: 2048 * MB, embeddedApi: true, cacheBytes: caches })).toBe(3);
    // A remote store: no API process beside them.
    expect(defaultWebProcesses({ cpus: 4, memoryBytes: 1024 * MB, embeddedApi: false, cacheBytes: caches })).toBe(2);
    expect(defaultWebProcesses({ cpus: 4, memoryBytes: 512 * MB, embeddedApi: true, cacheBytes: caches })).toBe(1);
  });
});
