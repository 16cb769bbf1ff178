/**
 * How domain errors reach a GraphQL client: a UserError becomes an error with its message and
 * `extensions` (code, field, fields); anything else is masked by yoga as "Unexpected error." and
 * logged with its cause.
 */
import type { GraphQLError } from "graphql";
// Made by yoga's own helpers: under Vitest, `graphql` can load twice (ESM and CJS), and yoga masks
// any error that is not an instance of *its* GraphQLError.
import { createGraphQLError, maskError } from "graphql-yoga";
import { databaseFault } from "@commerce/db/faults";
import { CallerGone } from "@commerce/db/index";
import { UserError } from "@commerce/domain/errors";

/** The error graphql-js wraps around what a resolver threw (duck-typed, for the reason above). */
function wrapped(error: unknown): GraphQLError | null {
  return error instanceof Error && "originalError" in error ? (error as GraphQLError) : null;
}

export function maskApiError(error: unknown, message: string, isDev?: boolean): Error {
  const located = wrapped(error);
  const original = located ? located.originalError : error;
  const fault = databaseFault(original);
  if (fault) {
    // Not the request's fault and not a bug: a 503, so a client (the storefront) says "try again
    // later" instead of taking it for a refusal (docs/decisions/260-operations.md).
    console.error(`[commerce api] database unavailable (${fault})${fault === "ENOSPC" ? ": no space left on device" : ""}:`, original);
    return createGraphQLError("The store's database is not available right now.", {
      path: located?.path,
      extensions: { code: "SERVICE_UNAVAILABLE", http: { status: 503, headers: { "Retry-After": "5" } } },
    });
  }
  // Nobody reads the answer: not worth an error line (docs/decisions/276).
  if (original instanceof CallerGone)
    return createGraphQLError(original.message, { path: located?.path, extensions: { code: "CALLER_GONE" } });
  if (!(original instanceof UserError)) {
    // What the client reads as "Unexpected error." is the operator's to know: logged with its cause.
    if (original instanceof Error)
      console.error(`[commerce api] unexpected error${located?.path ? ` at ${located.path.join(".")}` : ""}:`, original);
    return maskError(error, message, isDev);
  }
  return createGraphQLError(original.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: original.extensions,
  });
}
