/**
 * Honest answers when the store fails: the built server pointed at a remote
 * API that this test controls. A store failing is a 503 with Retry-After, never "Product Not Found"
 * or "Your shopping cart is empty.", and an answer of the wrong shape is never taken for success.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";

type Mode = "ok" | "500" | "down" | "wrong-shape";
let mode: Mode = "ok";
let api: Server;
let shop: BuiltShop;

/** Answers `version` while "ok" (the shop waits until healthy); then fails the way the test says. */
function fakeApi(request: IncomingMessage, response: ServerResponse) {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    if (mode === "down") return void request.socket.destroy();
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
    if (mode === "500") return json(500, { errors: [{ message: "SQLSTATE[HY000]: General error at /var/www/store/system/db.php" }] });
    if (mode === "wrong-shape") return json(200, { data: {} });
    return json(200, body.includes("version") ? { data: { version: "1.0.0" } } : { data: {} });
  });
}

beforeAll(async () => {
  api = createServer(fakeApi);
  await new Promise<void>((listening) => api.listen(0, "127.0.0.1", listening));
  const { port } = api.address() as AddressInfo;
  shop = await startBuiltShop({
    port: Number(process.env.SERVER_TEST_PORT ?? 4390) + 1,
    env: { COMMERCE_API_URL: `http://127.0.0.1:${port}/graphql`, WEB_CONCURRENCY: "1" },
  });
});

afterAll(async () => {
  await shop?.stop();
  await new Promise((closed) => api?.close(closed));
});

async function fetchShop(path: string, init: RequestInit = {}) {
  const response = await fetch(shop.url + path, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const postForm = (path: string, fields: Record<string, string>) =>
  fetchShop(path, {
    method: "POST",
    headers: { origin: shop.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("a store that fails", () => {
  it("answering 500: the product page is 503 with Retry-After, not 404, and shows none of the store's words", async () => {
    mode = "500";
    const page = await fetchShop("/store/product/42");
    expect(page.status).toBe(503);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(page.text).not.toContain("Product Not Found");
    expect(page.text).not.toContain("SQLSTATE");
  });

  it("down: the cart page is 503, not an empty cart", async () => {
    mode = "down";
    const cart = await fetchShop("/store/cart");
    expect(cart.status).toBe(503);
    expect(cart.headers.get("retry-after")).toBeTruthy();
    expect(cart.text).not.toContain("Your shopping cart is empty.");
  });

  it("answering the wrong shape: sign-in and add to cart report an error instead of succeeding", async () => {
    mode = "wrong-shape";
    const login = await postForm("/account/login", { email: "someone@example.com", password: "secret12" });
    expect(login.status).toBe(503);
    expect(login.headers.get("location")).toBeNull();
    expect(login.text).toContain("The store could not complete your request. Please try again later.");

    const add = await postForm("/store/cart", { intent: "add", id: "1", quantity: "1" });
    expect(add.status).toBe(503);
    expect(add.headers.get("location")).toBeNull();

    const addOnPage = await postForm("/store/product/1", { intent: "add", quantity: "1" });
    expect(addOnPage.status).not.toBe(302);
    expect(addOnPage.status).toBeGreaterThanOrEqual(400);
  });
});
