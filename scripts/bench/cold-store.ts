/**
 * A real store's cold pages: the storefront's first visits, right after its start, on a store as
 * slow as a real WordPress (each call held 300–600 ms, the spread measured on real stores,
 * docs/real-stores.md#speed). Three servers, as in slow-store.ts:
 *
 *   storefront (COMMERCE_API_URL = the proxy) ──► delaying proxy ──► shop on the `wordpress` (or `stock`) profile
 *
 * A fresh storefront process, a fresh visitor per page (no cookie), the home, a category, a product
 * and a blog post, each asked once: per page, the store calls, those the store answered 404 (routes a
 * real store does not have), the longest chain of calls in sequence, the time and the status.
 * With `--compare-build=<dir>` (a build of an earlier commit) the same for that build first, on the
 * same store, so one run shows before and after.
 */
import { startShop } from "./shop";
import { describeSequence, longestChain, pickProducts, startDelayingProxy, type StoreCall } from "./slow-store";
import { row } from "./stats";

export interface ColdStoreOptions {
  /** The storefront's port; the store takes the next, the proxy the one after. */
  port: number;
  profile: "wordpress" | "stock";
  /** Each call's delay is drawn between these (ms), from a fixed seed so runs compare. */
  latency: [number, number];
  /** At most this many calls at once, the others queue (a PHP host's workers); unbounded if left out. */
  workers?: number;
  /** The builds to measure, in order: label and directory. */
  builds: { label: string; dir?: string }[];
}

/** A small fixed-seed generator (mulberry32): the same delays in every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function firstIds(storeBase: string): Promise<{ category: string; post: string }> {
  const response = await fetch(`${storeBase}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ categoriesList(size: 1) { content { id } } postsList(size: 1) { content { id } } }` }),
  });
  const { data } = (await response.json()) as {
    data?: { categoriesList?: { content: { id: string }[] }; postsList?: { content: { id: string }[] } };
  };
  return { category: data?.categoriesList?.content[0]?.id ?? "60", post: data?.postsList?.content[0]?.id ?? "1" };
}

export async function benchColdStore({ port, profile, latency, workers, builds }: ColdStoreOptions): Promise<void> {
  const storePort = port + 1;
  const proxyPort = port + 2;
  const store = await startShop({ port: storePort, quiet: true, env: { COMMERCE_API_PROFILE: profile, WEB_CONCURRENCY: "1" } });
  const [low, high] = latency;
  try {
    const { productPath } = await pickProducts(store.base);
    const ids = await firstIds(store.base);
    const pages = [
      { label: "home", path: "/" },
      { label: "category", path: `/store/category/${ids.category}` },
      { label: "product", path: productPath },
      { label: "blog post", path: `/blog/post/${ids.post}` },
    ];
    console.log(
      `\nA real store's cold pages: the ${profile} profile behind a proxy holding each call ${low}–${high} ms (fixed seed)` +
        (workers ? `, ${workers} calls at once (PHP workers)` : "") +
        ";" +
        "\na fresh storefront process (one web process, page cache off), each page asked once by a new visitor." +
        "\nPer page: store calls, those answered 404, the longest chain of calls in sequence, status, time",
    );
    const widths = [30, 6, 6, 6, 7, 8];
    console.log(row(["  build, page", "calls", "404", "chain", "status", "ms"], widths));
    for (const build of builds) {
      const random = seeded(42);
      const proxy = await startDelayingProxy(proxyPort, storePort, () => low + Math.round(random() * (high - low)), workers);
      const shop = await startShop({
        port,
        quiet: true,
        buildDir: build.dir,
        env: { COMMERCE_API_URL: `http://127.0.0.1:${proxyPort}/api/graphql`, WEB_CONCURRENCY: "1", PAGE_CACHE_MB: "0" },
      });
      try {
        // What the start itself asked (the readiness check's calls) is not a page's.
        await proxy.take();
        const names: string[] = [];
        let total = 0;
        for (const page of pages) {
          const started = performance.now();
          const response = await fetch(shop.base + page.path, { redirect: "manual", headers: { accept: "text/html" } });
          await response.arrayBuffer();
          const ms = performance.now() - started;
          const calls: StoreCall[] = await proxy.take();
          total += ms;
          const missing = calls.filter((call) => call.status === 404).length;
          console.log(
            row([`  ${build.label}, ${page.label}`, calls.length, missing, longestChain(calls), response.status, ms.toFixed(0)], widths),
          );
          const sequence = describeSequence(calls);
          names.push(
            `  ${build.label}, ${page.label}: ${calls.map((call) => `${call.name}${call.status === 404 ? " (404)" : ""}`).join(", ")}` +
              (sequence ? `; in sequence: ${sequence}` : ""),
          );
        }
        console.log(row([`  ${build.label}, the four pages`, "", "", "", "", total.toFixed(0)], widths));
        console.log(names.join("\n"));
      } finally {
        await shop.stop();
        await proxy.close();
      }
    }
  } finally {
    await store.stop();
  }
}
