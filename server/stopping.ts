/**
 * A graceful stop's shared facts (server/lifecycle.ts, server/primary.ts, server/api-server.ts; docs/decisions/376-graceful-stop.md),
 * without imports, so every process's entry may use them.
 */

/** Whether this process is stopping (server/lifecycle.ts): its answers then close their connections. */
let stopping = false;

export function isClosing(): boolean {
  return stopping;
}

export function markClosing(): void {
  stopping = true;
}

/** How long a stopping shop lets the requests in flight finish (SHUTDOWN_GRACE_MS). */
export function shutdownGraceMs(): number {
  const value = Number(process.env.SHUTDOWN_GRACE_MS);
  return Number.isFinite(value) && value > 0 ? value : 8_000;
}

/**
 * When, after a stop began at `startedAt`, a web process answers what it still holds with a 503:
 * a second (at most a quarter of the grace) before the grace ends, which leaves the API's process
 * time to close its database after the last answer (docs/decisions/376-graceful-stop.md).
 */
export function answerByDeadline(startedAt: number, graceMs = shutdownGraceMs()): number {
  return startedAt + graceMs - Math.min(1_000, graceMs / 4);
}

/** The supervisor's order to stop (server/primary.ts): answer what is held by `deadline` (ms since the epoch). */
export interface StopOrder {
  type: "lumen:stop";
  deadline?: number;
}

export const isStopOrder = (message: unknown): message is StopOrder => (message as StopOrder | undefined)?.type === "lumen:stop";
