/**
 * Server rendering: streams the document (complete for bots), with security headers and the CSP
 * nonce. Also the custom server's way into the app: it builds each request's context with
 * `createRequestContext` and commits it with `finishRequest` (same module instances as the routes).
 */
import { PassThrough, Transform } from "node:stream";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { IconSymbols } from "./components/icons";
import { FooterContent } from "./components/shell/FooterContent";
import { catalogueVersion } from "./lib/catalogue-version.server";
import type { CategoryLinks } from "./lib/category-ids";
import { queryParamsRead } from "./lib/document/cache-policy.server";
import { negotiateEncoding } from "./lib/document/http-encoding.server";
import { DocumentHeadProvider } from "./lib/document/inline-styles";
import { documentHead } from "./lib/document/inline-styles.server";
import { type KeptDocument, type RenderMemo, renderMemo, renderMemoKey } from "./lib/document/render-memo.server";
import { createRequestContext, finishRequest } from "./lib/document/request-context.server";
import { knowRoutes, routeOfPath } from "./lib/document/route-kinds.server";
import { SCRIPTS_LOADER_SOURCE, scriptsAfterLoad } from "./lib/document/scripts-after-load.server";
import { applySecurityHeaders, contentSecurityPolicy, inlineScriptHashes, nonceSource } from "./lib/document/security-headers.server";
import { closeEmbeddedApi } from "./lib/embedded-api.server";
import { getEnv } from "./lib/env.server";
import { footerPageLinks, type PageLinks } from "./lib/footer-pages";
import { canonicalListingAddress } from "./lib/listing/listing-address";
import { NonceProvider } from "./lib/nonce";
import { opsEvents } from "./lib/ops-events.server";
import { copyrightLine } from "./lib/store-config";

/** What the custom server (server/app.ts) calls around Remix, from the same module graph as the routes. */
export const serverHooks = {
  getEnv,
  createRequestContext,
  finishRequest,
  shutdown: closeEmbeddedApi,
  // The page cache keys on both (server/page-cache.ts), and sends a listing's other addresses to its
  // canonical one before any render (decision 274).
  catalogueVersion,
  queryParamsRead,
  canonicalListingAddress,
  // The build's routes, which paths are matched against for their declared kind (decision 266);
  // the request log names a request by its route's kind.
  knowRoutes,
  routeOfPath,
  opsEvents,
};

export const streamTimeout = 5_000;

/** The icon sprite's symbols, rendered once: the browser's JavaScript does not carry them (decision 182). */
let iconSymbols: string | undefined;
/**
 * The footer's content, rendered once per copyright line (its year) and set of category links: not
 * in the browser's JavaScript either (decision 202).
 */
let footer: { key: string; links: CategoryLinks; pages: PageLinks; markup: string } | undefined;

function footerMarkup(remixContext: EntryContext): string {
  // The shop layout's category links (decision 229) and content pages (decision 371); pages without
  // them show what the store was last seen to have, or (nothing known) no category and every page.
  const shop = remixContext.staticHandlerContext.loaderData["routes/_shop"] as
    { shell?: { categoryLinks?: CategoryLinks; pageLinks?: PageLinks } } | undefined;
  const links = shop?.shell?.categoryLinks ?? footer?.links ?? {};
  const pages = shop?.shell?.pageLinks ?? footer?.pages ?? footerPageLinks(null);
  const { freeShipping } = getEnv();
  const key = `${copyrightLine()}|${JSON.stringify(links)}|${JSON.stringify(pages)}`;
  if (footer?.key !== key) {
    const markup = renderToStaticMarkup(<FooterContent categoryLinks={links} pageLinks={pages} freeShipping={freeShipping} />);
    footer = { key, links, pages, markup };
  }
  return footer.markup;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // A page caches may share has no nonce (request-context.server.ts): it is rendered whole and its
  // inline scripts are admitted by their hashes.
  const shareable = nonce === "";
  // Bots and SPA mode get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = shareable || isbot(request.headers.get("user-agent")) || remixContext.isSpaMode;
  // A shopper's page whose data was rendered before is not rendered again (decision 204).
  const memo = shareable ? null : renderMemo();
  const memoKey = memo ? renderMemoKey(request, remixContext, waitForAll) : null;
  const kept = memoKey ? memo?.get(memoKey) : undefined;
  if (memo && kept) {
    loadContext.timing.noteRender("memo");
    return keptDocument(memo, kept, request, responseHeaders, responseStatusCode);
  }
  loadContext.timing.noteRender("rendered");

  const head = {
    ...documentHead(remixContext),
    iconSymbols: (iconSymbols ??= renderToStaticMarkup(<IconSymbols />)),
    footer: footerMarkup(remixContext),
    // Only shop pages show the footer (decision 202).
    footerTemplate: !remixContext.staticHandlerContext.matches.some((match) => match.route.id === "routes/_shop"),
    scriptsLoader: SCRIPTS_LOADER_SOURCE,
  };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const respond = () => {
      shellRendered = true;
      const body = memoKey && memo ? recording((html) => failed || memo.set(memoKey, html, nonce)) : new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      if (shareable) {
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          const html = Buffer.concat(chunks);
          applySecurityHeaders(responseHeaders, contentSecurityPolicy(inlineScriptHashes(html.toString("utf8")), getEnv()));
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        });
      } else {
        applySecurityHeaders(responseHeaders, contentSecurityPolicy([nonceSource(nonce)], getEnv()));
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      }
      // The page's scripts start once it has loaded (decision 211).
      const inert = scriptsAfterLoad();
      inert.pipe(body);
      pipe(inert);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentHeadProvider value={head}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </DocumentHeadProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady: waitForAll ? respond : undefined,
        onShellReady: waitForAll ? undefined : respond,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          failed = true;
          // Errors before the shell is ready reach handleError through the rejection.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** A document from the render memo: the same bytes for everyone, compressed once, scripts admitted by their hashes. */
async function keptDocument(memo: RenderMemo, kept: KeptDocument, request: Request, headers: Headers, status: number): Promise<Response> {
  const encoding = negotiateEncoding(request.headers.get("accept-encoding") ?? undefined);
  const body = await memo.body(kept, encoding);
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (encoding) {
    headers.set("Content-Encoding", encoding);
    headers.append("Vary", "Accept-Encoding");
  }
  applySecurityHeaders(headers, contentSecurityPolicy(kept.scriptHashes, getEnv()));
  return new Response(new Uint8Array(body), { headers, status });
}

/** A pass-through stream that hands the whole document to `done` once it has all gone through. */
function recording(done: (html: Buffer) => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next(null, chunk);
    },
    flush(next) {
      done(Buffer.concat(chunks));
      next();
    },
  });
}

export function handleDataRequest(response: Response) {
  applySecurityHeaders(response.headers);
  return response;
}

/** Aborted requests (a shopper navigating away) are not errors worth a log line. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
