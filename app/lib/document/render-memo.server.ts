/**
 * A shopper's document rendered once per page data (docs/decisions/204-render-memo.md).
 *
 * A page's HTML is a function of its address and the data its loaders returned: the same URL with
 * the same data renders the same markup, whoever asks. So after the loaders run, the document is
 * looked up by URL and a digest of that data; on a hit React does not render it again. Nothing is
 * invalidated: a change in anything the page shows (the cart, a price, a toast) changes its data and
 * so its key. A kept document is the one first rendered without its nonce: its inline scripts are
 * admitted by their hashes, as a cached anonymous page's are (decision 122), so its bytes are the
 * same for everyone and are compressed once per encoding.
 *
 * Anonymous visitors never get here: their pages come whole from the page cache.
 */
import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import type { LRUCache } from "lru-cache";
import { boundedCache } from "~/lib/cache.server";
import { getEnv } from "~/lib/env.server";
import { compressBuffer, type Encoding } from "./http-encoding.server";
import { inlineScriptHashes } from "./security-headers.server";

/** A rendered document as kept: without a nonce, with its inline scripts' hashes, compressed on demand. */
export interface KeptDocument {
  key: string;
  html: Buffer;
  scriptHashes: string[];
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Its bytes: the document and the compressed copies made so far. */
  bytes: number;
  /** False once it has left the memo (its compressed copies are then no longer counted). */
  kept: boolean;
}

/** Renders depend on the clock only slowly (the footer's year, a promotion's last day): a bounded life. */
export const RENDER_MEMO_TTL_MS = 10 * 60_000;

/** Kept documents are compressed once, so harder than a streamed one. */
const KEPT_BROTLI_QUALITY = 6;

/** Bounded by bytes, least recently used first out, each kept for RENDER_MEMO_TTL_MS (app/lib/cache.server.ts). */
export class RenderMemo {
  private readonly entries: LRUCache<string, KeptDocument>;

  constructor(
    private readonly maxBytes: number,
    now?: () => number,
  ) {
    this.entries = boundedCache<KeptDocument>({
      ttlMs: RENDER_MEMO_TTL_MS,
      maxBytes,
      sizeOf: (entry) => entry.bytes,
      onDrop: (entry) => (entry.kept = false),
      now,
    });
  }

  get(key: string): KeptDocument | undefined {
    return this.entries.get(key);
  }

  /** The kept document's bytes in `encoding` (compressed the first time it is asked for), or as is. */
  async body(entry: KeptDocument, encoding: Encoding | null): Promise<Buffer> {
    if (!encoding) return entry.html;
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compressBuffer(entry.html, encoding, { quality: KEPT_BROTLI_QUALITY });
      entry.encoded[encoding] = encoded;
      encoded.catch(() => delete entry.encoded[encoding]);
      const size = (await encoded).length;
      // Counted only while it is still kept: set again, with its new weight, and its time left.
      if (entry.kept && this.entries.peek(entry.key) === entry) {
        entry.bytes += size;
        this.entries.set(entry.key, entry, { noUpdateTTL: true, noDisposeOnSet: true });
      }
    }
    return encoded;
  }

  /** Keeps `html`, rendered with `nonce`, under `key`; the least recently used go when memory is short. */
  set(key: string, html: Buffer, nonce: string): void {
    if (html.length > this.maxBytes / 2) return;
    // React writes the nonce as an attribute of each inline script: without it, the document is everyone's.
    const text = html.toString("utf8").replaceAll(` nonce="${nonce}"`, "");
    const kept = Buffer.from(text);
    this.entries.set(key, { key, html: kept, scriptHashes: inlineScriptHashes(text), encoded: {}, bytes: kept.length, kept: true });
  }
}

/** Values JSON would write the same whatever they hold: data with one of them is not keyed. */
const opaque = (value: unknown) => value instanceof Promise || value instanceof Map || value instanceof Set;

/**
 * The key of a document that may be memoised: a successful GET whose data is plain (no streamed
 * promise, no action result, no error), with how it is streamed; null for any other.
 */
export function renderMemoKey(request: Request, context: EntryContext, wholeDocument: boolean): string | null {
  const state = context.staticHandlerContext;
  if (request.method !== "GET" || state.statusCode !== 200 || state.errors || state.actionData) return null;
  let plain = true;
  const data = JSON.stringify(state.loaderData, (_key, value: unknown) => {
    if (opaque(value)) plain = false;
    return value;
  });
  if (!plain) return null;
  return createHash("sha256")
    .update(request.url)
    .update(wholeDocument ? "\0whole\0" : "\0streamed\0")
    .update(data)
    .digest("base64url");
}

let memo: RenderMemo | null | undefined;

/** This web process's memo, or null when `RENDER_MEMO_MB` is 0. */
export function renderMemo(): RenderMemo | null {
  if (memo === undefined) {
    const maxBytes = getEnv().renderMemoBytes;
    memo = maxBytes > 0 ? new RenderMemo(maxBytes) : null;
  }
  return memo;
}
