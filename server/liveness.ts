/**
 * The supervisor's liveness watch over its children (docs/decisions/260-operations.md, 271): each is
 * pinged over IPC and answers from its event loop, saying how many requests it is serving. A child
 * silent past `timeoutMs` is hung and killed (its exit restarts it), unless it was serving requests
 * when it last answered and its CPU time keeps moving: then it is busy, not hung, and gets until
 * `busyTimeoutMs` of silence. A loop blocked for long is still a fault (it is logged as one), but
 * killing a process that works through a burst cuts every request it holds and empties its caches.
 */
import { readFileSync } from "node:fs";

export interface WatchedChild {
  name: string;
  /** The child's process id, to read its CPU time. */
  pid: number | undefined;
  ping(): void;
  kill(): void;
}

interface Watched extends WatchedChild {
  lastAnswer: number;
  /** Requests in flight at its last answer. */
  busy: boolean;
  /** CPU time at the last check, to see it move. */
  cpuSeconds: number | undefined;
  warned: boolean;
}

export interface LivenessOptions {
  timeoutMs: number;
  busyTimeoutMs: number;
  /** A process's CPU seconds so far, undefined when unknown. */
  cpuSecondsOf?: (pid: number) => number | undefined;
  now?: () => number;
  log: { warn(fields: object, message: string): void; error(fields: object, message: string): void };
}

/** user + system CPU seconds of `pid` (Linux /proc), undefined elsewhere or once it has gone. */
export function procCpuSeconds(pid: number): number | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

export function livenessWatch({ timeoutMs, busyTimeoutMs, cpuSecondsOf = procCpuSeconds, now = Date.now, log }: LivenessOptions) {
  const watched = new Map<string, Watched>();

  /** Silent past the timeout: busy (serving, CPU moving, under the longer limit) or hung. */
  const isBusy = (child: Watched, silentMs: number): boolean => {
    if (!child.busy || silentMs > busyTimeoutMs || child.pid === undefined) return false;
    const cpu = cpuSecondsOf(child.pid);
    const moving = cpu !== undefined && (child.cpuSeconds === undefined || cpu > child.cpuSeconds);
    child.cpuSeconds = cpu;
    return moving;
  };

  const check = () => {
    for (const [key, child] of watched) {
      const silentMs = now() - child.lastAnswer;
      if (silentMs <= timeoutMs) {
        child.cpuSeconds = undefined;
        child.ping();
        continue;
      }
      if (isBusy(child, silentMs)) {
        if (!child.warned) log.warn({ child: child.name, silentMs }, `${child.name} is busy: serving requests without answering its ping`);
        child.warned = true;
        continue;
      }
      log.error(
        { child: child.name, timeoutMs, silentMs, busy: child.busy },
        `${child.name} did not answer its liveness check: killing it to start another`,
      );
      watched.delete(key);
      child.kill();
    }
  };
  const timer = setInterval(check, Math.max(100, Math.floor(timeoutMs / 5)));
  timer.unref();

  return {
    check,
    watch(key: string, child: WatchedChild) {
      watched.set(key, { ...child, lastAnswer: now(), busy: false, cpuSeconds: undefined, warned: false });
    },
    /** A pong: `inFlight`, the requests it was serving as it answered. */
    answered(key: string, inFlight = 0) {
      const child = watched.get(key);
      if (!child) return;
      child.lastAnswer = now();
      child.busy = inFlight > 0;
      child.warned = false;
    },
    forget(key: string) {
      watched.delete(key);
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type Liveness = ReturnType<typeof livenessWatch>;
