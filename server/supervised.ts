/**
 * A child's side of the supervisor's IPC (server/primary.ts, docs/decisions/260-operations.md): it
 * answers the liveness ping from its event loop (a hung loop cannot, and the supervisor restarts
 * it) and hands its metrics when asked.
 */
import { register } from "./metrics";

export interface SupervisorMessage {
  type?: string;
  id?: number;
}

export function answerSupervisor(): void {
  process.on("message", (message: SupervisorMessage) => {
    if (message?.type === "lumen:ping") process.send?.({ type: "lumen:pong" });
    if (message?.type === "lumen:metrics") {
      void register.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: "lumen:metrics", id: message.id, metrics }),
        () => process.send?.({ type: "lumen:metrics", id: message.id, metrics: [] }),
      );
    }
  });
}
