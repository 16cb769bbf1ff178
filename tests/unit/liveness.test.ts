/**
 * The supervisor's liveness watch (server/liveness.ts, docs/decisions/271-uploads-off-the-api-thread.md):
 * a silent child is hung and killed, unless it was serving requests and its CPU time moves, which
 * buys it time up to the busy limit. Driven by a clock of its own: each check is one step.
 */
import { describe, expect, it } from "vitest";
import { livenessWatch } from "../../server/liveness";

function watchOne({ cpu }: { cpu: () => number | undefined }) {
  let clock = 0;
  const pings: number[] = [];
  const kills: number[] = [];
  const log = { warnings: [] as string[], errors: [] as string[] };
  const liveness = livenessWatch({
    timeoutMs: 1_000,
    busyTimeoutMs: 4_000,
    cpuSecondsOf: cpu,
    now: () => clock,
    log: { warn: (_fields, message) => log.warnings.push(message), error: (_fields, message) => log.errors.push(message) },
  });
  liveness.stop();
  liveness.watch("api", { name: "the API", pid: 42, ping: () => pings.push(clock), kill: () => kills.push(clock) });
  const stepTo = (ms: number) => {
    clock = ms;
    liveness.check();
  };
  return { liveness, stepTo, pings, kills, log };
}

describe("the liveness watch", () => {
  it("pings a child that answers, and kills one silent past the timeout while idle", () => {
    const { liveness, stepTo, pings, kills, log } = watchOne({ cpu: () => 1 });
    stepTo(500);
    liveness.answered("api", 0);
    stepTo(1_400);
    expect(pings).toEqual([500, 1_400]);
    stepTo(1_600);
    expect(kills).toEqual([1_600]);
    expect(log.errors).toHaveLength(1);
  });

  it("waits for a child busy serving requests whose CPU time moves, up to the busy limit", () => {
    let cpuSeconds = 10;
    const { liveness, stepTo, kills, log } = watchOne({ cpu: () => (cpuSeconds += 0.5) });
    liveness.answered("api", 3);
    for (const at of [1_500, 2_500, 3_500]) stepTo(at);
    expect(kills).toEqual([]);
    expect(log.warnings).toEqual(["the API is busy: serving requests without answering its ping"]);
    // It answers after all: busy, never hung.
    liveness.answered("api", 0);
    stepTo(4_000);
    expect(kills).toEqual([]);
    // Busy again, and silent past the busy limit: a fault after all.
    liveness.answered("api", 1);
    for (const at of [5_500, 7_000, 7_900, 8_100]) stepTo(at);
    expect(kills).toEqual([8_100]);
  });

  it("kills a child silent while serving whose CPU time stands still (stuck, not working)", () => {
    const { liveness, stepTo, kills } = watchOne({ cpu: () => 7 });
    liveness.answered("api", 2);
    stepTo(1_500);
    stepTo(2_000);
    expect(kills).toEqual([2_000]);
  });
});
