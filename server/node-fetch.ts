/** Converts between Node's http messages and the Fetch API's Request and Response (what Remix speaks). */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";
import { constants as zlibConstants, createGzip } from "node:zlib";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";

export function toFetchRequest(req: IncomingMessage, res: ServerResponse): Request {
  // Behind a TLS-terminating proxy the original scheme arrives in X-Forwarded-Proto.
  const [forwardedProto = ""] = String(req.headers["x-forwarded-proto"] ?? "").split(",");
  const protocol = forwardedProto.trim() === "https" ? "https" : "http";
  const url = new URL(req.url ?? "/", `${protocol}://${req.headers.host ?? "localhost"}`);

  // A closed connection aborts the request, and with it the API calls made for it.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  // rawHeaders alternates names and values.
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i] ?? "", req.rawHeaders[i + 1] ?? "");

  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** gzip when the client accepts it and the content is text. */
export function shouldCompress(req: IncomingMessage, status: number, headers: Headers): boolean {
  if (req.method === "HEAD" || status === 204 || status === 304 || headers.has("content-encoding")) return false;
  if (!/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) return false;
  return COMPRESSIBLE.test(headers.get("content-type") ?? "");
}

/** A gzip stream into `res`; `streaming` flushes every write so a streamed document arrives piece by piece. */
export function compressedWritable(res: ServerResponse, { streaming = true } = {}): Writable {
  const gzip = createGzip(streaming ? { flush: zlibConstants.Z_SYNC_FLUSH } : {});
  gzip.pipe(res);
  return gzip;
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
  if (compress && shouldCompress(req, response.status, response.headers)) {
    res.removeHeader("Content-Length");
    res.setHeader("Content-Encoding", "gzip");
    res.appendHeader("Vary", "Accept-Encoding");
    await writeReadableStreamToWritable(response.body, compressedWritable(res));
    return;
  }
  await writeReadableStreamToWritable(response.body, res);
}
