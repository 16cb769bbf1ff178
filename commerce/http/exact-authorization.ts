/**
 * The `Authorization` header as the client spelled it. VueFront CMS Connect on WordPress reads
 * `getallheaders()['Authorization']`, so only that exact capitalisation signs a request in, and the
 * `wordpress` profile does the same (docs/decisions/228-wordpress-profile.md). A Fetch `Request`
 * knows header names in lower case only, so the node:http entry points (server/node-fetch.ts for
 * the API's process and the development server, server/api-proxy.ts keeps the case on its way
 * there, tests/support/api-server.ts) read Node's `rawHeaders` and hand the value on in this
 * header, after removing any a client sent. It carries no credential of its own: the token in it
 * is checked as in any Authorization header.
 */
export const EXACT_AUTHORIZATION_HEADER = "x-commerce-exact-authorization";

/** The value of the first header named exactly `Authorization` in Node's `rawHeaders` list, else undefined. */
export function exactAuthorization(rawHeaders: readonly string[]): string | undefined {
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i] === "Authorization") return rawHeaders[i + 1];
  }
  return undefined;
}

/** Sets (or clears) the exact-case header on `headers` from Node's `rawHeaders`. */
export function markExactAuthorization(headers: Headers, rawHeaders: readonly string[]): void {
  headers.delete(EXACT_AUTHORIZATION_HEADER);
  const value = exactAuthorization(rawHeaders);
  if (value !== undefined) headers.set(EXACT_AUTHORIZATION_HEADER, value);
}
