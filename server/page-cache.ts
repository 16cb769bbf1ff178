/**
 * The server's own page cache (docs/decisions/122-page-caching.md): rendered pages that a shared
 * cache may keep (the answer says `public, s-maxage=…`, which the app gives only to visitors without
 * a session, never with a cookie) are kept in memory, compressed once per encoding, for the time the
 * answer allows, then served stale for its `stale-while-revalidate` while one render refreshes them.
 * One render per page at a time: visitors who ask meanwhile wait for it instead of rendering too.
 *
 * Keyed by scheme, host, path and the query the page reads (tracking parameters such as `utm_*`,
 * and any a page of a known kind does not read, give the same page: it is rendered and kept once,
 * without them), the `mode` cookie (the listing's grid or list view), the only other thing an
 * anonymous page depends on, and the catalogue's version: when a price, stock or a review changes,
 * every kept page is let go (docs/decisions/244-fresh-catalogue.md). How long a page is kept comes
 * from the app's `Surrogate-Control`, meant for this cache alone and not passed on.
 * Bounded by bytes; the least recently used go first (app/lib/cache.server.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { LRUCache } from "lru-cache";
import { boundedCache } from "~/lib/cache.server";
import { isTrackingParam } from "~/lib/tracking-params";
import { compressBuffer, negotiateEncoding, type Encoding } from "./compression";

export interface CachedPage {
  status: number;
  /** The answer's headers, without any that describe its encoding or length. */
  headers: [string, string][];
  body: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** The request a background refresh replays. */
  url: string;
  requestHeaders: [string, string][];
}

export interface PageCacheOptions {
  maxBytes: number;
  now?: () => number;
  /** The catalogue's version (app/lib/catalogue-version.server.ts): pages kept under another are let go. */
  version?: () => string;
  /** The query parameters a page at a path reads, when known (app/lib/document/cache-policy.server.ts). */
  paramsRead?: (pathname: string) => ReadonlySet<string> | undefined;
  /**
   * Where a page's address should be, when it is not (a listing's, app/lib/listing/listing-address.ts):
   * the cache answers that redirect itself, so no value of a listing's parameters costs a render.
   */
  canonicalAddress?: (url: URL) => string | null;
}

/** A render's answer, and the copy kept of it when it may be kept. */
interface Rendered {
  response: Response;
  page: CachedPage | undefined;
}

/** Renders a request through the app: context, Remix, cookie and caching headers. */
export type RenderPage = (request: Request) => Promise<Response>;

/** Statuses worth keeping: a page, and the 'Page not found' that bots ask for again and again. */
const KEPT_STATUSES = new Set([200, 404]);
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "set-cookie",
  "surrogate-control",
]);
/** What a page for a visitor without a session depends on besides its address. */
const KEY_COOKIES = ["mode"];
/** The storefront's session cookie: its holder's pages are theirs alone. */
const SESSION_COOKIE = "lumen_session";

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly rendering = new Map<string, Promise<Rendered>>();
  private readonly now: () => number;
  private readonly version: () => string;
  private seenVersion: string | undefined;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.version = options.version ?? (() => "");
    // Each page lives until its stale time ends (set per page); its weight is fixed when kept.
    this.entries = boundedCache<CachedPage>({ ttlMs: 0, maxBytes: options.maxBytes, sizeOf, now: options.now });
  }

  /**
   * Answers `req` from the cache or through one shared render. Returns undefined once it has
   * answered, or the rendered Response when the page may not be kept (the caller sends it).
   */
  async handle(req: IncomingMessage, res: ServerResponse, request: Request, render: RenderPage): Promise<Response | undefined> {
    const version = this.version();
    if (version !== this.seenVersion) {
      // The catalogue moved: no page kept before shows it as it is now.
      if (this.seenVersion !== undefined) this.entries.clear();
      this.seenVersion = version;
    }
    const canonical = canonicalRequest(request, this.options.paramsRead);
    const key = canonical && cacheKey(canonical, version);
    if (!canonical || !key) return render(request);
    const elsewhere = this.options.canonicalAddress?.(new URL(request.url));
    if (elsewhere) return void redirectTo(res, elsewhere);
    const cached = this.lookup(key);
    if (cached) {
      const fresh = cached.freshUntil > this.now();
      if (!fresh) {
        // Served stale while one render makes a new copy; an answer that may not be kept is dropped.
        void this.renderOnce(key, replay(cached), render).then(
          ({ page, response }) => (page ? undefined : response.body?.cancel()),
          () => undefined,
        );
      }
      await sendCached(req, res, cached, fresh ? "HIT" : "STALE", this.now());
      return undefined;
    }
    const leading = !this.rendering.has(key);
    let rendered: Rendered;
    try {
      // Rendered without the visitor's abort signal: the page serves everyone waiting for it.
      rendered = await this.renderOnce(key, detached(canonical), render);
    } catch (error) {
      if (leading) throw error;
      return render(request);
    }
    if (rendered.page) {
      await sendCached(req, res, rendered.page, "MISS", this.now());
      return undefined;
    }
    // Not kept (an error page, say): the visitor who rendered it gets it; the others render their own.
    return leading ? rendered.response : render(request);
  }

  private renderOnce(key: string, request: Request, render: RenderPage): Promise<Rendered> {
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render(request)
        .then(async (response) => ({ response, page: await this.keep(key, request, response) }))
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async keep(key: string, request: Request, response: Response): Promise<CachedPage | undefined> {
    const lifetime = sharedLifetime(response.headers.get("cache-control"), response.headers.get("surrogate-control"));
    if (!lifetime || !KEPT_STATUSES.has(response.status) || response.headers.has("set-cookie")) return undefined;
    // Rendered under an older catalogue: served to those who waited for it, not kept.
    if (!key.startsWith(`${this.version()}|`)) return undefined;
    const body = Buffer.from(await response.arrayBuffer());
    const storedAt = this.now();
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name)),
      body,
      encoded: {},
      storedAt,
      freshUntil: storedAt + lifetime.fresh * 1000,
      staleUntil: storedAt + (lifetime.fresh + lifetime.stale) * 1000,
      url: request.url,
      requestHeaders: [...request.headers],
    };
    this.store(key, page);
    return page;
  }

  private lookup(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  private store(key: string, page: CachedPage): void {
    this.entries.set(key, page, { ttl: Math.max(1, page.staleUntil - page.storedAt) });
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Bytes a page holds: its body and the compressed copies it will make (each well under the body). */
function sizeOf(page: CachedPage): number {
  return page.body.length * 2;
}

/**
 * The request as the page cache renders and keys it: without tracking parameters, and for a page
 * whose reads are known (`paramsRead`), without any parameter it does not read. The order of the
 * rest is kept (a listing sends a form's address to its canonical one). Null for a request it
 * never keeps: not a GET or HEAD.
 */
export function canonicalRequest(request: Request, paramsRead?: (pathname: string) => ReadonlySet<string> | undefined): Request | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (!url.search) return request;
  const read = paramsRead?.(url.pathname);
  const kept = [...url.searchParams].filter(([name]) => !isTrackingParam(name) && (!read || read.has(name)));
  if (kept.length === url.searchParams.size) return request;
  url.search = new URLSearchParams(kept).toString();
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}

/** The cache key of a request, or null when its answer is not the same for every such visitor. */
export function cacheKey(request: Request, version = ""): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (
    url.pathname.startsWith("/api/") ||
    url.pathname === "/healthz" ||
    url.pathname === "/readyz" ||
    url.pathname.startsWith("/resources/")
  )
    return null;
  const cookies = parseCookies(request.headers.get("cookie"));
  if (cookies.has(SESSION_COOKIE)) return null;
  const varying = KEY_COOKIES.map((name) => `${name}=${cookies.get(name) ?? ""}`).join("&");
  return `${version}|${url.origin}${url.pathname}${url.search}|${varying}`;
}

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return cookies;
}

/**
 * How long this cache keeps a public answer, in seconds: its `Surrogate-Control` (max-age and
 * stale-while-revalidate) when it has one, else its `s-maxage` and `stale-while-revalidate`;
 * null when it may not be shared.
 */
export function sharedLifetime(
  cacheControl: string | null,
  surrogateControl: string | null = null,
): { fresh: number; stale: number } | null {
  if (!cacheControl) return null;
  const directives = directivesOf(cacheControl);
  if (!directives.has("public") || directives.has("private") || directives.has("no-store")) return null;
  const own = surrogateControl ? directivesOf(surrogateControl) : undefined;
  const fresh = Number(own ? own.get("max-age") : directives.get("s-maxage"));
  if (!Number.isFinite(fresh) || fresh <= 0) return null;
  const stale = Number((own ?? directives).get("stale-while-revalidate") ?? 0);
  return { fresh, stale: Number.isFinite(stale) ? stale : 0 };
}

function directivesOf(header: string): Map<string, string> {
  return new Map(
    header.split(",").map((part) => {
      const [name = "", value = ""] = part.trim().toLowerCase().split("=");
      return [name, value] as const;
    }),
  );
}

/** A listing's address that is not its state's own: sent there, as its loader would, without a render. */
function redirectTo(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, "Cache-Control": "public, max-age=300", "X-Cache": "REDIRECT" });
  res.end();
}

/** The request without the visitor's abort signal (a closed tab must not cancel a render others wait for). */
function detached(request: Request): Request {
  return new Request(request.url, { method: "GET", headers: request.headers });
}

function replay(page: CachedPage): Request {
  return new Request(page.url, { method: "GET", headers: page.requestHeaders });
}

async function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: "HIT" | "STALE" | "MISS", now: number) {
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const body = encoding ? await (page.encoded[encoding] ??= compressBuffer(page.body, encoding)) : page.body;
  res.statusCode = page.status;
  for (const [name, value] of page.headers) {
    if (name === "server-timing" && state !== "MISS") continue;
    res.appendHeader(name, value);
  }
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.appendHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Length", String(body.length));
  res.setHeader("X-Cache", state);
  if (state !== "MISS") {
    res.setHeader("Age", String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
    res.setHeader("Server-Timing", `cache;desc="${state}"`);
  }
  res.end(req.method === "HEAD" ? undefined : body);
}
