/** Converts between Node's http messages and the Fetch API's Request and Response (what Remix speaks). */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
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
    await writeReadableStreamToWritable(response.body, compressor);
    return;
  }
  await writeReadableStreamToWritable(response.body, res);
}
