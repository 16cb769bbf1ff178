/**
 * The exact choices sent with each add to cart (product id, options as `{id, value}`), kept per cart
 * line for a store's order API, which must be given them again at checkout: the store's cart names
 * its options only by name and a value cut to 20 characters (docs/decisions/361-line-choices-cookie.md).
 * Not in the session cookie, which travels with every request (decision 254: a prescription does
 * not): one cookie per line, AES-256-GCM under a key derived from SESSION_SECRET, httpOnly,
 * SameSite=Lax, Secure on https, set for the checkout's paths only (`/store/checkout` for its pages and
 * posts, `/store/checkout.data` for Remix's requests with JavaScript), so the browser sends it there only.
 * The sealing and the paths serve the checkout's other per-shopper cookie too (checkout-details.server.ts).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { getEnv } from "~/lib/env.server";
import type { Shopper } from "~/lib/shopper.server";

export interface LineChoice {
  productId: string;
  options: { id: string; value: string }[];
}

const PREFIX = "lumen_line_";
/**
 * The checkout's pages (app/lib/checkout/steps.ts CHECKOUT_PATH, without its slash: the step posts match
 * it, the success page does not) and Remix's data requests for them, which `/store/checkout` does not
 * match (a path matches only itself and what follows a `/`): each cookie is set, and cleared, for both.
 */
export const CHECKOUT_COOKIE_PATHS = ["/store/checkout", "/store/checkout.data"] as const;
/** As long as a store keeps a guest's cart (OpenCart: its session; the embedded API: 30 days). */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const keyOf = (secret: string, purpose: string) => createHash("sha256").update(`${purpose}\n${secret}`).digest();

/** The cookie's name for a line key (a key is the store's: digits on OpenCart, hex on WooCommerce). */
export function lineCookieName(lineKey: string): string | null {
  return /^[A-Za-z0-9_-]{1,64}$/.test(lineKey) ? `${PREFIX}${lineKey}` : null;
}

/** `payload` (JSON) sealed under `secret` for `purpose`: base64url of iv, tag and ciphertext; `boundTo` is bound in as associated data. */
export function sealJson(payload: unknown, boundTo: string, secret: string, purpose = "line-choices"): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret, purpose), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The JSON sealed in `value` (sealJson), trying each secret (rotation); null when none opens it. */
export function openJson(value: string, boundTo: string, secrets: readonly string[], purpose = "line-choices"): unknown {
  const raw = Buffer.from(value, "base64url");
  if (raw.length < 29) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, purpose), raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(boundTo));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8")) as unknown;
    } catch {
      // Another secret, or a cookie that is not ours.
    }
  }
  return null;
}

/** `choice` sealed under `secret`; the line key is bound in as associated data. */
export function sealLineChoice(choice: LineChoice, lineKey: string, secret: string): string {
  return sealJson({ p: choice.productId, o: choice.options }, lineKey, secret);
}

/** The choice sealed in `value` for `lineKey`, trying each secret (rotation); null when none opens it. */
export function openLineChoice(value: string, lineKey: string, secrets: readonly string[]): LineChoice | null {
  const parsed = openJson(value, lineKey, secrets) as { p?: unknown; o?: unknown } | null;
  if (!parsed || typeof parsed.p !== "string" || !Array.isArray(parsed.o)) return null;
  const options = parsed.o.flatMap((option: unknown) => {
    const { id, value: chosen } = (option ?? {}) as { id?: unknown; value?: unknown };
    return typeof id === "string" && typeof chosen === "string" ? [{ id, value: chosen }] : [];
  });
  return { productId: parsed.p, options };
}

/** The Set-Cookie lines of a checkout cookie: one per checkout path (an empty value and 0 drop it). */
export function checkoutCookieLines(name: string, value: string, secure: boolean, maxAge: number): string[] {
  return CHECKOUT_COOKIE_PATHS.map((path) =>
    [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; "),
  );
}

/** Remembers what line `lineKey` was added with, when an order API will need it (OPENCART_API_KEY set). */
export function rememberLineChoice(shopper: Shopper, lineKey: string, choice: LineChoice): void {
  const env = getEnv();
  const name = lineCookieName(lineKey);
  if (!env.openCartApi || !name) return;
  const sealed = sealLineChoice(choice, lineKey, env.sessionSecrets[0]!);
  for (const line of checkoutCookieLines(name, sealed, shopper.secureCookies, MAX_AGE_SECONDS)) shopper.setCookie(line);
}

/** The remembered choices the request carries (at the checkout), by line key. */
export function lineChoicesOf(shopper: Shopper): Map<string, LineChoice> {
  const { sessionSecrets } = getEnv();
  const found = new Map<string, LineChoice>();
  for (const [name, value] of shopper.requestCookieEntries()) {
    if (!name.startsWith(PREFIX)) continue;
    const lineKey = name.slice(PREFIX.length);
    const choice = openLineChoice(value, lineKey, sessionSecrets);
    if (choice) found.set(lineKey, choice);
  }
  return found;
}

/** Drops every remembered line the request carries (the order is placed). */
export function forgetLineChoices(shopper: Shopper): void {
  for (const [name] of shopper.requestCookieEntries()) {
    if (!name.startsWith(PREFIX)) continue;
    for (const line of checkoutCookieLines(name, "", shopper.secureCookies, 0)) shopper.setCookie(line);
  }
}
