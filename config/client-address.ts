/**
 * How the storefront names its shopper's address to its commerce API (docs/decisions/256-api-attempt-limits.md):
 * two headers, the address and its HMAC under a secret both sides share (API_CLIENT_SECRET, else
 * the first SESSION_SECRET). Here because both sides must agree on it byte for byte.
 */
import { createHmac } from "node:crypto";
import ipaddr from "ipaddr.js";

export const CLIENT_HEADER = "x-lumen-client";
export const CLIENT_SIGNATURE_HEADER = "x-lumen-client-signature";

export function signClient(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`lumen-client:${address}`).digest("base64url");
}

/** The two headers that name `address` to an API sharing `secret`. */
export function clientHeaders(secret: string, address: string): Record<string, string> {
  return { [CLIENT_HEADER]: address, [CLIENT_SIGNATURE_HEADER]: signClient(secret, address) };
}

/**
 * Who a limit counts (docs/decisions/273-limits-per-ipv6-network.md): an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4 one), an IPv6 address by its /64, the network a subscriber
 * is given whole (2^64 addresses, each otherwise an allowance of its own); anything else (an
 * account's email, "unknown", a key made already) unchanged.
 */
export function limitKeyOf(address: string): string {
  const text = address.trim();
  if (!ipaddr.IPv6.isValid(text) && !ipaddr.IPv4.isValidFourPartDecimal(text)) return text;
  const parsed = ipaddr.process(text);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(":")}::/64`;
}
