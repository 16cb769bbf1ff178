/**
 * Public /api/* requests (product images, the card payment page, other GraphQL clients) reach the
 * embedded API's own process through this pass-through, with the visitor's address, scheme and
 * host as the pipeline established them in X-Forwarded-* headers (the API listens on loopback only,
 * so it trusts them). The body is read first, up to the upload limit (413 beyond), and sent whole:
 * an API that answers before reading a body (an unknown route) cannot leave half of it on a
 * connection that is reused. The answer streams back, within the same deadline as a page's calls
 * to the API (COMMERCE_API_TIMEOUT_MS): a 504 when nothing came in time, a cut answer after.
 */
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { exactAuthorization } from "@commerce/http/exact-authorization";
import { BodyTooLarge, drain, isWrite, readBody, tooLarge } from "./request-guards";

/** The visitor as the pipeline established it: the public origin they used and their address. */
export interface ProxiedVisitor {
  origin: string;
  client: string;
}

export type ApiProxy = (req: IncomingMessage, res: ServerResponse, visitor: ProxiedVisitor) => Promise<void>;

/** Headers that belong to one connection, never passed on (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

export function createApiProxy(target: string, maxBodyBytes: number, deadlineMs: number): ApiProxy {
  const { hostname, port } = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  return async (req, res, { origin, client }) => {
    let body: Buffer | undefined;
    try {
      body = isWrite(req.method) ? await readBody(req, maxBodyBytes) : undefined;
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      await drain(req);
      res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end(tooLarge(maxBodyBytes).message);
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name) && name !== "content-length") headers[name] = value;
    }
    // The API's `wordpress` profile reads `Authorization` only when spelled exactly so (decision 228):
    // sent on under the name the visitor gave it (Node sends a header name as it is written here).
    const exact = exactAuthorization(req.rawHeaders);
    if (exact !== undefined) {
      delete headers.authorization;
      headers.Authorization = exact;
    }
    const { protocol, host } = new URL(origin);
    headers["x-forwarded-for"] = client;
    headers["x-forwarded-host"] = host;
    headers["x-forwarded-proto"] = protocol.replace(/:$/, "");
    if (body) headers["content-length"] = String(body.length);

    await new Promise<void>((settle) => {
      const deadline = setTimeout(() => {
        upstream.destroy();
        if (res.writableEnded) return;
        if (res.headersSent) return void res.destroy();
        res.writeHead(504, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
        res.end("The commerce API did not answer in time.");
      }, deadlineMs);
      const done = () => {
        clearTimeout(deadline);
        settle();
      };
      const upstream = httpRequest({ hostname, port, method: req.method, path: req.url, headers, agent }, (answer) => {
        const answerHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders);
        answer.pipe(res);
        answer.once("end", done);
        answer.once("error", done);
      });
      upstream.on("error", () => {
        done();
        if (res.writableEnded) return;
        if (res.headersSent) return void res.destroy();
        res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
        res.end("The commerce API is not available right now.");
      });
      // A visitor who leaves stops the call too.
      res.on("close", () => {
        if (!res.writableFinished) upstream.destroy();
        done();
      });
      upstream.end(body);
    });
  };
}
