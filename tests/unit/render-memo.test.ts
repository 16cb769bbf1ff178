import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { RENDER_MEMO_TTL_MS, RenderMemo, renderMemoKey } from "~/lib/document/render-memo.server";

const html = (nonce: string, filler = "") => Buffer.from(`<script nonce="${nonce}">a</script>${filler}<script nonce="${nonce}">b</script>`);

describe("RenderMemo", () => {
  it("keeps the document without its nonce, with its inline scripts' hashes, compressed once per encoding", async () => {
    const memo = new RenderMemo(1_000_000);
    memo.set("page", html("first"), "first");
    const kept = memo.get("page");
    expect(kept?.html.toString()).toBe("<script>a</script><script>b</script>");
    expect(kept?.scriptHashes).toHaveLength(2);
    const brotli = await memo.body(kept!, "br");
    expect(brotliDecompressSync(brotli).toString()).toBe(kept?.html.toString());
    expect(await memo.body(kept!, "br"), "compressed once").toBe(brotli);
    expect(gunzipSync(await memo.body(kept!, "gzip")).toString()).toBe(kept?.html.toString());
    expect(await memo.body(kept!, null)).toBe(kept?.html);
    expect(memo.get("other")).toBeUndefined();
  });

  it("forgets the least recently used when memory is short, and everything after its time", () => {
    let now = 1_000;
    const memo = new RenderMemo(200, () => now);
    memo.set("a", html("n", "x".repeat(40)), "n");
    memo.set("b", html("n", "x".repeat(40)), "n");
    memo.get("a");
    memo.set("c", html("n", "x".repeat(40)), "n");
    expect(memo.get("b"), "b was the least recently used").toBeUndefined();
    expect(memo.get("a")).toBeDefined();
    now += RENDER_MEMO_TTL_MS + 1;
    expect(memo.get("a")).toBeUndefined();
  });
});

/** The part of Remix's entry context the key reads. */
const contextWith = (state: Partial<EntryContext["staticHandlerContext"]>) =>
  ({ staticHandlerContext: { statusCode: 200, errors: null, actionData: null, loaderData: {}, ...state } }) as unknown as EntryContext;
const get = (url = "http://shop.test/store/category/60") => new Request(url);

describe("renderMemoKey", () => {
  const data = { root: { toast: null }, "routes/_shop": { shell: { cartCount: 1 } } };

  it("is the same for the same address and data, and differs when either differs", () => {
    const key = renderMemoKey(get(), contextWith({ loaderData: data }), false);
    expect(key).toBeTruthy();
    expect(renderMemoKey(get(), contextWith({ loaderData: structuredClone(data) }), false)).toBe(key);
    expect(renderMemoKey(get(), contextWith({ loaderData: { ...data, "routes/_shop": { shell: { cartCount: 2 } } } }), false)).not.toBe(
      key,
    );
    expect(renderMemoKey(get("http://shop.test/store/category/60?page=2"), contextWith({ loaderData: data }), false)).not.toBe(key);
    expect(renderMemoKey(get(), contextWith({ loaderData: data }), true), "streamed or whole").not.toBe(key);
  });

  it("is null for what must be rendered: another method or status, an error, an action's result, data still streaming", () => {
    expect(renderMemoKey(new Request("http://shop.test/", { method: "POST" }), contextWith({ loaderData: data }), false)).toBeNull();
    expect(renderMemoKey(get(), contextWith({ statusCode: 404, loaderData: data }), false)).toBeNull();
    expect(renderMemoKey(get(), contextWith({ errors: { root: new Error("x") }, loaderData: data }), false)).toBeNull();
    expect(renderMemoKey(get(), contextWith({ actionData: { "routes/x": { ok: true } }, loaderData: data }), false)).toBeNull();
    expect(renderMemoKey(get(), contextWith({ loaderData: { root: { later: Promise.resolve(1) } } }), false)).toBeNull();
    expect(renderMemoKey(get(), contextWith({ loaderData: { root: { ids: new Set(["1"]) } } }), false)).toBeNull();
  });
});
