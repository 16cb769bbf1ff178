/**
 * Public /api/* requests (product images, the card payment page, other GraphQL clients) reach the
 * embedded API's own process through this pass-through: streamed both ways, with the visitor's
 * address, scheme and host as the pipeline established them in X-Forwarded-* headers (the API
 * listens on loopback only, so it trusts them), and at most the upload limit of body.
 */
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";

/** The visitor as the pipeline established it: the public origin they used and their address. */
export interface ProxiedVisitor {
  origin: string;
  client: string;
}

export type ApiProxy = (req: IncomingMessage, res: ServerResponse, visitor: ProxiedVisitor) => void;

/** Headers that belong to one connection, never passed on (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

export function createApiProxy(target: string, maxBodyBytes: number): ApiProxy {
  const { hostname, port } = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  return (req, res, { origin, client }) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const { protocol, host } = new URL(origin);
    headers["x-forwarded-for"] = client;
    headers["x-forwarded-host"] = host;
    headers["x-forwarded-proto"] = protocol.replace(/:$/, "");

    const upstream = httpRequest({ hostname, port, method: req.method, path: req.url, headers, agent }, (answer) => {
      const answerHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      if (res.writableEnded) return;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
      res.end("The commerce API is not available right now.");
    });
    // A shopper who leaves stops the call too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    // A body longer than it said (or sent in chunks) stops at the limit too.
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBodyBytes) return;
      req.unpipe(upstream);
      upstream.destroy();
      if (!res.headersSent) {
        res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
        res.end(`The request is too large (at most ${Math.floor(maxBodyBytes / 1024)} KB).`);
      }
    });
    req.pipe(upstream);
  };
}
