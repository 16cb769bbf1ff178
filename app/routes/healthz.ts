import { CommerceClient } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { HealthCheckDocument } from "~/lib/api/queries.server";
import { getEnv } from "~/lib/env.server";

/** Health check for Docker and load balancers: healthy when the commerce API answers `version`. */
export async function loader() {
  const env = getEnv();
  // No shopper: the check must not start API sessions in anyone's name.
  const client = new CommerceClient({ apiUrl: env.apiUrl, indexUrl: env.indexUrl, timeoutMs: env.apiTimeoutMs }, null);
  const headers = { "Cache-Control": "no-store" };
  try {
    const { version } = await client.request(HealthCheckDocument);
    return Response.json({ status: "ok", apiVersion: version }, { headers });
  } catch (error) {
    const message = error instanceof CommerceApiError ? error.message : String(error);
    return Response.json({ status: "unavailable", error: message }, { status: 503, headers });
  }
}
