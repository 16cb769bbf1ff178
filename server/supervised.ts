/**
 * A child's side of the supervisor's IPC (server/primary.ts, docs/decisions/260-operations.md): it
 * answers the liveness ping from its event loop (a hung loop cannot, and the supervisor restarts
 * it), saying how many requests it is serving (a busy loop is given longer: server/liveness.ts),
 * and hands its metrics when asked.
 */
import type { Server } from "node:http";
import { register, watchRequestsInFlight } from "./metrics";

let inFlight = 0;

/** Counts the requests `server` is serving, for the pong and the metrics. */
export function countRequestsInFlight(server: Server): void {
  watchRequestsInFlight(() => inFlight);
  server.on("request", (_req, res) => {
    inFlight += 1;
    res.once("close", () => (inFlight -= 1));
  });
}

export interface SupervisorMessage {
  type?: string;
  id?: number;
}

export function answerSupervisor(): void {
  process.on("message", (message: SupervisorMessage) => {
    if (message?.type === "lumen:ping") process.send?.({ type: "lumen:pong", inFlight });
    if (message?.type === "lumen:metrics") {
      void register.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: "lumen:metrics", id: message.id, metrics }),
        // Reported missing by the supervisor, not as a process without metrics.
        () => process.send?.({ type: "lumen:metrics", id: message.id, metrics: null }),
      );
    }
  });
}
