/**
 * Public /api/* requests (product images, the card payment page, other GraphQL clients) reach the
 * embedded API's own process through this pass-through: streamed both ways, with the client's
 * address and the public host handed on in X-Forwarded-* headers (trusted only from loopback there).
 */
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";

export type ApiProxy = (req: IncomingMessage, res: ServerResponse) => void;

/** Headers that belong to one connection, never passed on (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

export function createApiProxy(target: string): ApiProxy {
  const { hostname, port } = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  return (req, res) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const client = req.socket.remoteAddress ?? "";
    headers["x-forwarded-for"] = req.headers["x-forwarded-for"] ? `${req.headers["x-forwarded-for"]}, ${client}` : client;
    headers["x-forwarded-host"] = req.headers.host ?? "";

    const upstream = httpRequest({ hostname, port, method: req.method, path: req.url, headers, agent }, (answer) => {
      const answerHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders);
      answer.pipe(res);
    });
    upstream.on("error", () => {
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
    req.pipe(upstream);
  };
}
