/**
 * Turns whatever a call to the commerce API threw into one error type whose message is the product's
 * text (docs/product/texts-and-constants.md#messages), so screens and logs speak one language.
 */

/** `unsupported`: the operation needs extensions this store does not have (decision 165); nothing was sent. */
export type ApiErrorKind = "graphql" | "http" | "network" | "aborted" | "timeout" | "invalid-response" | "unsupported";

export class CommerceApiError extends Error {
  override readonly name = "CommerceApiError";
  /** What the API said, word for word, for the server log; `message` is what a shopper may read. */
  readonly detail: string;

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status of the API's answer, when there was one. */
    readonly status?: number,
    /** The parsed (or raw) body of a failed REST call, for callers that read an `error` field. */
    readonly body?: unknown,
    /** A GraphQL error's `path`: the field that failed (aliases as asked), when the server says. */
    readonly path?: readonly (string | number)[],
  ) {
    super(shopperFacing(message));
    this.detail = message;
  }

  /**
   * The API could not be reached or failed on its side: the page should answer 503, not 500, and
   * never "not found". A GraphQL error that came with a 5xx is the server failing too, not a
   * refusal (an unknown product's error comes with a 200).
   */
  get unavailable(): boolean {
    return (
      this.kind === "network" ||
      this.kind === "timeout" ||
      this.kind === "invalid-response" ||
      (this.kind === "http" && (this.status ?? 500) >= 500) ||
      (this.kind === "graphql" && (this.status ?? 200) >= 500)
    );
  }
}

/**
 * Shown instead of a store's internal error (a database error, a file path, a stack trace): the
 * product's rule shows the API's message, which is right for "No match for E-Mail Address…" but must
 * not hand a shopper (or an attacker) the store's insides. The detail stays in the server log.
 */
export const STORE_ERROR = "The store could not complete your request. Please try again later.";

const INTERNAL_DETAIL = [
  /SQLSTATE|syntax error at or near|duplicate key value|violates .* constraint/i,
  /\/(var|usr|home|srv|opt)\/[\w.-]+\//,
  /\.php\b|on line \d+|Stack trace|Fatal error|Uncaught|Exception\b|Traceback/i,
  /Cannot query field|Unknown argument|Unknown type|Variable "\$\w+"|Syntax Error:|Expected type/,
  /\bat [\w.<>]+ \(.+:\d+:\d+\)/,
  /ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH/,
  // Our own words for an answer of the wrong shape (client.server.ts): nothing a shopper can act on.
  /^The API returned /,
];

/** `message` if a shopper may read it, else the generic STORE_ERROR. */
export function shopperFacing(message: string): string {
  if (message.length > 300 || INTERNAL_DETAIL.some((pattern) => pattern.test(message))) return STORE_ERROR;
  return message;
}

export const httpStatusMessage = (status: number) => `Request failed with status code ${status}`;
export const restStatusMessage = (status: number) => `HTTP error! status: ${status}`;
export const timeoutMessage = (ms: number) => `timeout of ${ms}ms exceeded`;
export const NETWORK_ERROR = "Network Error";
export const REQUEST_ABORTED = "Request aborted";

/**
 * The product's rule for GraphQL errors: the message of the errors object, else the first error's
 * message, else the errors value itself, else the raw error.
 */
export function graphqlErrorMessage(errors: unknown, raw?: unknown): string {
  if (errors && typeof errors === "object") {
    const own = (errors as { message?: unknown }).message;
    if (typeof own === "string" && own) return own;
    if (Array.isArray(errors)) {
      const first = errors[0] as { message?: unknown } | undefined;
      if (first && typeof first.message === "string" && first.message) return first.message;
    }
  }
  if (errors != null && !(Array.isArray(errors) && errors.length === 0)) {
    return typeof errors === "string" ? errors : JSON.stringify(errors);
  }
  if (raw instanceof Error) return raw.message;
  return String(raw ?? "Unknown error");
}

interface ResponseLike {
  status?: number;
  errors?: unknown;
  body?: string;
}

/** Maps a thrown value (fetch failure, abort, graphql-request ClientError …) to a CommerceApiError. */
export function toCommerceApiError(error: unknown, timeoutMs: number): CommerceApiError {
  if (error instanceof CommerceApiError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError") return new CommerceApiError(timeoutMessage(timeoutMs), "timeout");
  if (name === "AbortError") return new CommerceApiError(REQUEST_ABORTED, "aborted");

  // graphql-request's ClientError carries the API's answer: GraphQL errors win over the status.
  const response = (error as { response?: ResponseLike } | null)?.response;
  if (response && typeof response === "object") {
    const errors = response.errors;
    const hasErrors = errors != null && !(Array.isArray(errors) && errors.length === 0);
    if (hasErrors) return new CommerceApiError(graphqlErrorMessage(errors, error), "graphql", response.status);
    if (typeof response.status === "number" && (response.status < 200 || response.status >= 300)) {
      return new CommerceApiError(httpStatusMessage(response.status), "http", response.status, response.body);
    }
  }

  // undici reports refused connections, DNS failures and resets as "TypeError: fetch failed".
  if (error instanceof TypeError && /fetch failed|network/i.test(error.message)) {
    return new CommerceApiError(NETWORK_ERROR, "network");
  }
  if (error instanceof SyntaxError) return new CommerceApiError(error.message, "invalid-response");
  return new CommerceApiError(graphqlErrorMessage(undefined, error), "invalid-response");
}
