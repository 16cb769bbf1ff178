/**
 * What the handler does differently for the `wordpress` profile (docs/decisions/228-wordpress-profile.md):
 * the session follows the bearer token of an `Authorization` header spelled exactly so, and the
 * index endpoint has no routes at all (WordPress REST's own not-found answer).
 */
import type { Database } from "@commerce/db/index";
import { BearerSession, bearerTokenOf } from "@commerce/domain/account/bearer-tokens";
import type { SessionOptions } from "@commerce/domain/session/session";
import { EXACT_AUTHORIZATION_HEADER } from "./exact-authorization";

/**
 * The request's session, signed in by the token of its exact-case `Authorization` header (a lower-case
 * `authorization` is ignored, as by the plugin). Resolved before anything else runs (BearerSession.customerId).
 */
export async function bearerSession(db: Database, request: Request, options: SessionOptions): Promise<BearerSession> {
  const token = bearerTokenOf(request.headers.get(EXACT_AUTHORIZATION_HEADER));
  const session = new BearerSession(db, request.headers.get("cookie"), token, options);
  await session.customerId();
  return session;
}

/** WordPress REST's answer to `index.php?route=api/...`: the plugin has none of these routes. */
export function restNoRoute(): Response {
  return Response.json(
    { code: "rest_no_route", message: "No route was found matching the URL and request method.", data: { status: 404 } },
    { status: 404 },
  );
}
