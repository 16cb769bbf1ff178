import { CommerceClient, logApiError } from "~/lib/api/client.server";
import { HealthCheckDocument } from "~/lib/api/queries.server";
import { getEnv } from "~/lib/env.server";

/** Whether the last check failed: a failure is logged once, not on every poll while it lasts. */
let failing = false;

/**
 * Readiness for load balancers and the start-up check (docs/decisions/260-operations.md): ready when
 * the store answers `version` and, with the embedded API, its database takes a write (the API
 * process's loopback /ready). Liveness is /healthz, answered by the server itself (server/app.ts).
 * Public, so it says only ok or unavailable: why goes to the server log.
 */
export async function loader() {
  const env = getEnv();
  // No shopper: the check must not start API sessions in anyone's name.
  const client = new CommerceClient({ apiUrl: env.apiUrl, indexUrl: env.indexUrl, timeoutMs: env.apiTimeoutMs });
  const headers = { "Cache-Control": "no-store" };
  try {
    const { version } = await client.request(HealthCheckDocument);
    if (env.apiProcessUrl) {
      const database = await fetch(`${env.apiProcessUrl}/ready`, { signal: AbortSignal.timeout(env.apiTimeoutMs) });
      if (!database.ok) throw new Error(`the store's database is not writable (${database.status})`);
    }
    if (failing) console.info("[commerce api] readiness check: ready again");
    failing = false;
    return Response.json({ status: "ok", apiVersion: version }, { headers });
  } catch (error) {
    if (!failing) logApiError("readiness check", error);
    failing = true;
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
