/**
 * The exact-case `Authorization` header's way through the built server (decision 228): the shop on
 * the `wordpress` profile, called on its public port as another storefront calls it, so the call
 * crosses the web process's pass-through to the API's own process. Only `Authorization` spelled
 * so signs the call in; a lower-case one, or a client's own copy of the internal header, does not.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltShop, type BuiltShop } from "../support/built-shop";

let shop: BuiltShop;

beforeAll(async () => {
  shop = await startBuiltShop({
    port: Number(process.env.SERVER_TEST_PORT ?? 4390) + 6,
    env: { COMMERCE_API_PROFILE: "wordpress", WEB_CONCURRENCY: "1" },
  });
});
afterAll(() => shop?.stop());

/** A GraphQL call over node:http, which sends header names as written. */
function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<any> {
  const body = JSON.stringify({ query, variables });
  const url = new URL("/api/graphql", shop.url);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

const CHECK = `{ accountCheckLogged { status customer { email } } }`;

describe("the wordpress profile behind the built server", () => {
  it("signs a call in only by `Authorization: Bearer` spelled so, through the pass-through", async () => {
    const customer = {
      firstName: "Fay",
      lastName: "Fixture",
      email: `fay.${Date.now().toString(36)}@example.com`,
      password: "Fixture-pass-123",
    };
    const registered = await gql(`mutation ($c: CustomerInput) { accountRegister(customer: $c) { id } }`, { c: customer });
    expect(registered.errors).toBeUndefined();
    const login = await gql(`mutation ($e: String, $p: String) { accountLogin(email: $e, password: $p) { token } }`, {
      e: customer.email,
      p: customer.password,
    });
    const token = login.data.accountLogin.token as string;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    expect((await gql(CHECK, {}, { Authorization: `Bearer ${token}` })).data.accountCheckLogged).toEqual({
      status: true,
      customer: { email: customer.email },
    });
    expect((await gql(CHECK, {}, { authorization: `Bearer ${token}` })).data.accountCheckLogged.status).toBe(false);
    expect((await gql(CHECK, {}, { "X-Commerce-Exact-Authorization": `Bearer ${token}` })).data.accountCheckLogged.status).toBe(false);
  });

  it("answers the index endpoint's routes as WordPress REST does", async () => {
    const response = await fetch(`${shop.url}/api/index.php?route=api/shapes`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "rest_no_route",
      message: "No route was found matching the URL and request method.",
      data: { status: 404 },
    });
  });
});
