/**
 * A storefront on a store that answers slowly, as real stores do (OpenCart's module answers in
 * 15–50 ms on a quiet machine, WordPress's in 300–900 ms). Three servers from the bench's build:
 *
 *   storefront (COMMERCE_API_URL = the proxy) ──► delaying proxy (node:http, here) ──► stock shop
 *
 * The stock shop is the embedded API's `stock` profile (the contract alone, no route=api/...: the
 * stand-in for a real OpenCart store, decision 164). The proxy holds every store call for a fixed
 * delay, then passes it on, and notes when it started and ended. Pages are asked one at a time, so
 * every call the proxy sees while a page is asked belongs to that page. Printed per page, for an
 * anonymous visitor and for a shopper with a cart, on the first visit and warm (median of a few):
 *   - calls: store calls the page made;
 *   - after: those that started after an earlier call of the same page had ended (they waited for
 *     it: the page's calls ran in sequence there);
 *   - chain: the longest chain of calls, each starting after the one before it ended (the page's
 *     critical path in store calls: at least chain × delay of its time);
 *   - ms: the page's time (whole body read).
 * The storefront runs one web process with the page cache off, so every anonymous page is rendered
 * (its data caches, menus and catalogue, stay on: the first visits, right after the start, find
 * them empty). Each shopper page's first visit comes right after that shopper's add to cart, so
 * their state is not kept yet (decision 128); the warm visits find it kept.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { shopperWithCart, startShop, type RunningShop } from "./shop";
import { row, summarise } from "./stats";

export interface StoreCall {
  /** The GraphQL operation's name, or `route=…` for the index endpoint's REST-style routes. */
  name: string;
  start: number;
  end: number;
  /** The store's answer's status (0 until it answered). */
  status: number;
}

export interface DelayingProxy {
  /** The calls noted since the last take, once none is in flight; forgets them. */
  take(): Promise<StoreCall[]>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a store call is: its route, else its operation's name, else its path. */
export function callName(url: string, body: Buffer): string {
  const route = new URL(url, "http://store").searchParams.get("route");
  if (route) return `route=${route}`;
  try {
    const payload = JSON.parse(body.toString("utf8")) as { operationName?: string; query?: string };
    if (payload.operationName) return payload.operationName;
    const named = /\b(query|mutation)\s+([A-Za-z_]\w*)/.exec(payload.query ?? "");
    if (named) return named[2]!;
    if (payload.query) return "(anonymous)";
  } catch {
    // not JSON: a form body or an upload
  }
  return new URL(url, "http://store").pathname;
}

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

function forward(targetPort: number, incoming: IncomingMessage, body: Buffer): Promise<Answer> {
  const headers = { ...incoming.headers, host: `127.0.0.1:${targetPort}`, "content-length": String(body.length) };
  delete headers["transfer-encoding"];
  return new Promise<Answer>((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port: targetPort, method: incoming.method, path: incoming.url, headers }, (reply) => {
      const parts: Buffer[] = [];
      reply.on("data", (part: Buffer) => parts.push(part));
      reply.on("end", () => resolve({ status: reply.statusCode ?? 502, headers: reply.headers, body: Buffer.concat(parts) }));
      reply.on("error", reject);
    });
    call.on("error", reject);
    call.end(body);
  });
}

/**
 * An HTTP proxy on `port` to 127.0.0.1:targetPort that holds each request `delayMs` (or what the
 * function says for this call) before passing it on. With `workers`, at most that many calls are
 * held at once and the others queue, as at a PHP host with that many PHP workers.
 */
export async function startDelayingProxy(
  port: number,
  targetPort: number,
  delayMs: number | (() => number),
  workers = Infinity,
): Promise<DelayingProxy> {
  let calls: StoreCall[] = [];
  let inFlight = 0;
  let busy = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    while (busy >= workers) await new Promise<void>((resolve) => waiting.push(resolve));
    busy++;
  };
  const release = () => {
    busy--;
    waiting.shift()?.();
  };
  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const start = performance.now();
    inFlight++;
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const noted: StoreCall = { name: callName(incoming.url ?? "/", body), start, end: start, status: 0 };
    calls.push(noted);
    await acquire();
    try {
      await sleep(typeof delayMs === "number" ? delayMs : delayMs());
      const answer = await forward(targetPort, incoming, body);
      const headers = { ...answer.headers, "content-length": String(answer.body.length) };
      delete headers["transfer-encoding"];
      delete headers.connection;
      noted.status = answer.status;
      outgoing.writeHead(answer.status, headers);
      outgoing.end(answer.body);
    } catch (error) {
      outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end(String(error));
    } finally {
      release();
      noted.end = performance.now();
      inFlight--;
    }
  };
  const server: Server = createServer((incoming, outgoing) => void handle(incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    async take() {
      for (let i = 0; i < 200 && inFlight > 0; i++) await sleep(25);
      const taken = calls;
      calls = [];
      return taken.sort((a, b) => a.start - b.start);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Calls that started after an earlier call of the same page had ended, each with the latest to end before it. */
export function sequentialCalls(calls: StoreCall[]): { call: StoreCall; after: StoreCall }[] {
  return calls.flatMap((call) => {
    const after = calls.filter((other) => other !== call && other.end <= call.start).sort((a, b) => b.end - a.end)[0];
    return after ? [{ call, after }] : [];
  });
}

/** The longest chain of calls each starting after the one before it ended. */
export function longestChain(calls: StoreCall[]): number {
  const depth = new Map<StoreCall, number>();
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    const before = calls.filter((other) => other !== call && other.end <= call.start).map((other) => depth.get(other) ?? 1);
    depth.set(call, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...depth.values());
}

interface PageVisit {
  status: number;
  ms: number;
  calls: StoreCall[];
}

async function visit(proxy: DelayingProxy, base: string, path: string, cookie?: string): Promise<PageVisit> {
  await proxy.take();
  const started = performance.now();
  const response = await fetch(base + path, {
    redirect: "manual",
    headers: { "accept-encoding": "br, gzip", accept: "text/html", ...(cookie ? { cookie } : {}) },
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  return { status: response.status, ms, calls: await proxy.take() };
}

/** A product page, and a product that goes into the cart with no option chosen (the demo's ready-to-wear sunglasses), asked with contract fields only. */
export async function pickProducts(storeBase: string): Promise<{ productPath: string; otherProductPath: string; readyToWearId: string }> {
  const response = await fetch(`${storeBase}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ productsList(size: 100, sort: "id") { content { id description } } }` }),
  });
  const { data } = (await response.json()) as { data?: { productsList: { content: { id: string; description: string | null }[] } } };
  const products = data?.productsList.content ?? [];
  const readyToWear = products.find((product) => /ready to wear/i.test(product.description ?? ""));
  return {
    productPath: `/store/product/${products[0]?.id ?? "1"}`,
    otherProductPath: `/store/product/${products[1]?.id ?? "2"}`,
    readyToWearId: readyToWear?.id ?? products[0]?.id ?? "1",
  };
}

export interface SlowStoreOptions {
  /** The storefront's port; the stock shop takes the next, the proxy the one after. */
  port: number;
  delayMs: number;
  /** Warm visits per page after the first (their median is printed). */
  runs: number;
}

export const describeSequence = (calls: StoreCall[]) =>
  sequentialCalls(calls)
    .map(({ call, after }) => `${call.name} after ${after.name}`)
    .join("; ");

interface PageToVisit {
  label: string;
  path: string;
}

/** Each page: a first visit, then `runs` more, with the cookie `visitorFor` gives (none: anonymous). Returns the last cookie and the calls seen in sequence. */
async function visitPages(
  proxy: DelayingProxy,
  shop: RunningShop,
  pages: PageToVisit[],
  runs: number,
  title: string,
  visitorFor: () => Promise<string | undefined>,
): Promise<{ cookie: string | undefined; sequences: string[] }> {
  const widths = [26, 6, 6, 6, 6, 8, 6, 6, 6, 8];
  const sequences: string[] = [];
  let cookie: string | undefined;
  for (const page of pages) {
    cookie = await visitorFor();
    const first = await visit(proxy, shop.base, page.path, cookie);
    const warm: PageVisit[] = [];
    for (let i = 0; i < runs; i++) warm.push(await visit(proxy, shop.base, page.path, cookie));
    const last = warm[warm.length - 1] ?? first;
    const cells = (run: PageVisit) => [run.calls.length, sequentialCalls(run.calls).length, longestChain(run.calls)];
    const median = summarise(warm.map((run) => run.ms)).median;
    console.log(
      row([`  ${title}, ${page.label}`, first.status, ...cells(first), first.ms.toFixed(0), ...cells(last), median.toFixed(0)], widths),
    );
    const firstSequence = describeSequence(first.calls);
    const warmSequence = describeSequence(last.calls);
    if (firstSequence) sequences.push(`  ${title}, ${page.label}, first: ${firstSequence}`);
    if (warmSequence) sequences.push(`  ${title}, ${page.label}, warm: ${warmSequence}`);
  }
  return { cookie, sequences };
}

export async function benchSlowStore({ port, delayMs, runs }: SlowStoreOptions): Promise<void> {
  const storePort = port + 1;
  const proxyPort = port + 2;
  const store = await startShop({ port: storePort, env: { COMMERCE_API_PROFILE: "stock", WEB_CONCURRENCY: "1" } });
  let proxy: DelayingProxy | undefined;
  let shop: RunningShop | undefined;
  try {
    const { productPath, otherProductPath, readyToWearId } = await pickProducts(store.base);
    proxy = await startDelayingProxy(proxyPort, storePort, delayMs);
    shop = await startShop({
      port,
      // Its log would say on every page that the stock store has no route=api/... (404).
      quiet: true,
      env: { COMMERCE_API_URL: `http://127.0.0.1:${proxyPort}/api/graphql`, WEB_CONCURRENCY: "1", PAGE_CACHE_MB: "0" },
    });
    const pages = [
      { label: "home", path: "/" },
      { label: "category 60", path: "/store/category/60" },
      { label: "product", path: productPath },
      { label: "cart", path: "/store/cart" },
      { label: "checkout step 1", path: "/store/checkout?step=1" },
    ];
    console.log(
      `\nA slow store: the stock profile behind a proxy holding each store call ${delayMs} ms; one web process, page cache off.` +
        "\nPer page: store calls, those that started after another had ended, the longest such chain, time;" +
        ` the first visit, then warm (the last of ${runs}, the median time)`,
    );
    console.log(
      row(["  page", "status", "calls", "after", "chain", "ms", "calls", "after", "chain", "ms (med)"], [26, 6, 6, 6, 6, 8, 6, 6, 6, 8]),
    );
    // Anonymous first, right after the start: its first visits find the shop's data caches empty.
    const anonymous = await visitPages(proxy, shop, pages, runs, "anonymous", () => Promise.resolve(undefined));
    // A new shopper for each page, who has just added to the cart.
    const running = shop;
    // Then two pages no anonymous visit put in the data caches: a shopper's first visit there asks
    // the page's data beside their state (nothing kept for either).
    const shopperPages = [
      ...pages,
      { label: "category 59", path: "/store/category/59" },
      { label: "another product", path: otherProductPath },
    ];
    const shopper = await visitPages(proxy, shop, shopperPages, runs, "shopper", () => shopperWithCart(running.base, readyToWearId));
    const cart = await (await fetch(`${shop.base}/store/cart`, { headers: { cookie: shopper.cookie ?? "" } })).text();
    if (cart.includes("Your shopping cart is empty."))
      console.log(`  (product ${readyToWearId} did not go into the cart: the shopper's rows are an empty cart's)`);
    const sequences = [...anonymous.sequences, ...shopper.sequences];
    if (sequences.length > 0)
      console.log(`  calls in sequence (the call, then the one that ended before it started):\n${sequences.join("\n")}`);
  } finally {
    await shop?.stop();
    await proxy?.close();
    await store.stop();
  }
}
