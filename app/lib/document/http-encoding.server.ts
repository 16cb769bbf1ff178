/**
 * Content negotiation and whole-body compression, shared by the custom server (server/compression.ts)
 * and the app's own kept documents (render-memo.server.ts); docs/decisions/123-compression.md.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip";

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
