/**
 * The server's own page cache (docs/decisions/122-page-caching.md): rendered pages that a shared
 * cache may keep (the answer says `public, s-maxage=…`, which the app gives only to visitors without
 * a session, never with a cookie) are kept in memory, compressed once per encoding, for the time the
 * answer allows, then served stale for its `stale-while-revalidate` while one render refreshes them.
 * One render per page at a time: visitors who ask meanwhile wait for it instead of rendering too.
 *
 * Keyed by scheme, host, path and query, and the `mode` cookie (the listing's grid or list view),
 * the only other thing an anonymous page depends on. Bounded by bytes; the least recently used go first.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
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
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "set-cookie"]);
/** What a page for a visitor without a session depends on besides its address. */
const KEY_COOKIES = ["mode"];
/** The storefront's session cookie: its holder's pages are theirs alone. */
const SESSION_COOKIE = "lumen_session";

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<Rendered>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Answers `req` from the cache or through one shared render. Returns undefined once it has
   * answered, or the rendered Response when the page may not be kept (the caller sends it).
   */
  async handle(req: IncomingMessage, res: ServerResponse, request: Request, render: RenderPage): Promise<Response | undefined> {
    const key = cacheKey(request);
    if (!key) return render(request);
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
      rendered = await this.renderOnce(key, detached(request), render);
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
    const lifetime = sharedLifetime(response.headers.get("cache-control"));
    if (!lifetime || !KEPT_STATUSES.has(response.status) || response.headers.has("set-cookie")) return undefined;
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
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (page.staleUntil <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  private store(key: string, page: CachedPage): void {
    this.remove(key);
    const size = sizeOf(page);
    if (size > this.options.maxBytes) return;
    this.entries.set(key, page);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(page);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Bytes a page holds: its body and the compressed copies it will make (each well under the body). */
function sizeOf(page: CachedPage): number {
  return page.body.length * 2;
}

/** The cache key of a request, or null when its answer is not the same for every such visitor. */
export function cacheKey(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/") || url.pathname === "/healthz" || url.pathname.startsWith("/resources/")) return null;
  const cookies = parseCookies(request.headers.get("cookie"));
  if (cookies.has(SESSION_COOKIE)) return null;
  const varying = KEY_COOKIES.map((name) => `${name}=${cookies.get(name) ?? ""}`).join("&");
  return `${url.origin}${url.pathname}${url.search}|${varying}`;
}

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return cookies;
}

/** `s-maxage` and `stale-while-revalidate` of a public answer, in seconds; null when it may not be shared. */
export function sharedLifetime(cacheControl: string | null): { fresh: number; stale: number } | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl.split(",").map((part) => {
      const [name = "", value = ""] = part.trim().toLowerCase().split("=");
      return [name, value] as const;
    }),
  );
  if (!directives.has("public") || directives.has("private") || directives.has("no-store")) return null;
  const fresh = Number(directives.get("s-maxage"));
  if (!Number.isFinite(fresh) || fresh <= 0) return null;
  const stale = Number(directives.get("stale-while-revalidate") ?? 0);
  return { fresh, stale: Number.isFinite(stale) ? stale : 0 };
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
