import { getEnv } from "~/lib/env.server";
import { originOf } from "./rules";

/**
 * The shop's public origin: STOREFRONT_URL when configured, else the origin the visitor used. The
 * server builds the request's URL from the Host header, or from a trusted proxy's
 * X-Forwarded-Proto/-Host only when TRUST_PROXY is set (server/request-guards.ts, decision 124),
 * so a visitor cannot choose the canonical host unless the deployment trusts a proxy to.
 */
export function publicOrigin(request: Request): string {
  const configured = getEnv().storefrontUrl;
  return originOf(configured ?? request.url);
}
