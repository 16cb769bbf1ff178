/**
 * The embedded commerce API in a process of its own (build/api.js), started by the production
 * server's supervisor (server/primary.ts). It owns the database (PGlite allows one process per data
 * directory), so its queries never hold up page rendering in the web processes, which call it on
 * loopback and pass the public /api/* requests on to it (docs/decisions/120-processes.md).
 */
import { createServer } from "node:http";
import { resolve } from "node:path";
import { embeddedApi } from "@commerce/index";
import { EXIT_DATA_DIR_UNUSABLE } from "./exit-codes";
import { sendFetchResponse, toFetchRequest } from "./node-fetch";
import { BodyTooLarge, isWrite, publicOrigin, readBody, tooLarge } from "./request-guards";

/** Machine-to-machine calls (the storefront calling its API) are not worth compressing. */
const UNCOMPRESSED = /^\/api\/(graphql|index\.php)$/;

const port = Number(process.env.LUMEN_API_PROCESS_PORT ?? 0);
/** The web processes refuse larger bodies already (MAX_UPLOAD_KB); this is the process's own bound. */
const MAX_BODY_BYTES = Number(process.env.MAX_UPLOAD_KB ?? 5_120) * 1024;
const api = await embeddedApi().catch((error: unknown) => {
  // PGlite's failure to open a data directory is a page of minified code: one line instead, and an
  // exit the supervisor does not restart (a restart cannot mend the folder).
  if (process.env.DATABASE_URL) throw error;
  const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 200);
  console.error(
    `The embedded database in COMMERCE_DATA_DIR (${resolve(process.env.COMMERCE_DATA_DIR ?? "data/commerce")}) could not be opened: ${reason}. ` +
      "If the folder is damaged, restore a backup into it, or move it away to start again with the demo catalogue.",
  );
  process.exit(EXIT_DATA_DIR_UNUSABLE);
});

const server = createServer(async (req, res) => {
  try {
    // Read whole (the web processes cap its size): an answer given before a streamed body was read
    // (an unknown route, say) would leave the rest of it on a connection the web process reuses.
    const body = isWrite(req.method) ? await readBody(req, MAX_BODY_BYTES) : undefined;
    // Only this machine reaches the loopback port: the web processes' X-Forwarded-* are the visitor's.
    const request = toFetchRequest(req, res, { origin: publicOrigin(req, 1), body });
    const response = await api.handle(request);
    await sendFetchResponse(req, res, response, { compress: !UNCOMPRESSED.test(new URL(request.url).pathname) });
  } catch (error) {
    if (error instanceof BodyTooLarge && !res.headersSent) {
      res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      return void res.end(tooLarge(error.limit).message);
    }
    console.error(error);
    if (!res.headersSent) {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    } else {
      res.destroy();
    }
  }
});
// Keep-alive connections from the web processes are reused for many calls.
server.keepAliveTimeout = 60_000;

server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  process.send?.({ type: "api-ready", port: listening });
});

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  server.close();
  server.closeAllConnections();
  await api.close().catch((error: unknown) => console.error(error));
  process.exit(0);
}
process.once("SIGTERM", () => void close());
process.once("SIGINT", () => void close());
// The supervisor went away without telling us: do not outlive it.
process.once("disconnect", () => void close());
