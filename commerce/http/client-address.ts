/**
 * Who is calling (docs/decisions/256-api-attempt-limits.md). The storefront calls its API for its
 * shoppers: it names the shopper's address in X-Lumen-Client, signed with the secret both share
 * (API_CLIENT_SECRET, else the first SESSION_SECRET), so a shopper behind the shop is limited as
 * themselves. Anyone else is the address the server's pipeline put in X-Forwarded-For (the web
 * processes replace whatever the visitor sent: server/request-guards.ts), which a visitor cannot
 * choose.
 */
import { timingSafeEqual } from "node:crypto";
import { CLIENT_HEADER, CLIENT_SIGNATURE_HEADER, signClient } from "@config/client-address";

/** The address the storefront signed for this call, or null (no header, no secret, a wrong signature). */
export function signedClientOf(request: Request, secret: string | undefined): string | null {
  const named = request.headers.get(CLIENT_HEADER)?.trim();
  const signature = request.headers.get(CLIENT_SIGNATURE_HEADER) ?? "";
  if (!secret || !named) return null;
  const expected = Buffer.from(signClient(secret, named));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? named : null;
}

/** The caller's address: the storefront's signed one, else the rightmost X-Forwarded-For entry, else "unknown". */
export function clientOf(request: Request, secret: string | undefined): string {
  const signed = signedClientOf(request, secret);
  if (signed) return signed;
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? "unknown";
}
