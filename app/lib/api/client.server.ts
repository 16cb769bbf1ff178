/**
 * The one path from the storefront to its commerce API, embedded or remote: GraphQL through
 * graphql-request and the REST-style routes of the store's index endpoint, both through one fetch
 * that forwards the shopper's API cookies, takes in the cookies the API sets, applies the timeout
 * and ends when the shopper's own request is aborted. Every failure becomes a CommerceApiError
 * carrying the product's message.
 */
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { GraphQLClient } from "graphql-request";
import { clientHeaders } from "@config/client-address";
import { safeUrl } from "~/lib/links";
import { opsEvents } from "~/lib/ops-events.server";
import { storeCapabilities } from "./capabilities.server";
import type { ApiCookieJar } from "./cookie-jar";
import { CommerceApiError, graphqlErrorMessage, NETWORK_ERROR, restStatusMessage, toCommerceApiError } from "./errors";
import { fetchWithExactHeaders } from "./exact-headers.server";
import type { TypedDocumentString } from "./generated/graphql";
import { isRouteKnownAbsent, notTheExtension, rememberRouteAbsent, routeAbsentError } from "./index-routes.server";
import { responseWithoutPhpNotices, withoutPhpNotices } from "./php-notices.server";
import { stockVariant } from "./stock-documents.server";

/** A generated document: its text, with the result and variables types it was generated with. */
type Document<TResult, TVariables> = TypedDocumentString<TResult, TVariables>;

/** Variables may be left out when the operation has none, or none it requires. */
type VariablesArg<TVariables> = Record<never, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export interface ClientConfig {
  apiUrl: string;
  indexUrl: string;
  timeoutMs: number;
  /** Signs the shopper's address for the store (decision 256); unset: no address is named. */
  clientSecret?: string;
}

export interface PartialResult<TResult> {
  /** What resolved; a field whose resolver failed is null. */
  data: Partial<TResult>;
  errors: CommerceApiError[];
}

/** Told about every call (the request's Server-Timing). */
export interface CallObserver {
  recordCall(ms: number, serverTiming: string | null): void;
}

export interface RestResponse {
  status: number;
  statusText: string;
  contentType: string | null;
  body: string;
}

export interface RestOptions {
  method?: "GET" | "POST";
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * The shopper's store token (a WordPress store signs a customer in with a JWT, not a cookie):
 * sent as `Authorization: Bearer` on every call to the store, dropped when the store says the
 * shopper is not signed in (docs/decisions/223-store-token-sign-in.md).
 */
export interface StoreToken {
  readonly value: string | undefined;
  drop(): void;
}

export interface ClientContext {
  /** The shopper's API cookies; none for calls that belong to no shopper (health check). */
  cookies?: ApiCookieJar;
  /** The shopper's store token, when the store signed them in with one. */
  token?: StoreToken;
  /** The shopper's request signal: a closed tab cancels the API calls made for it. */
  signal?: AbortSignal;
  /**
   * When the shopper's request gives up (epoch ms): every call gets what is left of it, so a slow
   * API costs a page one timeout, not one per call (docs/decisions/124-request-guards.md).
   */
  deadline?: number;
  observer?: CallObserver;
  /** The shopper's address, named (signed) to the store so that its limits count this shopper, not the shop. */
  clientAddress?: string;
  /** The shopper's request's id (server/observe.ts): sent as X-Request-Id so the store's log lines join the page's. */
  requestId?: string;
  /**
   * Told after every call that may have changed the shopper's state on the store (a mutation, a post to
   * a REST route), so that what was kept of that state is not shown again (decision 128).
   */
  onWrite?: () => void;
}

export class CommerceClient {
  private readonly graphqlClient: GraphQLClient;
  private readonly cookies: ApiCookieJar | undefined;
  private readonly token: StoreToken | undefined;
  /** The store's own origins: the only ones the token is sent to. */
  private readonly storeOrigins: Set<string>;
  private readonly signal: AbortSignal | undefined;
  private readonly deadline: number | undefined;
  private readonly observer: CallObserver | undefined;
  private readonly onWrite: (() => void) | undefined;
  private readonly clientAddress: string | undefined;
  private readonly requestId: string | undefined;

  constructor(
    private readonly config: ClientConfig,
    { cookies, token, signal, deadline, observer, onWrite, clientAddress, requestId }: ClientContext = {},
  ) {
    this.clientAddress = clientAddress;
    this.requestId = requestId;
    this.cookies = cookies;
    this.token = token;
    this.storeOrigins = new Set([new URL(config.apiUrl).origin, new URL(config.indexUrl).origin]);
    this.signal = signal;
    this.deadline = deadline;
    this.observer = observer;
    this.onWrite = onWrite;
    // errorPolicy "all" hands us data and errors together; `request` and `requestPartial` decide.
    // A PHP store may print notices before the JSON (decision 224): read past them.
    const fetchJson = async (input: string | URL | Request, init?: RequestInit) => responseWithoutPhpNotices(await this.fetch(input, init));
    this.graphqlClient = new GraphQLClient(config.apiUrl, { fetch: fetchJson, errorPolicy: "all" });
  }

  /**
   * Sends an operation; any GraphQL error fails the whole call, and so does a mutation answered
   * without its result (every mutation of the contract answers an object or a list): a store
   * answering the wrong shape must not pass for a change that happened (a sign-in, an add to cart).
   */
  async request<TResult, TVariables>(document: Document<TResult, TVariables>, ...[variables]: VariablesArg<TVariables>): Promise<TResult> {
    const { data, errors } = await this.send(document, variables);
    if (errors.length || !isObject(data)) {
      throw errors[0] ?? new CommerceApiError("The API returned no data", "invalid-response");
    }
    const missing = mutationFields(document.toString()).find((field) => data[field] == null);
    if (missing) throw new CommerceApiError(`The API returned no ${missing}`, "invalid-response");
    return data as TResult;
  }

  /**
   * Sends an operation some of whose fields are optional parts of the page (related products, a
   * strip, the brand list): an error under one of `optional` (root fields or `field.subfield`
   * paths, aliases as written) is logged and leaves that field null; any other error fails the
   * call as in `request`. A store whose resolver crashes for one part (WordPress's related products,
   * its brand list without the brands plugin) leaves the page standing (decision 226).
   */
  async requestWithOptional<TResult, TVariables>(
    optional: readonly string[],
    document: Document<TResult, TVariables>,
    ...[variables]: VariablesArg<TVariables>
  ): Promise<TResult> {
    const { data, errors } = await this.send(document, variables);
    const isOptional = (error: CommerceApiError) => {
      const fields = (error.path ?? []).filter((part): part is string => typeof part === "string").join(".");
      return fields !== "" && optional.some((path) => fields === path || fields.startsWith(`${path}.`));
    };
    const required = errors.filter((error) => !isOptional(error));
    if (required.length || !isObject(data)) {
      throw required[0] ?? new CommerceApiError("The API returned no data", "invalid-response");
    }
    for (const error of errors) logApiError(`${operationName(document.toString())} ${(error.path ?? []).join(".")}`, error);
    const missing = mutationFields(document.toString()).find((field) => data[field] == null);
    if (missing) throw new CommerceApiError(`The API returned no ${missing}`, "invalid-response");
    return data as TResult;
  }

  /**
   * Sends an operation whose fields may fail one by one (a page made of independent modules):
   * returns what resolved plus the errors; fails only when nothing came back at all.
   */
  async requestPartial<TResult, TVariables>(
    document: Document<TResult, TVariables>,
    ...[variables]: VariablesArg<TVariables>
  ): Promise<PartialResult<TResult>> {
    const { data, errors } = await this.send(document, variables);
    if (!data) throw errors[0] ?? new CommerceApiError("The API returned no data", "invalid-response");
    for (const error of errors) logApiError(operationName(document.toString()), error);
    return { data: data as Partial<TResult>, errors };
  }

  /** Sends the document as written whatever the store offers (the capability probe itself); any error fails the call. */
  async requestAsWritten<TResult>(document: Document<TResult, never>): Promise<TResult> {
    const { data, errors } = await this.send(document, undefined, true);
    if (errors.length || !isObject(data)) throw errors[0] ?? new CommerceApiError("The API returned no data", "invalid-response");
    return data as TResult;
  }

  /**
   * What goes over the wire for `document`: as written on a store with the extensions, else its
   * stock variant (decision 165); an operation made of extensions alone is not sent at all.
   */
  private async textFor(document: Document<unknown, never>): Promise<string> {
    const text = document.toString();
    if ((await storeCapabilities(this)).extensions) return text;
    const variant = stockVariant(text);
    if (variant == null) throw new CommerceApiError(`The store does not offer ${operationName(text)}`, "unsupported");
    return variant;
  }

  /**
   * Sends one file through a mutation with an `Upload` variable named `file` (the contract's
   * uploadFile), as the GraphQL multipart request does; any error fails the call.
   */
  async upload<TResult, TVariables extends { file?: unknown }>(document: Document<TResult, TVariables>, file: File): Promise<TResult> {
    const text = document.toString();
    const body = new FormData();
    body.set("operations", JSON.stringify({ query: text, variables: { file: null } }));
    body.set("map", JSON.stringify({ "0": ["variables.file"] }));
    body.set("0", file, file.name);
    const writing = this.onWrite !== undefined;
    try {
      const response = await this.fetch(this.config.apiUrl, { method: "POST", body });
      const answer = parseJson(withoutPhpNotices(await response.text())) as { data?: unknown; errors?: unknown } | null;
      const errors: unknown = answer?.errors;
      if (errors != null && (!Array.isArray(errors) || errors.length)) {
        throw new CommerceApiError(graphqlErrorMessage(errors), "graphql", response.status);
      }
      if (!isObject(answer?.data)) throw new CommerceApiError(restStatusMessage(response.status), "http", response.status);
      return answer.data as TResult;
    } catch (error) {
      throw toCommerceApiError(error, this.config.timeoutMs);
    } finally {
      if (writing) this.onWrite?.();
    }
  }

  /**
   * Calls a REST-style route of the store's index endpoint (`index.php?route=api/...`). A store
   * without the route (its answer is not the extension's, index-routes.server.ts) throws an
   * `unsupported` error, remembered so that the route is not asked again for a while.
   */
  async rest<T>(route: string, options: RestOptions = {}): Promise<T> {
    const answer = await this.restResponse(route, options, true);
    const parsed = dropUnsafeUrls(parseJson(answer.body));
    if (answer.status < 200 || answer.status > 299) {
      throw new CommerceApiError(restStatusMessage(answer.status), "http", answer.status, parsed);
    }
    return parsed as T;
  }

  /**
   * Calls a REST-style route and hands back the store's answer as it came (status, content type,
   * body text), whatever its status: for callers that read it by their own rules (the return form,
   * docs/product/texts-and-constants.md#messages). Only a call that got no answer throws, and one to a route the
   * store does not have (`unsupported`, decision 225). `jsonOnly`: the route answers only JSON, so
   * a 2xx page of HTML is not it either (rest() asks so; the return form reads such answers itself).
   */
  async restResponse(route: string, options: RestOptions = {}, jsonOnly = false): Promise<RestResponse> {
    if (isRouteKnownAbsent(route)) throw routeAbsentError(route);
    const url = new URL(this.config.indexUrl);
    url.searchParams.set("route", route);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const hasBody = options.body !== undefined;
    const method = options.method ?? (hasBody ? "POST" : "GET");
    try {
      const response = await this.fetch(url, {
        method,
        headers: { accept: "application/json", ...(hasBody ? { "content-type": "application/json" } : {}) },
        body: hasBody ? JSON.stringify(options.body) : undefined,
        // A redirect is a misconfigured index URL (WordPress's site index.php), not the route.
        redirect: "manual",
      });
      const answer: RestResponse = {
        status: response.status,
        statusText: response.statusText,
        contentType: response.headers.get("content-type"),
        body: withoutPhpNotices(await response.text()),
      };
      const absent = notTheExtension(answer, { jsonOnly });
      if (absent) {
        // The store's make-up, not a failure: said once per route and process, at info (decision 332).
        if (rememberRouteAbsent(route)) console.info(`[commerce api] ${route}: the store has no such route: it ${absent}`);
        throw routeAbsentError(route);
      }
      return answer;
    } catch (error) {
      throw toCommerceApiError(error, this.config.timeoutMs);
    } finally {
      if (method !== "GET") this.onWrite?.();
    }
  }

  /**
   * Posts a form to a route of the store's index endpoint as PHP reads one (`$_POST`, lists as
   * `name[]`), with `query` beside the route, and answers its JSON (after any PHP notices): OpenCart's
   * own order API (checkout/store-orders/opencart.server.ts). A client made for it carries no
   * shopper cookies, so the store's answer cannot touch the shopper's store session. An answer
   * that is no JSON, or a 5xx, throws.
   */
  async postForm(route: string, query: Record<string, string>, form: URLSearchParams): Promise<unknown> {
    const url = new URL(this.config.indexUrl);
    url.searchParams.set("route", route);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    try {
      const response = await this.fetch(url, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        redirect: "manual",
      });
      const text = withoutPhpNotices(await response.text());
      if (response.status >= 500) throw new CommerceApiError(restStatusMessage(response.status), "http", response.status);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new CommerceApiError(`${route} answered ${response.status} without JSON`, "invalid-response", response.status);
      }
    } catch (error) {
      throw toCommerceApiError(error, this.config.timeoutMs);
    }
  }

  /**
   * Where a page of the store redirects to, without following it (null when it answers otherwise):
   * the card payment page of a paid order sends the shopper back with its payment intent and
   * client secret, which is how a return is checked (checkout/payment-return.server.ts). A
   * root-relative `url` is the API's own.
   */
  async redirectOf(url: string): Promise<URL | null> {
    const answer = await this.pageAnswerOf(url);
    return answer && answer.status >= 300 && answer.status < 400 ? answer.location : null;
  }

  /**
   * How a page of the store answers, without following a redirect: its status and where it sends
   * the browser (null for an address that is not a web page's). A waiting card order's payment page
   * shows its form while the order can be paid, redirects once it is paid, and is gone (404) once the
   * order was cancelled or expired (checkout/payment-return.server.ts).
   */
  async pageAnswerOf(url: string): Promise<{ status: number; location: URL | null } | null> {
    const target = new URL(url, this.config.apiUrl);
    if (target.protocol !== "http:" && target.protocol !== "https:") return null;
    try {
      const response = await this.fetch(target, { redirect: "manual" });
      await response.body?.cancel();
      const location = response.headers.get("location");
      return { status: response.status, location: location ? new URL(location, target) : null };
    } catch (error) {
      throw toCommerceApiError(error, this.config.timeoutMs);
    }
  }

  private async send(document: Document<unknown, never>, variables: unknown, asWritten = false) {
    const text = asWritten ? document.toString() : await this.textFor(document);
    const writing = this.onWrite !== undefined && mutationFields(text).length > 0;
    try {
      const result = await this.graphqlClient.rawRequest<unknown>(text, variables as Record<string, unknown> | undefined);
      // Servers do not all send an array; the first error's text follows the product's rule on the whole value.
      const raw: unknown = result.errors;
      const list: unknown[] = raw == null ? [] : Array.isArray(raw) ? raw : [raw];
      const errors = list.map(
        (error, index) =>
          new CommerceApiError(graphqlErrorMessage(index === 0 ? raw : [error]), "graphql", result.status, undefined, errorPath(error)),
      );
      const data = dropUnsafeUrls(result.data) as Record<string, unknown> | null | undefined;
      // The store no longer takes the token (expired, signed out elsewhere): forget it (decision 223).
      const logged = isObject(data) ? data.accountCheckLogged : undefined;
      if (this.token?.value && isObject(logged) && logged.status === false) this.token.drop();
      return { data, errors };
    } catch (error) {
      throw toCommerceApiError(error, this.config.timeoutMs);
    } finally {
      // Once the write is done (or its fate unknown), whatever was read of the state before is old.
      if (writing) this.onWrite?.();
    }
  }

  /** While a shopper's API session is being started, the call that starts it. */
  private sessionStart: Promise<Response> | undefined;

  /**
   * A shopper without an API session whose request may start one (a form post): the first call
   * goes alone and the calls made meanwhile wait for the cookie it brings, so that they all land
   * in one session instead of each starting its own.
   */
  private fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    if (this.cookies?.startsSession) {
      if (!this.sessionStart) {
        this.sessionStart = this.fetchWithCookies(input, init);
        return this.sessionStart;
      }
      await this.sessionStart.catch(() => undefined);
    }
    return this.fetchWithCookies(input, init);
  };

  /**
   * fetch with the shopper's cookies, their store token (to the store's own origins only), the
   * timeout and the shopper's abort signal.
   */
  private fetchWithCookies = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const cookieHeader = this.cookies?.header();
    if (cookieHeader) headers.set("cookie", cookieHeader);
    if (this.requestId) headers.set("x-request-id", this.requestId);
    const left = this.deadline === undefined ? this.config.timeoutMs : Math.min(this.config.timeoutMs, this.deadline - Date.now());
    const timeout = AbortSignal.timeout(Math.max(1, left));
    const signal = this.signal ? AbortSignal.any([this.signal, timeout]) : timeout;
    let response: Response;
    const started = performance.now();
    try {
      const token = this.token?.value;
      const target = new URL(input instanceof Request ? input.url : input);
      if (this.clientAddress && this.config.clientSecret && this.storeOrigins.has(target.origin)) {
        for (const [name, value] of Object.entries(clientHeaders(this.config.clientSecret, this.clientAddress))) headers.set(name, value);
      }
      // `Authorization` spelled exactly so: the WordPress plugin reads it case-sensitively (decision 223).
      response =
        token && this.storeOrigins.has(target.origin)
          ? await fetchWithExactHeaders(input, { ...init, headers, signal }, { Authorization: `Bearer ${token}` })
          : await fetch(input, { ...init, headers, signal });
      this.observer?.recordCall(performance.now() - started, response.headers.get("server-timing"));
      opsEvents.emit("storeCall", performance.now() - started, response.status >= 500);
    } catch (error) {
      opsEvents.emit("storeCall", performance.now() - started, true);
      // fetch itself failed: refused, reset, DNS … (timeouts and aborts keep their own kind).
      const name = (error as { name?: unknown } | null)?.name;
      if (name === "TimeoutError" || name === "AbortError") throw error;
      throw new CommerceApiError(NETWORK_ERROR, "network");
    }
    this.cookies?.capture(response.headers.getSetCookie());
    return response;
  };
}

/** The contract's fields that hold an address a page renders into `href` or `src`. */
const URL_FIELDS = new Set(["url", "link", "href", "image", "imageLazy", "imageBig", "thumb", "src"]);

/**
 * Every address in an answer, made safe where it enters the storefront (docs/decisions/135-safe-urls.md):
 * one place for menus, banners, links and images alike, instead of a check at each of the many
 * places that render one. An address that is not http(s) or relative on this site becomes "".
 */
export function dropUnsafeUrls<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value) dropUnsafeUrls(item);
  } else if (isObject(value)) {
    const fields: Record<string, unknown> = value;
    for (const [key, field] of Object.entries(fields)) {
      if (typeof field === "string") {
        if (URL_FIELDS.has(key)) fields[key] = safeUrl(field);
      } else if (field && typeof field === "object") {
        dropUnsafeUrls(field);
      }
    }
  }
  return value;
}

/** A GraphQL error's `path`, when it has a well-formed one. */
function errorPath(error: unknown): (string | number)[] | undefined {
  const path = isObject(error) ? error.path : undefined;
  return Array.isArray(path) && path.every((part) => typeof part === "string" || typeof part === "number") ? path : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const mutationFieldsOf = new Map<string, string[]>();

/** The root fields (their aliases) a mutation document asks for; none for a query. */
function mutationFields(document: string): string[] {
  let fields = mutationFieldsOf.get(document);
  if (!fields) {
    const operation = parse(document).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    fields =
      operation?.operation === "mutation"
        ? operation.selectionSet.selections.flatMap((selection) =>
            selection.kind === Kind.FIELD ? [(selection.alias ?? selection.name).value] : [],
          )
        : [];
    mutationFieldsOf.set(document, fields);
  }
  return fields;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** "query HomePage(...)" → "HomePage", for log lines. */
export function operationName(document: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? "anonymous operation";
}

/** Failures the shopper does not see as an error (a module renders nothing) still leave a trace. */
export function logApiError(what: string, error: unknown): void {
  const message = error instanceof CommerceApiError ? error.detail : error instanceof Error ? error.message : String(error);
  console.error(`[commerce api] ${what}: ${message}`);
}
