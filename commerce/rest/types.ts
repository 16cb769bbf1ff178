import type { ApiContext } from "@commerce/domain/context";

/**
 * A REST-style route of the store's index endpoint (`/api/index.php?route=api/...`).
 * GET handlers get the query string; POST handlers also get the parsed JSON (or form) body.
 * Return a plain value to answer 200 with JSON, or a Response for anything else.
 */
export type RestHandler = (input: { query: URLSearchParams; body: Record<string, unknown> }, context: ApiContext) => Promise<unknown>;
export type RestRoutes = Record<string, { GET?: RestHandler; POST?: RestHandler }>;

/** A 4xx answer with a JSON `error`, as the real store's API controllers give. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}
