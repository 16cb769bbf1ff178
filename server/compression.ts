/**
 * Compression of answers: Brotli where the client accepts it, else gzip (docs/decisions/123-compression.md).
 *
 * A streamed document is flushed after each chunk so that it arrives piece by piece. Remix's stream
 * writer calls a bare `flush()`, which on a zlib stream is a *full* flush: it resets the dictionary,
 * and the home page came out 3.5 times its proper size. These streams flush with a sync flush
 * (gzip) or a flush operation (Brotli) instead, which keep the dictionary.
 */
import type { Transform } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Text worth compressing (images other than SVG are compressed already). */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** The best encoding the client accepts (q=0 refuses), or null for none. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

/** Dynamic answers are compressed per request: fast settings (Brotli 5 is about as quick as gzip 6 and smaller). */
const BROTLI_DYNAMIC_QUALITY = 5;

/** A compressing stream whose `flush()` keeps the dictionary (see above). */
export function compressingStream(encoding: Encoding): Transform {
  if (encoding === "br") {
    const stream = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_DYNAMIC_QUALITY } });
    const flush = stream.flush.bind(stream);
    stream.flush = (kind?: number | (() => void), callback?: () => void) =>
      typeof kind === "function"
        ? flush(constants.BROTLI_OPERATION_FLUSH, kind)
        : flush(kind ?? constants.BROTLI_OPERATION_FLUSH, callback);
    return stream;
  }
  const stream = createGzip();
  const flush = stream.flush.bind(stream);
  stream.flush = (kind?: number | (() => void), callback?: () => void) =>
    typeof kind === "function" ? flush(constants.Z_SYNC_FLUSH, kind) : flush(kind ?? constants.Z_SYNC_FLUSH, callback);
  return stream;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A whole body compressed once (cached pages; static files at build time use the highest quality). */
export function compressBuffer(body: Buffer, encoding: Encoding, { quality = 6 }: { quality?: number } = {}): Promise<Buffer> {
  if (encoding === "br") {
    return brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return gzipAsync(body, { level: 9 });
}
