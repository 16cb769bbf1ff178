import type { FieldNode, GraphQLError, ValidationContext } from "graphql";
import { createGraphQLError, createYoga, type Plugin } from "graphql-yoga";
import { metered, type Database, type SqlMeter } from "@commerce/db/index";
import type { ApiContext, ApiSettings } from "@commerce/domain/context";
import { createMailer } from "@commerce/domain/mail/mailer";
import { moneyFor, type Money } from "@commerce/domain/money/money";
import { publicOrigin } from "@commerce/domain/public-url";
import { attemptLimits } from "@commerce/domain/session/attempts";
import { ApiSession } from "@commerce/domain/session/session";
import { maskApiError } from "@commerce/graphql/errors";
import { MAX_GRAPHQL_BODY_BYTES, queryLimitPlugins } from "@commerce/graphql/limits";
import { stockGraphqlRequest } from "@commerce/graphql/profiles/stock";
import { buildApiSchema } from "@commerce/graphql/schema";
import { handleRest } from "@commerce/rest/index";
import { limitKeyOf } from "@config/client-address";
import { CATALOGUE_VERSION_PATH, catalogueVersionAnswer } from "./catalogue-version";
import { clientOf, signedClientOf } from "./client-address";
import { handleImage } from "./images";
import { handlePayment } from "./payment";
import { staleCurrencyCookie, stockSessionCookies } from "./stock-cookies";
import { handleStorePage, storePageOf } from "./store-pages";
import { handleStoreApi, isStoreApiPath, storeApiSession } from "./wc-store-api";
import { bearerSession, restNoRoute } from "./wordpress";

export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * Refuses `__schema` and `__type` (the production default: the schema is no map for a prober).
 * graphql's NoSchemaIntrospectionCustomRule in effect, but its error made by yoga's helper (see
 * graphql/errors.ts: under Vitest `graphql` can load twice, and yoga masks errors of the other copy).
 */
const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) =>
    addValidationRule((context: ValidationContext) => ({
      Field(node: FieldNode) {
        if (node.name.value !== "__schema" && node.name.value !== "__type") return;
        context.reportError(
          createGraphQLError(`GraphQL introspection has been disabled, but the query asked for "${node.name.value}".`, { nodes: [node] }),
        );
      },
    })),
};

/** graphql-js's hint at names nearby ("Did you mean "productsList"?"), at the end of a message. */
const SUGGESTION = / ?Did you mean [^?]*\?$/;

function withoutSuggestion(error: Error): GraphQLError {
  const graphqlError = error as GraphQLError;
  if (!SUGGESTION.test(error.message)) return graphqlError;
  return createGraphQLError(error.message.replace(SUGGESTION, ""), {
    nodes: graphqlError.nodes,
    source: graphqlError.source,
    positions: graphqlError.positions,
    path: graphqlError.path,
    extensions: graphqlError.extensions,
  });
}

/**
 * With introspection off (the production default), validation and variable errors do not suggest
 * field, argument, type or enum names either: refusing `__schema` while answering "Did you mean …"
 * to every guess would hand a prober the schema name by name (docs/decisions/332-quiet-logs-and-operator-port.md).
 */
const noSuggestions: Plugin = {
  onValidate:
    () =>
    ({ result, setResult }) => {
      if (result.some((error) => SUGGESTION.test(error.message))) setResult(result.map(withoutSuggestion));
    },
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      if (!("errors" in result) || !result.errors?.some((error) => SUGGESTION.test(error.message))) return;
      setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
    },
  }),
};

/**
 * CORS for GraphQL: another site's page may call the API only when its origin is listed, and only
 * a listed origin gets credentials; `*` lets any site read without cookies. Same-origin callers
 * need no CORS headers, so an empty list answers none (decision 130).
 */
function corsFor(origins: readonly string[]) {
  return (request: Request) => {
    const origin = request.headers.get("origin");
    if (!origin) return false;
    if (origins.includes(origin)) return { origin: [origin], credentials: true };
    if (origins.includes("*")) return { origin: "*", credentials: false };
    return false;
  };
}

/**
 * The whole embedded API as one fetch handler: GraphQL at /api/graphql, the store's index
 * endpoint at /api/index.php, generated images at /api/image/ and the card payment page at /api/payment/.
 */
export function createApiHandler(db: Database, settings: ApiSettings): FetchHandler {
  const yoga = createYoga<ApiContext>({
    schema: buildApiSchema(settings.profile),
    graphqlEndpoint: "/api/graphql",
    fetchAPI: { Response },
    landingPage: false,
    maskedErrors: { maskError: maskApiError },
    cors: corsFor(settings.corsOrigins),
    plugins: [...queryLimitPlugins(settings), ...(settings.introspection ? [] : [noIntrospection, noSuggestions])],
    logging: false,
  });

  const limits = attemptLimits(db, settings.rateLimitFactor);
  const mailer = createMailer(settings.mail);

  return async (request) => {
    const url = new URL(request.url);
    const { pathname } = url;
    if (pathname.startsWith("/api/image/")) return handleImage(request);
    if (pathname === CATALOGUE_VERSION_PATH) return catalogueVersionAnswer(db);

    // The API's own origin as the visitor sees it: behind the web process's proxy, the forwarded one.
    const ownOrigins = [url.origin, publicOrigin(request, settings)];
    const refused = refusedPost(request, url, ownOrigins, settings.corsOrigins, settings.profile !== "stock");
    if (refused) return refused;

    let graphqlRequest: Request | undefined;
    if (pathname === "/api/graphql") {
      const bounded = await boundedGraphqlRequest(request);
      if (bounded instanceof Response) return bounded;
      graphqlRequest = bounded;
    }

    // Every statement of this request is counted, for its Server-Timing (the bench prints SQL per page).
    const meter: SqlMeter = { statements: 0, ms: 0 };
    // A caller that goes away (a visitor who left, a storefront past its deadline) stops its work.
    const requestDb = metered(db, meter, request.signal);
    const sessionOptions = {
      idleDays: settings.sessionIdleDays,
      // The API's own process turns the storefront's X-Forwarded-Proto into the scheme (server/api-server.ts).
      secure: settings.alwaysSecureCookies || url.protocol === "https:",
    };
    // WordPress signs a request in by its bearer token, not its cookie (decision 228); WooCommerce's
    // Store API names its session by a Cart-Token (decision 365).
    const storeApi =
      settings.profile === "wordpress" && isStoreApiPath(pathname) ? await storeApiSession(requestDb, request, sessionOptions) : null;
    const session = storeApi
      ? storeApi.session
      : settings.profile === "wordpress"
        ? await bearerSession(requestDb, request, sessionOptions)
        : new ApiSession(requestDb, request.headers.get("cookie"), sessionOptions);
    let money: Promise<Money> | undefined;
    const context: ApiContext = {
      db: requestDb,
      session,
      request,
      settings,
      client: limitKeyOf(clientOf(request, settings.clientSecret)),
      signedCall: signedClientOf(request, settings.clientSecret) !== null,
      limits,
      mailer,
      rules: settings,
      money: () => (money ??= session.get().then((row) => moneyFor(requestDb, row.currency))),
    };

    const stock = settings.profile === "stock";
    const staleCurrency = stock ? await staleCurrencyCookie(session, request) : undefined;
    let response: Response;
    if (graphqlRequest && stock) response = await stockGraphqlRequest(graphqlRequest, async (sent) => yoga.handleRequest(sent, context));
    else if (graphqlRequest) response = await yoga.handleRequest(graphqlRequest, context);
    // The store's own pages (cart, checkout, success) beside the api/... routes (decision 221).
    else if (pathname === "/api/index.php" && storePageOf(url)) response = await handleStorePage(request, context);
    else if (pathname === "/api/index.php")
      response = settings.profile === "wordpress" ? restNoRoute() : await handleRest(request, context);
    else if (pathname.startsWith("/api/payment/")) response = await handlePayment(request, context);
    else if (storeApi) response = await handleStoreApi(request, context, storeApi);
    else response = new Response("Not found", { status: 404 });

    const headers = new Headers(response.headers);
    headers.append("Server-Timing", `sql;dur=${meter.ms.toFixed(1)};desc="${meter.statements} statements"`);
    // A visitor without a session gets one, like OpenCart does on every first request; login and
    // logout hand out the session's new id.
    if (stock) for (const cookie of stockSessionCookies(session, url, staleCurrency)) headers.append("Set-Cookie", cookie);
    else if ((session.isNew || session.rotated) && !storeApi?.byCartToken) headers.append("Set-Cookie", session.cookie());
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

const refusal = (status: number, message: string, code: string) =>
  Response.json({ errors: [{ message, extensions: { code } }] }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * A post the API does not take (decision 258): one sent from another site's page (its Origin is
 * neither this API's nor listed in API_CORS_ORIGINS, or, without an Origin, the browser says it
 * came from elsewhere), and on /api/graphql anything but JSON or the multipart upload, which a
 * plain HTML form could send. Callers that send neither header (the storefront's server, other
 * servers) are not browsers riding on a shopper's cookie, and pass. The stock profile reads any
 * body, as OpenCart's module does (its recordings answer a form post with a GraphQL syntax error).
 */
function refusedPost(
  request: Request,
  url: URL,
  ownOrigins: readonly (string | null)[],
  corsOrigins: readonly string[],
  jsonOnly: boolean,
): Response | undefined {
  if (request.method !== "POST") return undefined;
  // "null" is an origin the browser withholds (a page with no-referrer, the card payment page's
  // own): then the browser's Sec-Fetch-Site says where the post came from.
  const sent = request.headers.get("origin");
  const origin = sent === "null" ? null : sent;
  const site = request.headers.get("sec-fetch-site");
  const listed = origin !== null && (corsOrigins.includes(origin) || corsOrigins.includes("*"));
  const crossSite = origin !== null ? !ownOrigins.includes(origin) && !listed : site !== null && site !== "same-origin" && site !== "none";
  if (crossSite) return refusal(403, "Requests that change something can only come from this shop's own pages.", "FORBIDDEN");
  if (!jsonOnly || url.pathname !== "/api/graphql") return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/(json|graphql|graphql\+json)\s*(;|$)/i.test(type) || /^multipart\/form-data\s*(;|$)/i.test(type)) return undefined;
  return refusal(415, "Send GraphQL requests as JSON (application/json).", "UNSUPPORTED_MEDIA_TYPE");
}

/** How much of a refused body is read and dropped, so that a sender still sending sees the 413. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (let read = 0; read <= DRAIN_LIMIT_BYTES;) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
  }
  await reader.cancel().catch(() => {});
}

const tooLarge = () =>
  Response.json(
    {
      errors: [
        {
          message: `The request is too large (at most ${MAX_GRAPHQL_BODY_BYTES / 1024} KB).`,
          extensions: { code: "PAYLOAD_TOO_LARGE" },
        },
      ],
    },
    { status: 413 },
  );

/**
 * VueFront's own upload request names the variable in `map` (`{"0": "file"}`), where the GraphQL
 * multipart request docs/product/shell-and-navigation.md, which graphql-yoga reads, has a list of paths (`{"0": ["variables.file"]}`);
 * the module takes both, so the map is rewritten to the product's form. Anything unreadable is left to yoga.
 */
async function withSpecUploadMap(request: Request): Promise<Request | Response> {
  let parsed: FormData;
  try {
    parsed = await request.formData();
  } catch {
    return Response.json({ errors: [{ message: "The upload is not a readable multipart form." }] }, { status: 400 });
  }
  // A fresh FormData of this realm: the server adapter's parsed one is not a body the Request takes.
  const form = new FormData();
  for (const [name, value] of parsed.entries()) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([await value.arrayBuffer()], { type: value.type }), value.name);
  }
  const map = form.get("map");
  if (typeof map === "string") {
    try {
      const entries = JSON.parse(map) as unknown;
      if (entries && typeof entries === "object" && !Array.isArray(entries)) {
        const specMap = Object.fromEntries(
          Object.entries(entries).map(([part, paths]) => [part, typeof paths === "string" ? [`variables.${paths}`] : paths]),
        );
        form.set("map", JSON.stringify(specMap));
      }
    } catch {
      // Not JSON: yoga answers that.
    }
  }
  const headers = new Headers(request.headers);
  // The new body gets its own boundary and length.
  headers.delete("content-type");
  headers.delete("content-length");
  return new Request(request.url, { method: "POST", headers, body: form, signal: request.signal });
}

/**
 * A GraphQL post other than a file upload (multipart, bounded by the server's upload limit) is read
 * up to MAX_GRAPHQL_BODY_BYTES: a larger one is refused before any parsing.
 */
async function boundedGraphqlRequest(request: Request): Promise<Request | Response> {
  if (request.method !== "POST" || !request.body) return request;
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return withSpecUploadMap(request);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_GRAPHQL_BODY_BYTES) {
      await drain(reader);
      return tooLarge();
    }
    chunks.push(value);
  }
  return new Request(request.url, { method: "POST", headers: request.headers, body: Buffer.concat(chunks), signal: request.signal });
}
