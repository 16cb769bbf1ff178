import { createYoga } from "graphql-yoga";
import { metered, type Database, type SqlMeter } from "@commerce/db/index";
import type { ApiContext, ApiSettings } from "@commerce/domain/context";
import { moneyFor, type Money } from "@commerce/domain/money/money";
import { ApiSession } from "@commerce/domain/session/session";
import { maskApiError } from "@commerce/graphql/errors";
import { buildApiSchema } from "@commerce/graphql/schema";
import { handleRest } from "@commerce/rest/index";
import { handleImage } from "./images";
import { handlePayment } from "./payment";

export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * The whole embedded API as one fetch handler: GraphQL at /api/graphql, the store's index
 * endpoint at /api/index.php, generated images at /api/image/ and the card payment page at /api/payment/.
 */
export function createApiHandler(db: Database, settings: ApiSettings): FetchHandler {
  const yoga = createYoga<ApiContext>({
    schema: buildApiSchema(),
    graphqlEndpoint: "/api/graphql",
    fetchAPI: { Response },
    landingPage: false,
    maskedErrors: { maskError: maskApiError },
    // Real VueFront servers keep introspection on; so do we.
    logging: false,
  });

  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/api/image/")) return handleImage(request);

    // Every statement of this request is counted, for its Server-Timing (the bench prints SQL per page).
    const meter: SqlMeter = { statements: 0, ms: 0 };
    const requestDb = metered(db, meter);
    const session = new ApiSession(requestDb, request.headers.get("cookie"));
    let money: Promise<Money> | undefined;
    const context: ApiContext = {
      db: requestDb,
      session,
      request,
      settings,
      money: () => (money ??= session.get().then((row) => moneyFor(requestDb, row.currency))),
    };

    let response: Response;
    if (pathname === "/api/graphql") response = await yoga.handleRequest(request, context);
    else if (pathname === "/api/index.php") response = await handleRest(request, context);
    else if (pathname.startsWith("/api/payment/")) response = await handlePayment(request, context);
    else response = new Response("Not found", { status: 404 });

    const headers = new Headers(response.headers);
    headers.append("Server-Timing", `sql;dur=${meter.ms.toFixed(1)};desc="${meter.statements} statements"`);
    // The visitor had no session: hand one out, like OpenCart does on every first request.
    if (session.isNew) headers.append("Set-Cookie", session.cookie());
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
