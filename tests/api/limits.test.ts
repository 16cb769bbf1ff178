/**
 * What one request may ask of the API (decision 130): depth, aliases, cost, page size, search text,
 * body size, CORS and introspection. Every refusal is quick and a 4xx or a GraphQL error, never work.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, QUERY_LIMITS } from "@commerce/graphql/limits";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let server: TestApi;
let closed: TestApi;
let shopper: Shopper;

beforeAll(async () => {
  [server, closed] = await Promise.all([startTestApi(), startTestApi({ introspection: false })]);
  shopper = new Shopper(server.url);
});
afterAll(() => Promise.all([server?.close(), closed?.close()]));

async function post(base: string, body: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${base}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ms: performance.now() - started };
}

const messages = (result: { errors?: { message: string }[] }) => (result.errors ?? []).map((error) => error.message).join("; ");

describe("query shape limits", () => {
  it("refuses a query nested deeper than the limit before running it", async () => {
    let selection = "id";
    for (let level = 0; level < QUERY_LIMITS.depth; level++) selection = `products(limit: -1) { ${selection} }`;
    const result = await shopper.gql(`{ product(id: "1") { ${selection} } }`);
    expect(result.data ?? null).toBeNull();
    expect(messages(result)).toMatch(/depth limit/i);
  });

  it("refuses a query with more aliases than the limit", async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: productsList(size: 500) { totalElements }`);
    const result = await shopper.gql(`{ ${aliases.join(" ")} }`);
    expect(result.data ?? null).toBeNull();
    expect(messages(result)).toMatch(/aliases limit/i);
  });

  it("refuses a query whose cost is over the limit", async () => {
    // Within the depth, alias and token limits: a fragment of many fields spread deep down, eight times.
    const fields = "id name model sku price special stock rating keyword description shortDescription image imageBig imageLazy";
    let nested = "...Tile";
    for (let level = 0; level < 6; level++) nested = `products(limit: -1) { ${nested} }`;
    const wide = Array.from({ length: 8 }, (_, i) => `p${i}: product(id: "${i + 1}") { ${nested} }`);
    const result = await shopper.gql(`{ ${wide.join(" ")} } fragment Tile on Product { ${fields} }`);
    expect(result.data ?? null).toBeNull();
    expect(messages(result)).toMatch(/cost limit/i);
  });
});

describe("argument caps", () => {
  it(`clamps size to ${MAX_PAGE_SIZE}, and 'every row' on products to it too`, async () => {
    for (const size of [100_000, -1]) {
      const { productsList } = await shopper.data(
        `query($size: Int) { productsList(size: $size) { size numberOfElements totalElements } }`,
        {
          size,
        },
      );
      expect(productsList.size).toBe(MAX_PAGE_SIZE);
      expect(productsList.numberOfElements).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    }
  });

  it("keeps size -1 (every row) on the small reference lists", async () => {
    const { countriesList } = await shopper.data(`{ countriesList(size: -1) { totalElements numberOfElements } }`);
    expect(countriesList.numberOfElements).toBe(countriesList.totalElements);
  });

  it(`refuses a search text over ${MAX_SEARCH_LENGTH} characters with a GraphQL error`, async () => {
    const search = "ab ".repeat(MAX_SEARCH_LENGTH);
    const result = await shopper.gql(`query($search: String) { productsList(search: $search, size: 5) { totalElements } }`, { search });
    expect(result.errors?.[0]).toMatchObject({ message: `The search text is too long (at most ${MAX_SEARCH_LENGTH} characters).` });
    const fine = await shopper.data(`query($search: String) { productsList(search: $search, size: 5) { totalElements } }`, {
      search: "a".repeat(MAX_SEARCH_LENGTH),
    });
    expect(fine.productsList.totalElements).toBe(0);
  });

  it("refuses a NUL character in any text argument as bad input, not as an unexpected error", async () => {
    const search = await shopper.gql(`query($search: String) { productsList(search: $search, size: 5) { totalElements } }`, {
      search: "avi\u0000ator",
    });
    expect(search.errors?.[0]).toMatchObject({
      message: "The text contains a character that is not allowed.",
      extensions: { code: "BAD_USER_INPUT", field: "search" },
    });
    const nested = await shopper.gql(`mutation($customer: CustomerInput) { accountRegister(customer: $customer) { id } }`, {
      customer: { firstName: "Ro\u0000sa", lastName: "Parks", email: "rosa.nul@example.com", password: "Secret-pass-123" },
    });
    expect(nested.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "customer" } });
  });

  it("answers a 900 KB search quickly with 413, and the API stays responsive", async () => {
    const search = "ab ".repeat(300_000);
    const query = `query($search: String) { productsList(search: $search, size: 5) { totalElements } }`;
    const [huge, inline] = await Promise.all([
      post(server.url, JSON.stringify({ query, variables: { search } })),
      post(server.url, JSON.stringify({ query: `{ productsList(search: ${JSON.stringify(search)}, size: 5) { totalElements } }` })),
    ]);
    for (const answer of [huge, inline]) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text).errors[0].message).toMatch(/too large/);
      expect(answer.ms).toBeLessThan(2_000);
    }
    expect((await shopper.data(`{ version }`)).version).toBeTruthy();
  });
});

describe("CORS", () => {
  it("does not reflect an arbitrary origin, with or without credentials", async () => {
    const evil = { origin: "https://evil.example" };
    const answer = await post(server.url, JSON.stringify({ query: "{ version }" }), evil);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    const preflight = await fetch(`${server.url}/api/graphql`, {
      method: "OPTIONS",
      headers: { ...evil, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("lets a listed origin call with credentials", async () => {
    const listed = await startTestApi({ corsOrigins: ["https://app.example"] });
    try {
      const answer = await post(listed.url, JSON.stringify({ query: "{ version }" }), { origin: "https://app.example" });
      expect(answer.headers.get("access-control-allow-origin")).toBe("https://app.example");
      expect(answer.headers.get("access-control-allow-credentials")).toBe("true");
      const other = await post(listed.url, JSON.stringify({ query: "{ version }" }), { origin: "https://evil.example" });
      expect(other.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await listed.close();
    }
  });
});

describe("introspection", () => {
  it("is refused when turned off (the production default), while __typename and queries still work", async () => {
    const closedShopper = new Shopper(closed.url);
    for (const query of [`{ __schema { types { name } } }`, `{ __type(name: "Product") { name } }`]) {
      const result = await closedShopper.gql(query);
      expect(result.data ?? null, query).toBeNull();
      expect(messages(result), query).toMatch(/introspection/i);
    }
    expect(await closedShopper.data(`{ __typename version }`)).toMatchObject({ __typename: "RootQueryType" });
  });
});

describe("statement timeout", () => {
  // PGlite has no timer to cancel a statement with: there, the caps above are what keep queries short.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "PostgreSQL cancels a statement that runs past API_STATEMENT_TIMEOUT_MS (5 s)",
    async () => {
      const started = performance.now();
      await expect(server.api.db.query("select pg_sleep(30)")).rejects.toThrow(/statement timeout/);
      expect(performance.now() - started).toBeLessThan(15_000);
    },
    20_000,
  );
});
