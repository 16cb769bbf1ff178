/** Converts between Node's http messages and the Fetch API's Request and Response (what Remix speaks). */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { markExactAuthorization } from "@commerce/http/exact-authorization";
import { COMPRESSIBLE, compressingStream, negotiateEncoding, type Encoding } from "./compression";

/**
 * The Fetch Request for `req`, at `origin` (the scheme and host the visitor used, see
 * publicOrigin), with `body` when the pipeline has read it already (form posts), else streamed.
 */
export function toFetchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { origin, body, client }: { origin: string; body?: Buffer; client?: string },
): Request {
  const url = new URL(req.url ?? "/", origin);

  // A closed connection aborts the request, and with it the API calls made for it.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  if (client) headers.set("x-forwarded-for", client);
  // The Origin as the guards left it: a withheld one ("null") named once Sec-Fetch-Site vouched for it (server/app.ts).
  const sentOrigin = req.headers.origin;
  if (typeof sentOrigin === "string" && sentOrigin !== headers.get("origin")) headers.set("origin", sentOrigin);
  // The id the pipeline gave the request (server/observe.ts), not whatever the visitor sent.
  const requestId = req.headers["x-request-id"];
  if (typeof requestId === "string") headers.set("x-request-id", requestId);
  // Header names arrive in lower case here: the embedded API's `wordpress` profile needs to know
  // whether `Authorization` came spelled exactly so (docs/decisions/228-wordpress-profile.md).
  markExactAuthorization(headers, req.rawHeaders);

  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (body) {
    init.body = body as unknown as Uint8Array<ArrayBuffer>;
  } else if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** The encoding to compress an answer with: the client accepts one and the content is text; else null. */
export function encodingFor(req: IncomingMessage, status: number, headers: Headers): Encoding | null {
  if (req.method === "HEAD" || status === 204 || status === 304 || headers.has("content-encoding")) return null;
  if (!COMPRESSIBLE.test(headers.get("content-type") ?? "")) return null;
  return negotiateEncoding(req.headers["accept-encoding"]);
}

export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  { compress = true }: { compress?: boolean } = {},
): Promise<void> {
  // Answered already (a 503 at the shutdown deadline, server/lifecycle.ts): nothing more goes out.
  if (res.writableEnded) return void (await response.body?.cancel().catch(() => undefined));
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);

  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  const encoding = compress ? encodingFor(req, response.status, response.headers) : null;
  if (encoding) {
    res.removeHeader("Content-Length");
    res.setHeader("Content-Encoding", encoding);
    res.appendHeader("Vary", "Accept-Encoding");
    const compressor = compressingStream(encoding);
    compressor.pipe(res);
    await writeCoalesced(response.body, compressor);
    return;
  }
  await writeCoalesced(response.body, res);
}

/**
 * Writes a streamed body on, gathering what arrives in one turn of the event loop into one write
 * and one flush. React hands a document over in 2 KB pieces, all at once when its data is ready
 * and later for each boundary that resolves; writing and flushing each piece (as Remix's
 * `writeReadableStreamToWritable` does) cost about 40% of a streamed page's CPU, a Brotli flush
 * and a socket write for every 2 KB (decision 190). Streaming is kept: whatever arrived is sent at
 * the end of the turn it arrived in.
 */
export async function writeCoalesced(body: ReadableStream<Uint8Array>, writable: Writable & { flush?: () => void }): Promise<void> {
  const reader = body.getReader();
  let pending: Uint8Array[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  const writePending = () => {
    scheduled = undefined;
    if (!pending.length || writable.destroyed) return;
    writable.write(pending.length === 1 ? pending[0]! : Buffer.concat(pending));
    pending = [];
  };
  const sendPending = () => {
    writePending();
    if (typeof writable.flush === "function" && !writable.destroyed) writable.flush();
  };
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      scheduled ??= setImmediate(sendPending);
    }
    if (scheduled) clearImmediate(scheduled);
    writePending();
    writable.end();
  } catch (error) {
    if (scheduled) clearImmediate(scheduled);
    writable.destroy(error as Error);
    throw error;
  }
}
