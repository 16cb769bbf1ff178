/**
 * Compression of answers: Brotli where the client accepts it, else gzip (docs/decisions/123-compression.md).
 *
 * A streamed document is flushed after each chunk so that it arrives piece by piece. Remix's stream
 * writer calls a bare `flush()`, which on a zlib stream is a *full* flush: it resets the dictionary,
 * and the home page came out 3.5 times its proper size. These streams flush with a sync flush
 * (gzip) or a flush operation (Brotli) instead, which keep the dictionary.
 */
import type { Transform } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { Encoding } from "~/lib/document/http-encoding.server";

// Shared with the app, which compresses the documents it keeps (app/lib/document/render-memo.server.ts).
export { compressBuffer, negotiateEncoding, type Encoding } from "~/lib/document/http-encoding.server";

/** Text worth compressing (images other than SVG are compressed already). */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

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
