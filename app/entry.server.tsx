/**
 * Server rendering: streams the document (complete for bots), with security headers and the CSP
 * nonce. Also the custom server's way into the app: it builds each request's context with
 * `createRequestContext` and commits it with `finishRequest` (same module instances as the routes).
 */
import { PassThrough } from "node:stream";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { IconSymbols } from "./components/icons";
import { FooterContent } from "./components/shell/FooterContent";
import { closeEmbeddedApi } from "./lib/embedded-api.server";
import { getEnv } from "./lib/env.server";
import { DocumentHeadProvider } from "./lib/inline-styles";
import { documentHead } from "./lib/inline-styles.server";
import { NonceProvider } from "./lib/nonce";
import { createRequestContext, finishRequest } from "./lib/request-context.server";
import { applySecurityHeaders, contentSecurityPolicy, inlineScriptHashes, nonceSource } from "./lib/security-headers.server";
import { copyrightLine } from "./lib/store-config";

/** What the custom server (server/app.ts) calls around Remix, from the same module graph as the routes. */
export const serverHooks = { getEnv, createRequestContext, finishRequest, shutdown: closeEmbeddedApi };

export const streamTimeout = 5_000;

/** The icon sprite's symbols, rendered once: the browser's JavaScript does not carry them (decision 182). */
let iconSymbols: string | undefined;
/** The footer's content, rendered once per copyright line (its year): not in the browser's JavaScript either (decision 202). */
let footer: { line: string; markup: string } | undefined;

function footerMarkup(): string {
  const line = copyrightLine();
  if (footer?.line !== line) footer = { line, markup: renderToStaticMarkup(<FooterContent />) };
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
  const head = {
    ...documentHead(remixContext),
    iconSymbols: (iconSymbols ??= renderToStaticMarkup(<IconSymbols />)),
    footer: footerMarkup(),
    // Only shop pages show the footer (decision 202).
    footerTemplate: !remixContext.staticHandlerContext.matches.some((match) => match.route.id === "routes/_shop"),
  };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
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
      pipe(body);
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
          // Errors before the shell is ready reach handleError through the rejection.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
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
