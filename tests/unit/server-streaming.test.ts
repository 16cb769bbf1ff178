/** Streamed answers: pieces that arrive together are written and flushed together, later pieces still go out at once. */
import { Writable } from "node:stream";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressingStream } from "../../server/compression";
import { writeCoalesced } from "../../server/node-fetch";

/** A writable that records each write, each flush, and whether it was ended. */
function recorder() {
  const writes: string[] = [];
  let flushes = 0;
  const sink = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        writes.push(chunk.toString("utf8"));
        done();
      },
    }),
    { flush: () => void flushes++ },
  );
  return { sink, writes, flushes: () => flushes };
}

const encoder = new TextEncoder();

/** A body that hands `bursts` over, each burst's pieces in one go, a turn of the event loop apart. */
function bursts(...groups: string[][]): { body: ReadableStream<Uint8Array>; next: () => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  let at = 0;
  const next = () => {
    const group = groups[at++];
    if (!group) return controller.close();
    for (const piece of group) controller.enqueue(encoder.encode(piece));
  };
  return { body, next };
}

const turn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

describe("writeCoalesced", () => {
  it("writes the pieces of one burst as one write with one flush, and sends a later burst when it arrives", async () => {
    const { sink, writes, flushes } = recorder();
    const { body, next } = bursts(["<html>", "<head>", "</head>"], ["<body>late</body>"]);
    next();
    const done = writeCoalesced(body, sink);
    await turn();
    // The first burst is out before the rest of the document exists: streaming is kept.
    expect(writes).toEqual(["<html><head></head>"]);
    expect(flushes()).toBe(1);
    next();
    await turn();
    expect(writes).toEqual(["<html><head></head>", "<body>late</body>"]);
    expect(flushes()).toBe(2);
    next();
    await done;
    expect(sink.writableEnded).toBe(true);
  });

  it("writes what is left when the body ends in the same turn, without a flush of its own", async () => {
    const { sink, writes, flushes } = recorder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of ["a", "b", "c"]) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    });
    await writeCoalesced(body, sink);
    expect(writes).toEqual(["abc"]);
    expect(flushes()).toBe(0);
    expect(sink.writableEnded).toBe(true);
  });

  it("compresses a document sent in 2 KB pieces to the same bytes, once", async () => {
    const html = `<!DOCTYPE html><html><body>${"<p>Round frames in tortoiseshell.</p>".repeat(2_000)}</body></html>`;
    const pieces = html.match(/[\s\S]{1,2048}/g)!;
    const { body, next } = bursts(pieces);
    next();
    const compressor = compressingStream("br");
    const out: Buffer[] = [];
    compressor.on("data", (chunk: Buffer) => out.push(chunk));
    const ended = new Promise((resolve) => compressor.on("end", resolve));
    const done = writeCoalesced(body, compressor);
    await turn();
    next();
    await done;
    await ended;
    expect(brotliDecompressSync(Buffer.concat(out)).toString("utf8")).toBe(html);
  });

  it("destroys the destination when the body fails", async () => {
    const { sink } = recorder();
    const failed = new Promise<Error>((resolve) => sink.on("error", resolve));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("<html>"));
        controller.error(new Error("render failed"));
      },
    });
    await expect(writeCoalesced(body, sink)).rejects.toThrow("render failed");
    expect(sink.destroyed).toBe(true);
    expect((await failed).message).toBe("render failed");
  });
});
