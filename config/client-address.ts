/**
 * How the storefront names its shopper's address to its commerce API (docs/decisions/256-api-attempt-limits.md):
 * two headers, the address and its HMAC under a secret both sides share (API_CLIENT_SECRET, else
 * the first SESSION_SECRET). Here because both sides must agree on it byte for byte.
 */
import { createHmac } from "node:crypto";

export const CLIENT_HEADER = "x-lumen-client";
export const CLIENT_SIGNATURE_HEADER = "x-lumen-client-signature";

export function signClient(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`lumen-client:${address}`).digest("base64url");
}

/** The two headers that name `address` to an API sharing `secret`. */
export function clientHeaders(secret: string, address: string): Record<string, string> {
  return { [CLIENT_HEADER]: address, [CLIENT_SIGNATURE_HEADER]: signClient(secret, address) };
}
