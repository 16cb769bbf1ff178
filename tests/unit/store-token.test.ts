/**
 * Signing in on a store that hands out a token (WordPress + vuefront/wordpress, recordings
 * vuefront-wordpress-6.3/05-account.json): the token is kept in the signed session and every later
 * call to the store carries `Authorization: Bearer <token>` spelled exactly so, which is checked on
 * the wire (a raw node:http server reading `req.rawHeaders`: the plugin reads the header
 * case-sensitively). Sign-out, and the store saying the shopper is not signed in, drop it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const TOKEN = "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJkYXRhIjp7InVzZXIiOnsiaWQiOiI3In19fQ.signature";

interface WireCall {
  url: string;
  /** Header names exactly as they came over the wire. */
  names: string[];
  authorization: string | undefined;
  body: string;
}

const calls: WireCall[] = [];
/** What the store does with the token (after a sign-out elsewhere, it stops taking it). */
let tokenAccepted = true;

/** The store: GraphQL at /wp-json/vuefront/v1/graphql, answers as recorded; every index route a 404 rest_no_route. */
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    const names = req.rawHeaders.filter((_, index) => index % 2 === 0);
    // getallheaders()['Authorization']: only the exact spelling counts.
    const at = req.rawHeaders.indexOf("Authorization");
    const authorization = at === -1 ? undefined : req.rawHeaders[at + 1];
    calls.push({ url: req.url ?? "", names, authorization, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
      res.end(JSON.stringify(value));
    };
    if (req.url?.startsWith("/hang")) return; // never answers
    if (req.url?.startsWith("/pay")) {
      res.writeHead(302, { Location: "https://payments.example/done" });
      return res.end();
    }
    if (!req.url?.startsWith("/wp-json/vuefront/v1/graphql")) {
      return json(404, {
        code: "rest_no_route",
        message: "No route was found matching the URL and request method.",
        data: { status: 404 },
      });
    }
    const query = (JSON.parse(body || "{}") as { query?: string }).query ?? "";
    const signedIn = tokenAccepted && authorization === `Bearer ${TOKEN}`;
    if (/StoreExtensionsProbe/.test(query)) {
      return json(200, { errors: [{ message: 'Cannot query field "accountOrdersList" on type "RootQueryType".', category: "graphql" }] });
    }
    if (/accountLogin\(/.test(query)) return json(200, { data: { accountLogin: { token: TOKEN, customer: { id: "7" } } } });
    if (/accountLogout/.test(query)) return json(200, { data: { accountLogout: { status: false } } });
    if (/accountCheckLogged/.test(query)) {
      return json(200, {
        data: {
          accountCheckLogged: signedIn
            ? { status: true, customer: { id: "7", firstName: "Fay", lastName: "Fixture", email: "fay@example.com", phone: "" } }
            : { status: false, customer: { id: null, firstName: null, lastName: null, email: null, phone: null } },
          cart: { products: [] },
          wishlist: [],
          currency: [{ code: "USD", name: "US Dollar", symbol_left: "$", symbol_right: "", active: true }],
          language: [{ code: "en-gb", name: "English", image: "", active: true }],
        },
      });
    }
    return json(200, { data: {} });
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

process.env.COMMERCE_API_URL = `${origin}/wp-json/vuefront/v1/graphql`;
process.env.COMMERCE_API_TIMEOUT_MS = "2000";
process.env.SESSION_SECRET = "test-secret-for-the-token-store";
process.env.NODE_ENV = "test";
process.env.RATE_LIMIT_FACTOR = "0";

const { createRequestContext, finishRequest } = await import("~/lib/document/request-context.server");
const { sessionStorage } = await import("~/lib/session.server");
const { action: loginAction } = await import("~/routes/_shop.account.login");
const { action: logoutAction } = await import("~/routes/_shop.account.logout");
const { AccountLoggedStateDocument } = await import("~/lib/account/queries.server");
const { resetCapabilitiesCache } = await import("~/lib/api/capabilities.server");
const { resetIndexRoutes } = await import("~/lib/api/index-routes.server");
const { CommerceClient } = await import("~/lib/api/client.server");
const { ApiVersionDocument } = await import("~/lib/api/queries.server");

afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  tokenAccepted = true;
  resetCapabilitiesCache();
  resetIndexRoutes();
});
vi.spyOn(console, "error").mockImplementation(() => {});

/** Runs `handle` as one storefront request; hands back the storefront cookie it ends with. */
async function asRequest(
  path: string,
  init: { method?: string; cookie?: string; form?: Record<string, string> },
  handle: (args: { request: Request; context: Awaited<ReturnType<typeof createRequestContext>> }) => Promise<unknown>,
) {
  const request = new Request(`http://shop.local${path}`, {
    method: init.method ?? "GET",
    headers: init.cookie ? { cookie: init.cookie } : {},
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
  const context = await createRequestContext(request);
  let result: unknown;
  try {
    result = await handle({ request, context });
  } catch (thrown) {
    result = thrown;
  }
  const response = await finishRequest(request, context, new Response(null));
  const setCookie = response.headers.get("set-cookie");
  return { result, context, cookie: setCookie ? setCookie.split(";")[0] : init.cookie };
}

async function tokenIn(cookie: string | undefined) {
  return (await sessionStorage().getSession(cookie ? cookie : null)).get("storeToken");
}

const signIn = () =>
  asRequest(
    "/account/login",
    { method: "POST", form: { email: "fay@example.com", password: "Fixture-pass-123" } },
    ({ request, context }) => loginAction({ request, context, params: {} }),
  );

describe("a store that signs customers in with a token", () => {
  it("keeps the token from accountLogin in the signed session, never in a URL", async () => {
    const { result, cookie } = await signIn();
    expect((result as Response).status).toBe(302);
    expect(await tokenIn(cookie)).toBe(TOKEN);
    // The storefront cookie is signed, base64 JSON: the token is in it, the URL never.
    expect(calls.every((call) => !call.url.includes(TOKEN))).toBe(true);
  });

  it("sends `Authorization: Bearer <token>` with that exact case on every later call, GraphQL and index routes", async () => {
    const { cookie } = await signIn();
    calls.length = 0;
    const { result } = await asRequest("/account", { cookie }, async ({ context }) => {
      const logged = await context.shopper.api.request(AccountLoggedStateDocument);
      await context.shopper.api.rest("api/banner", { query: { banner: "home" } }).catch(() => undefined);
      return logged;
    });
    expect((result as { accountCheckLogged: { status: boolean } }).accountCheckLogged.status).toBe(true);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) {
      expect(call.names).toContain("Authorization");
      expect(call.names).not.toContain("authorization");
      expect(call.authorization).toBe(`Bearer ${TOKEN}`);
    }
    expect(calls.some((call) => call.url.includes("route=api%2Fbanner") || call.url.includes("route=api/banner"))).toBe(true);
  });

  it("gives each token its own shopper-state key", async () => {
    const { cookie } = await signIn();
    const signedIn = await asRequest("/", { cookie }, async ({ context }) => context.shopper.stateKey);
    const guest = await asRequest("/", {}, async ({ context }) => context.shopper.stateKey);
    expect(signedIn.result).toBeTypeOf("string");
    expect(signedIn.result).not.toBe(guest.result);
    expect(String(signedIn.result)).not.toContain(TOKEN);
  });

  it("drops the token at sign-out; later calls carry no Authorization", async () => {
    const { cookie } = await signIn();
    const out = await asRequest("/account/logout", { method: "POST", cookie }, ({ request, context }) =>
      logoutAction({ request, context, params: {} }),
    );
    expect(await tokenIn(out.cookie)).toBeUndefined();
    calls.length = 0;
    await asRequest("/account", { cookie: out.cookie }, ({ context }) => context.shopper.api.request(AccountLoggedStateDocument));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.authorization === undefined && !call.names.includes("authorization"))).toBe(true);
  });

  it("drops the token when the store says the shopper is not signed in", async () => {
    const { cookie } = await signIn();
    tokenAccepted = false;
    const after = await asRequest("/account", { cookie }, ({ context }) => context.shopper.api.request(AccountLoggedStateDocument));
    expect(await tokenIn(after.cookie)).toBeUndefined();
  });

  it("a call with a token still ends at the timeout, as a timeout", async () => {
    const client = new CommerceClient(
      { apiUrl: `${origin}/hang`, indexUrl: `${origin}/index.php`, timeoutMs: 200 },
      { token: { value: TOKEN, drop: () => undefined } },
    );
    await expect(client.request(ApiVersionDocument)).rejects.toMatchObject({ kind: "timeout" });
  });

  it("sends the token to the store's own origin only", async () => {
    const client = new CommerceClient(
      { apiUrl: `${origin}/wp-json/vuefront/v1/graphql`, indexUrl: `${origin}/index.php`, timeoutMs: 1000 },
      { token: { value: TOKEN, drop: () => undefined } },
    );
    expect(String(await client.redirectOf(`${origin}/pay`))).toBe("https://payments.example/done");
    expect(calls.find((call) => call.url === "/pay")?.authorization).toBe(`Bearer ${TOKEN}`);
    const elsewhere = new CommerceClient(
      { apiUrl: "http://store.invalid/graphql", indexUrl: "http://store.invalid/index.php", timeoutMs: 1000 },
      { token: { value: TOKEN, drop: () => undefined } },
    );
    calls.length = 0;
    await elsewhere.redirectOf(`${origin}/pay`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBeUndefined();
  });
});
