/**
 * What the app tells the server about its work, for the operator's metrics (server/metrics.ts,
 * docs/decisions/260-operations.md): each call to the store and each rate-limit refusal. An event
 * emitter keeps the metrics library out of the app; the server listens through entry.server's hooks.
 */
import { EventEmitter } from "node:events";

interface OpsEventMap {
  /** One call to the store: how long it took, and whether it failed (network, timeout, 5xx). */
  storeCall: [ms: number, failed: boolean];
  /** A rate limit refused an attempt of this kind. */
  rateLimited: [kind: string];
}

export const opsEvents = new EventEmitter<OpsEventMap>();
