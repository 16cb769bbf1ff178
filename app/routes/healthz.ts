import { CommerceClient, logApiError } from "~/lib/api/client.server";
import { HealthCheckDocument } from "~/lib/api/queries.server";
import { getEnv } from "~/lib/env.server";

/** Whether the last check failed: a failure is logged once, not on every poll while it lasts. */
let failing = false;

/**
 * Health check for Docker and load balancers: healthy when the commerce API answers `version`.
 * Public, so it says only ok or unavailable: why the store failed goes to the server log.
 */
export async function loader() {
  const env = getEnv();
  // No shopper: the check must not start API sessions in anyone's name.
  const client = new CommerceClient({ apiUrl: env.apiUrl, indexUrl: env.indexUrl, timeoutMs: env.apiTimeoutMs });
  const headers = { "Cache-Control": "no-store" };
  try {
    const { version } = await client.request(HealthCheckDocument);
    if (failing) console.info("[commerce api] health check: answering again");
    failing = false;
    return Response.json({ status: "ok", apiVersion: version }, { headers });
  } catch (error) {
    if (!failing) logApiError("health check", error);
    failing = true;
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
