/**
 * A fetch that writes header names exactly as given: the WordPress plugin reads
 * `getallheaders()['Authorization']` case-sensitively, and the Fetch standard treats header names
 * as lower-case (undici keeps the case today, HTTP/2 never does), so the calls that carry a
 * shopper's store token go through node:http, which writes a name as it is set
 * (docs/decisions/223-store-token-sign-in.md). Never follows a redirect.
 */
import http from "node:http";
import https from "node:https";

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export async function fetchWithExactHeaders(
  input: string | URL | Request,
  init: RequestInit,
  exact: Readonly<Record<string, string>>,
): Promise<Response> {
  const request = new Request(input, { ...init, redirect: "manual" });
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  for (const [name, value] of Object.entries(exact)) {
    delete headers[name.toLowerCase()];
    headers[name] = value;
  }
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : Buffer.from(await request.arrayBuffer());
  if (body) headers["content-length"] = String(body.length);
  const signal = init.signal ?? undefined;
  signal?.throwIfAborted();

  return new Promise<Response>((resolve, reject) => {
    // Aborted: the signal's own reason (a TimeoutError stays a timeout, not a bare abort).
    const fail = (error: unknown) => reject(signal?.aborted ? signal.reason : error);
    const send = url.protocol === "https:" ? https.request : http.request;
    const outgoing = send(url, { method: request.method, headers, signal }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("error", fail);
      incoming.on("end", () => {
        const responseHeaders = new Headers();
        const raw = incoming.rawHeaders;
        for (let index = 0; index + 1 < raw.length; index += 2) responseHeaders.append(raw[index]!, raw[index + 1]!);
        const status = incoming.statusCode ?? 502;
        resolve(
          new Response(NULL_BODY.has(status) ? null : Buffer.concat(chunks), {
            status,
            statusText: incoming.statusMessage ?? "",
            headers: responseHeaders,
          }),
        );
      });
    });
    outgoing.on("error", fail);
    outgoing.end(body);
  });
}
