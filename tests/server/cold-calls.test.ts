/**
 * A cold page's store calls on a real store's stand-ins (docs/decisions/370-cold-page-store-calls.md):
 * the built shop on the `wordpress` and the `stock` profile, seen by a second built storefront
 * through a proxy that counts the calls it passes on. A fresh storefront process, a fresh visitor
 * (no cookie) on each page's first visit: the home, a category, a product, a blog post each make at
 * most four store calls, the routes such a store lacks are asked once per process at most, and said
 * once in the log, at info.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";

const BASE_PORT = Number(process.env.SERVER_TEST_PORT ?? 4390) + 20;

interface Call {
  name: string;
  status: number;
}

/** What a call is: its route, else its GraphQL operation's name. */
function callName(url: string, body: string): string {
  const route = new URL(url, "http://store").searchParams.get("route");
  if (route) return `route=${route.split("&")[0]}`;
  return /\b(?:query|mutation)\s+(\w+)/.exec(body)?.[1] ?? new URL(url, "http://store").pathname;
}

/** Passes every call on to `target`, noting it; `take` hands over (and forgets) what was noted. */
function countingProxy(target: URL): { server: Server; take(): Call[] } {
  let calls: Call[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const call: Call = { name: callName(req.url ?? "/", body.toString("utf8")), status: 0 };
      calls.push(call);
      const upstream = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          call.status = answer.statusCode ?? 0;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      upstream.end(body);
    });
  });
  return {
    server,
    take() {
      const taken = calls;
      calls = [];
      return taken;
    },
  };
}

async function firstIds(storeUrl: string): Promise<{ category: string; product: string; post: string }> {
  const response = await fetch(`${storeUrl}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `{ categoriesList(size: 1) { content { id } } productsList(size: 1) { content { id } } postsList(size: 1) { content { id } } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      categoriesList: { content: { id: string }[] };
      productsList: { content: { id: string }[] };
      postsList: { content: { id: string }[] };
    };
  };
  return { category: data.categoriesList.content[0]!.id, product: data.productsList.content[0]!.id, post: data.postsList.content[0]!.id };
}

describe.each([
  { profile: "wordpress", offset: 0 },
  { profile: "stock", offset: 3 },
])("a cold page on the $profile profile", ({ profile, offset }) => {
  let store: BuiltShop;
  let shop: BuiltShop;
  let proxy: ReturnType<typeof countingProxy>;
  let pages: { label: string; path: string }[];

  beforeAll(async () => {
    // Its log (the stand-in's own errors, as WordPress logs them) is not this test's.
    store = await startBuiltShop({
      port: BASE_PORT + offset,
      captureLog: true,
      env: { COMMERCE_API_PROFILE: profile, WEB_CONCURRENCY: "1" },
    });
    const ids = await firstIds(store.url);
    pages = [
      { label: "home", path: "/" },
      { label: "category", path: `/store/category/${ids.category}` },
      { label: "product", path: `/store/product/${ids.product}` },
      { label: "blog post", path: `/blog/post/${ids.post}` },
    ];
    proxy = countingProxy(new URL(store.url));
    await new Promise<void>((listening) => proxy.server.listen(BASE_PORT + offset + 1, "127.0.0.1", listening));
    const { port } = proxy.server.address() as AddressInfo;
    shop = await startBuiltShop({
      port: BASE_PORT + offset + 2,
      captureLog: true,
      env: {
        COMMERCE_API_URL: `http://127.0.0.1:${port}/api/graphql`,
        WEB_CONCURRENCY: "1",
        // Every page rendered from the store's answers: no page cache answers in their place.
        PAGE_CACHE_MB: "0",
        RENDER_MEMO_MB: "0",
      },
    });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await new Promise((closed) => proxy?.server.close(closed));
    await store?.stop();
  });

  it("each page's first visit makes at most four store calls; a route the store lacks is asked once", async () => {
    // What the start asked (its readiness check, which probes the store's capabilities) is not a
    // page's. A probe that failed at the start (a loaded machine) is asked again by the next check.
    let probed = proxy.take().some((call) => call.name === "StoreExtensionsProbe" && call.status > 0);
    for (let tries = 0; !probed && tries < 20; tries += 1) {
      await (await fetch(`${shop.url}/readyz`)).arrayBuffer();
      probed = proxy.take().some((call) => call.name === "StoreExtensionsProbe" && call.status > 0);
    }
    expect(probed).toBe(true);
    const seen: Record<string, Call[]> = {};
    for (const page of pages) {
      const response = await fetch(shop.url + page.path, { redirect: "manual", headers: { accept: "text/html" } });
      await response.arrayBuffer();
      expect([page.label, response.status]).toEqual([page.label, 200]);
      seen[page.label] = proxy.take();
    }
    for (const [label, calls] of Object.entries(seen)) {
      expect({ label, calls: calls.map((call) => call.name), atMostFour: calls.length <= 4 }).toMatchObject({ label, atMostFour: true });
    }
    // The extension's routes: one asked on the first page that wanted one, none after.
    const routes = Object.values(seen)
      .flat()
      .filter((call) => call.name.startsWith("route="));
    expect(routes).toHaveLength(1);
    expect(routes[0]!.status).toBe(404);

    // Warm: the shell's data is kept (no basics, menus or routes asked), and so is the home's, although
    // WordPress fails its brand list every time; only a blog post (not kept: its reviews) asks its own.
    for (const page of pages) {
      await (await fetch(shop.url + page.path, { headers: { accept: "text/html" } })).arrayBuffer();
      const names = proxy.take().map((call) => call.name);
      expect([page.label, names]).toEqual([page.label, page.label === "blog post" ? ["BlogPostPage"] : []]);
    }
  });

  it("says once, at info, that the store has no such routes; no error line for them", () => {
    const lines = shop
      .log()
      .split("\n")
      .filter((line) => line.includes("route=api") || line.includes("api/"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const told = lines.filter((line) => line.msg.includes("this store has no"));
    expect(told).toHaveLength(1);
    expect(told[0]!.level).toBe(30);
    expect(told[0]!.msg).toContain("the shop does without");
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
