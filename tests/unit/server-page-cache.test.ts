/** The server's page cache and load shedding, without a network: what is kept, for how long, for whom. */
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { Admission, Overloaded } from "../../server/admission";
import { cacheKey, canonicalRequest, PageCache, sharedLifetime } from "../../server/page-cache";

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";

function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(`http://shop.test${path}`, { method, headers });
}

/** Just enough of a Node response to read back what the cache sent. */
function fakeResponse() {
  const headers = new Map<string, string>();
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    body: undefined as Buffer | undefined,
    headersSent: false,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    appendHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    end(body?: Buffer) {
      res.body = body;
    },
  });
  return { res: res as unknown as ServerResponse & { body?: Buffer }, headers };
}

const req = (acceptEncoding = "") => ({ method: "GET", headers: { "accept-encoding": acceptEncoding } }) as unknown as IncomingMessage;

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (seconds: number) => (time += seconds * 1000) };
}

describe("cacheKey", () => {
  it("keys a page by its address and the display mode, and never a shopper's request", () => {
    expect(cacheKey(request("/store/category/60?page=2"))).toBe("|http://shop.test/store/category/60?page=2|mode=");
    expect(cacheKey(request("/store/category/60", { cookie: "mode=list; _ga=1" }))).toBe("|http://shop.test/store/category/60|mode=list");
    expect(cacheKey(request("/"), "7.0"), "and the catalogue's version").toBe("7.0|http://shop.test/|mode=");
    expect(cacheKey(request("/", { cookie: "lumen_session=abc" }))).toBeNull();
    expect(cacheKey(request("/store/cart", {}, "POST"))).toBeNull();
    expect(cacheKey(request("/api/graphql"))).toBeNull();
    expect(cacheKey(request("/healthz"))).toBeNull();
  });
});

describe("canonicalRequest", () => {
  const canonical = (path: string, read?: string[]) =>
    canonicalRequest(request(path), () => (read ? new Set(read) : undefined))?.url.replace("http://shop.test", "");

  it("leaves out tracking parameters, and those a page of a known kind does not read, keeping the order of the rest", () => {
    expect(canonical("/store/category/60?utm_source=news&sort=price&gclid=x&order=ASC&fbclid=y&msclkid=z")).toBe(
      "/store/category/60?sort=price&order=ASC",
    );
    expect(canonical("/store/product/40?utm_campaign=a&category_id=60&ref=x", ["category_id"])).toBe("/store/product/40?category_id=60");
    expect(canonical("/store/product/40?whatever=1", ["category_id"])).toBe("/store/product/40");
    // A page whose reads are not known keeps everything but tracking.
    expect(canonical("/kestrel-aviator?page=2&utm_medium=x")).toBe("/kestrel-aviator?page=2");
    expect(canonicalRequest(request("/", {}, "POST"))).toBeNull();
  });
});

describe("sharedLifetime", () => {
  it("reads s-maxage and stale-while-revalidate of public answers only", () => {
    expect(sharedLifetime(SHARED)).toEqual({ fresh: 60, stale: 30 });
    expect(sharedLifetime("private, no-cache")).toBeNull();
    expect(sharedLifetime("public, max-age=600")).toBeNull();
    expect(sharedLifetime(null)).toBeNull();
    // The app's word to this cache alone comes first.
    expect(sharedLifetime("public, max-age=0, s-maxage=5", "max-age=300, stale-while-revalidate=60")).toEqual({ fresh: 300, stale: 60 });
    expect(sharedLifetime("private, no-cache", "max-age=300")).toBeNull();
  });
});

describe("PageCache", () => {
  const page = (body: string, init: ResponseInit = {}) =>
    new Response(body, { status: 200, ...init, headers: { "cache-control": SHARED, "content-type": "text/html", ...init.headers } });

  it("renders a page once, then serves it compressed from memory until it is stale, then refreshes it in the background", async () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 1_000_000, now: time.now });
    let renders = 0;
    const render = vi.fn(async () => page(`<p>render ${++renders}</p>`));

    const first = fakeResponse();
    expect(await cache.handle(req("br"), first.res, request("/"), render)).toBeUndefined();
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("content-encoding")).toBe("br");

    const second = fakeResponse();
    await cache.handle(req(), second.res, request("/"), render);
    expect([second.headers.get("x-cache"), second.res.body?.toString()]).toEqual(["HIT", "<p>render 1</p>"]);
    expect(render).toHaveBeenCalledTimes(1);

    time.advance(61);
    const stale = fakeResponse();
    await cache.handle(req(), stale.res, request("/"), render);
    expect([stale.headers.get("x-cache"), stale.res.body?.toString()]).toEqual(["STALE", "<p>render 1</p>"]);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    const fresh = fakeResponse();
    await vi.waitFor(async () => {
      await cache.handle(req(), fresh.res, request("/"), render);
      expect(fresh.res.body?.toString()).toBe("<p>render 2</p>");
    });

    time.advance(200);
    const expired = fakeResponse();
    await cache.handle(req(), expired.res, request("/"), render);
    expect(expired.headers.get("x-cache")).toBe("MISS");
  });

  it("lets visitors who ask meanwhile wait for the one render", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    let finish!: (response: Response) => void;
    const render = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const answers = [fakeResponse(), fakeResponse(), fakeResponse()];
    const all = Promise.all(answers.map(({ res }) => cache.handle(req(), res, request("/store/special"), render)));
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    finish(page("<p>specials</p>"));
    await all;
    expect(answers.map(({ res }) => res.body?.toString())).toEqual(["<p>specials</p>", "<p>specials</p>", "<p>specials</p>"]);
  });

  it("keeps nothing private, with a cookie, or failed; hands it to the visitor who rendered it", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const kept = async (response: Response) => {
      const { res } = fakeResponse();
      const handedBack = await cache.handle(req(), res, request("/x"), async () => response);
      return handedBack === undefined;
    };
    expect(await kept(new Response("mine", { headers: { "cache-control": "private, no-cache" } }))).toBe(false);
    expect(await kept(page("with a cookie", { headers: { "set-cookie": "a=b" } }))).toBe(false);
    expect(await kept(page("down", { status: 503 }))).toBe(false);
    expect(cache.size).toBe(0);
    expect(await kept(page("not found", { status: 404 }))).toBe(true);
  });

  it("stays within its memory, dropping the least recently used first", async () => {
    const cache = new PageCache({ maxBytes: 250 });
    const visit = (path: string) => cache.handle(req(), fakeResponse().res, request(path), async () => page("x".repeat(50)));
    await visit("/a");
    await visit("/b");
    await visit("/a");
    await visit("/c");
    expect(cache.size).toBe(2);
    const hit = fakeResponse();
    await cache.handle(req(), hit.res, request("/a"), async () => page("new"));
    expect(hit.headers.get("x-cache")).toBe("HIT");
  });
});

describe("PageCache and the catalogue's version", () => {
  it("lets every kept page go when the version moves, and does not keep a page rendered before", async () => {
    let version = "1";
    const cache = new PageCache({ maxBytes: 1_000_000, version: () => version });
    let renders = 0;
    const render = async () => new Response(`<p>${++renders}</p>`, { headers: { "cache-control": SHARED } });
    const visit = async () => {
      const answer = fakeResponse();
      await cache.handle(req(), answer.res, request("/store/product/40"), render);
      return [answer.headers.get("x-cache"), answer.res.body?.toString()];
    };
    expect(await visit()).toEqual(["MISS", "<p>1</p>"]);
    expect(await visit()).toEqual(["HIT", "<p>1</p>"]);
    version = "2";
    expect(await visit()).toEqual(["MISS", "<p>2</p>"]);
    expect(cache.size).toBe(1);

    // The version moves while a page is being rendered: it is served, not kept.
    let finish!: (response: Response) => void;
    version = "3";
    const during = fakeResponse();
    const pending = cache.handle(req(), during.res, request("/store/product/40"), () => new Promise<Response>((done) => (finish = done)));
    await vi.waitFor(() => expect(finish).toBeDefined());
    version = "4";
    finish(new Response("<p>old</p>", { headers: { "cache-control": SHARED } }));
    const handedBack = await pending;
    expect(await handedBack?.text()).toBe("<p>old</p>");
    expect(await visit()).toEqual(["MISS", "<p>3</p>"]);
  });
});

describe("Admission (load shedding)", () => {
  it("runs a few renders at once, queues some, and refuses the rest at once", async () => {
    const admission = new Admission({ maxActive: 2, maxQueued: 1, maxWaitMs: 10_000 });
    const releases: (() => void)[] = [];
    const work = () => new Promise<void>((resolve) => releases.push(resolve));
    const running = [admission.run(work), admission.run(work), admission.run(work)];
    await vi.waitFor(() => expect(admission.load).toEqual({ active: 2, queued: 1 }));
    await expect(admission.run(work)).rejects.toBeInstanceOf(Overloaded);
    // One finishes: the queued one takes its place.
    releases.shift()!();
    await vi.waitFor(() => expect(admission.load).toEqual({ active: 2, queued: 0 }));
    for (const release of releases.splice(0)) release();
    await Promise.all(running);
    expect(admission.load).toEqual({ active: 0, queued: 0 });
  });

  it("gives up on a visitor who waited too long", async () => {
    vi.useFakeTimers();
    try {
      const admission = new Admission({ maxActive: 1, maxQueued: 5, maxWaitMs: 1_000 });
      const blocked = admission.run(() => new Promise<void>(() => {}));
      const waiting = admission.run(async () => "never");
      vi.advanceTimersByTime(1_001);
      await expect(waiting).rejects.toBeInstanceOf(Overloaded);
      void blocked;
    } finally {
      vi.useRealTimers();
    }
  });
});
