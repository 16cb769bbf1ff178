/**
 * Serves the built client files (build/client: hashed assets and the copied public/ folder),
 * compressed copies made at build time where the client accepts them. Hashed files under /assets
 * are cached for a year; everything else for an hour.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { compressingStream } from "./compression";
import { encodingFor } from "./node-fetch";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

const COPY_SUFFIX = { br: "br", gzip: "gz" } as const;

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

/** Returns a handler that answers (true) when the path is a file under `root`, else leaves it (false). */
export function createStaticHandler(root: string): StaticHandler {
  const base = resolve(root);
  return async (req, res, pathname) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (decoded.includes("\0") || decoded.endsWith("/")) return false;
    const file = resolve(base, "." + decoded);
    if (!file.startsWith(base + sep)) return false;
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return false;

    const headers = new Headers({
      "Content-Type": CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
      "Cache-Control": decoded.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      "Last-Modified": stats.mtime.toUTCString(),
      "X-Content-Type-Options": "nosniff",
    });
    const since = Date.parse(String(req.headers["if-modified-since"] ?? ""));
    if (!Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) <= Math.floor(since / 1000)) {
      res.writeHead(304, Object.fromEntries(headers));
      res.end();
      return true;
    }
    const encoding = encodingFor(req, 200, headers);
    // The build leaves a compressed copy next to each text file (scripts/precompress.mjs).
    const copy = encoding ? `${file}.${COPY_SUFFIX[encoding]}` : undefined;
    const copyStats = copy ? await stat(copy).catch(() => null) : null;
    if (encoding) {
      headers.set("Content-Encoding", encoding);
      headers.set("Vary", "Accept-Encoding");
    }
    if (!encoding || copyStats?.isFile()) headers.set("Content-Length", String(copyStats?.size ?? stats.size));
    res.writeHead(200, Object.fromEntries(headers));
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    try {
      if (copy && copyStats?.isFile()) await pipeline(createReadStream(copy), res);
      else if (encoding) await pipeline(createReadStream(file), compressingStream(encoding), res);
      else await pipeline(createReadStream(file), res);
    } catch (error) {
      // A visitor who leaves mid-file is no error of ours.
      if ((error as { code?: string }).code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
    }
    return true;
  };
}
