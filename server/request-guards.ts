/**
 * What the server refuses before any route sees it (docs/decisions/124-request-guards.md): an
 * address with a NUL byte or broken escapes (400); a form post from another site (403, and no
 * cookie is set); a post that is not a form (415), too large (413) or unreadable (400). So bad
 * input is a 4xx with a clear reason, never a 500, and nothing reaches an action half-read.
 */
import type { IncomingMessage } from "node:http";

export interface Refusal {
  status: 400 | 403 | 413 | 415;
  message: string;
}

export const FORM_CONTENT_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

/** The scheme and host the visitor used: the Host header, or a trusted proxy's X-Forwarded-Proto/-Host. */
export function publicOrigin(req: IncomingMessage, trustProxy: number): string {
  const forwarded = (name: string) =>
    (trustProxy
      ? String(req.headers[name] ?? "")
          .split(",")[0]
          ?.trim()
      : "") || undefined;
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const protocol = forwarded("x-forwarded-proto") === "https" || encrypted ? "https" : "http";
  const host = forwarded("x-forwarded-host") ?? req.headers.host ?? "localhost";
  return `${protocol}://${host}`;
}

/**
 * The visitor's address: with `trustedHops` proxies in front, the entry that many places from the
 * right of X-Forwarded-For (each proxy appends the address it saw, so the entries to the left of it
 * are whatever the visitor sent), else the socket's. The pipeline hands it on as the only
 * X-Forwarded-For (rate limits read it), so a visitor cannot choose their own.
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const hops = trustedHops > 0 ? forwardedFor(req.headers["x-forwarded-for"]) : [];
  return hops[Math.max(0, hops.length - trustedHops)] || req.socket.remoteAddress || "unknown";
}

function forwardedFor(header: string | string[] | undefined): string[] {
  return [header ?? ""]
    .flat()
    .join(",")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
}

/** Refuses an address no page has: a NUL byte, or a percent escape that does not decode. */
export function checkAddress(url: string): Refusal | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, " "));
  } catch {
    return { status: 400, message: "The address could not be read." };
  }
  if (decoded.includes("\0")) return { status: 400, message: "The address could not be read." };
  return undefined;
}

const READING = new Set(["GET", "HEAD", "OPTIONS"]);

export const isWrite = (method: string | undefined) => !READING.has(method ?? "GET");

/**
 * Refuses a post made from another site: its Origin is not ours, or, without an Origin, the
 * browser says (Sec-Fetch-Site) it came from elsewhere. Clients that send neither (curl, servers)
 * are not browsers riding on a shopper's cookie, and pass. "null" is an origin the browser
 * withholds (a page with `Referrer-Policy: no-referrer`, the password reset page's): then only a
 * same-origin Sec-Fetch-Site lets it through, as at the API (decision 258).
 */
export function checkSameSite(req: IncomingMessage, origin: string): Refusal | undefined {
  const refusal: Refusal = { status: 403, message: "Forms can only be sent from this shop's own pages." };
  const from = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  if (from === "null") return site === "same-origin" ? undefined : refusal;
  if (from !== undefined) return from === origin ? undefined : refusal;
  if (site !== undefined && site !== "same-origin" && site !== "none") return refusal;
  return undefined;
}

/** Refuses a post to a page that is not a form, or says it is larger than `limit`. */
export function checkFormPost(req: IncomingMessage, limit: number): Refusal | undefined {
  if (!FORM_CONTENT_TYPES.test(String(req.headers["content-type"] ?? ""))) {
    return { status: 415, message: "Only form posts are accepted here." };
  }
  return checkLength(req, limit);
}

/**
 * Pages whose form may carry a file: the lens configurator's prescription (docs/decisions/
 * 254-prescriptions-stay-in-the-form.md). Their multipart posts may be as large as an upload.
 */
const FILE_FORM_PATHS = /^\/store\/product\/[^/]+\/lenses$/;

/** The largest body a form post to `pathname` may have: an upload's for a file form sent as multipart. */
export function formLimitFor(req: IncomingMessage, pathname: string, limits: { maxFormBytes: number; maxUploadBytes: number }): number {
  const multipart = /^multipart\/form-data/i.test(String(req.headers["content-type"] ?? ""));
  return multipart && FILE_FORM_PATHS.test(pathname) ? limits.maxUploadBytes : limits.maxFormBytes;
}

/** Refuses a request whose Content-Length is over `limit` before reading any of it. */
export function checkLength(req: IncomingMessage, limit: number): Refusal | undefined {
  const length = Number(req.headers["content-length"] ?? 0);
  return length > limit ? tooLarge(limit) : undefined;
}

export const tooLarge = (limit: number): Refusal => ({
  status: 413,
  message: `The form is too large (at most ${Math.floor(limit / 1024)} KB).`,
});

/** The whole body, or BodyTooLarge as soon as it passes `limit` (whatever Content-Length said). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw new BodyTooLarge(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Refuses a form body that does not parse as the form it says it is (a broken multipart, say). */
export async function checkFormBody(url: string, contentType: string, body: Buffer): Promise<Refusal | undefined> {
  try {
    await new Request(url, {
      method: "POST",
      headers: { "content-type": contentType },
      body: body as unknown as Uint8Array<ArrayBuffer>,
    }).formData();
    return undefined;
  } catch {
    return { status: 400, message: "The form could not be read." };
  }
}

/** How much of a refused request's body is read and dropped so that its sender sees the answer. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** Reads and drops what is left of a body (up to a bound), so a refusal reaches a sender still sending. */
export function drain(req: IncomingMessage, limit = DRAIN_LIMIT_BYTES): Promise<void> {
  return new Promise((done) => {
    let read = 0;
    req.on("data", (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) done();
    });
    req.once("end", done);
    req.once("error", done);
    req.once("close", done);
    req.resume();
  });
}
