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

describe("cost by rows (list sizes)", () => {
  const TILE =
    "id name description shortDescription image imageBig price special rating images(limit: 10) { image } options { name values { name } } reviews { author content rating }";

  it("refuses 20 aliases of productsList(size: 500) before anything runs", async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: productsList(size: 500, page: ${i + 1}) { content { ${TILE} } }`);
    const started = performance.now();
    const result = await shopper.gql(`{ ${aliases.join(" ")} }`);
    expect(result.data ?? null).toBeNull();
    expect(messages(result)).toMatch(/^The query asks for too much at once: its cost is \d+, and at most 30000 is answered\./);
    expect((result.errors![0] as { extensions?: { code?: string } }).extensions?.code).toBe("QUERY_TOO_COSTLY");
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("counts a size given in a variable as the request asks it, each time", async () => {
    const query = `query ($size: Int) { a: productsList(size: $size) { content { ${TILE} } } b: productsList(size: $size, page: 2) { content { ${TILE} } } c: productsList(size: $size, page: 3) { content { ${TILE} } } }`;
    const small = await shopper.gql(query, { size: 5 });
    expect(small.errors).toBeUndefined();
    expect(small.data.a.content).toHaveLength(5);
    // The same document again (yoga keeps its validation): the size is counted anew.
    expect(messages(await shopper.gql(query, { size: 500 }))).toMatch(/too much at once/);
    expect(messages(await shopper.gql(query))).toMatch(/too much at once/);
  });

  it(`counts ${QUERY_LIMITS.listCost} as the budget a single full-size list with the storefront's tile fields fits`, async () => {
    const result = await shopper.gql(`{ productsList(size: 500) { content { id name image price special rating } } }`);
    expect(result.errors).toBeUndefined();
  });
});

describe("costly product fields (decision 276)", () => {
  const EVERYTHING =
    "id name description image images { image } options { name values { name } } reviews { author content rating } attributes { name options }";

  it("refuses 500 products with descriptions, images, options, reviews and attributes, and answers 100 of them", async () => {
    const all = await shopper.gql(`{ productsList(size: 500) { content { ${EVERYTHING} } } }`);
    expect(all.data ?? null).toBeNull();
    expect((all.errors![0] as { extensions?: { code?: string } }).extensions?.code).toBe("QUERY_TOO_COSTLY");
    const fewer = await shopper.gql(`{ productsList(size: 100) { content { ${EVERYTHING} } } }`);
    expect(fewer.errors).toBeUndefined();
    expect(fewer.data.productsList.content).toHaveLength(100);
  });
});

describe("cost per address and minute (decision 276)", () => {
  it("refuses a caller past its minute's budget with the wait, and not another address or the shop itself", async () => {
    const budgeted = await startTestApi({ rateLimitFactor: 1, costPerMinute: 5_000 });
    try {
      const query = JSON.stringify({ query: "{ productsList(size: 300) { content { id name image price special rating } } }" });
      const from = (address: string) => post(budgeted.url, query, { "x-forwarded-for": address });
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await from("2001:db8:5:6::1"));
      const codes = answers.map(
        (answer) => (JSON.parse(answer.text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
      );
      expect(codes.filter((code) => code === undefined).length).toBeGreaterThanOrEqual(1);
      expect(codes.at(-1)).toBe("RATE_LIMITED");
      const refused = answers.at(-1)!;
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.text).toMatch(/Too much was asked from your address in the last minute\. Please wait \d+ seconds/);
      // The same /64 is the same caller; the next /64 and the shop's own loopback calls are not.
      expect((await from("2001:db8:5:6::99")).status).toBe(429);
      expect((await from("2001:db8:5:7::1")).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await from("127.0.0.1")).status).toBe(200);
    } finally {
      await budgeted.close();
    }
  });
});

describe("abandoned work (decision 276)", () => {
  it("runs no statement for a caller that has gone", async () => {
    const { metered, CallerGone } = await import("@commerce/db/index");
    const gone = new AbortController();
    const meter = { statements: 0, ms: 0 };
    const db = metered(server.api.db, meter, gone.signal);
    expect((await db.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    gone.abort();
    await expect(db.query("select 2")).rejects.toBeInstanceOf(CallerGone);
    await expect(db.transaction((tx) => tx.query("select 3"))).rejects.toBeInstanceOf(CallerGone);
    expect(meter.statements).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("has PostgreSQL cancel a statement still running when its caller goes", async () => {
    const { metered, CallerGone } = await import("@commerce/db/index");
    const gone = new AbortController();
    const db = metered(server.api.db, { statements: 0, ms: 0 }, gone.signal);
    const marker = `caller-gone-${Date.now()}`;
    const running = db.query(`select pg_sleep(4), '${marker}'`);
    const settled = running.then(
      () => "finished",
      (error: unknown) => error,
    );
    // Once the server runs it (a state, read from pg_stat_activity), the caller goes.
    for (;;) {
      const { rows } = await server.api.db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where query like $1 and query not like '%pg_stat_activity%'`,
        [`%${marker}%`],
      );
      if (rows[0]!.n > 0) break;
    }
    gone.abort();
    expect(await settled).toBeInstanceOf(CallerGone);
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

describe("posts a page on another site could send", () => {
  const query = JSON.stringify({ query: 'mutation { addToCart(id: "1", quantity: 1) { id } }' });

  it("refuses a GraphQL post that is not JSON (a plain form's types) with 415", async () => {
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", "query=mutation%20%7B%20addToCart(id%3A%20%221%22)%20%7B%20id%20%7D%20%7D"],
      ["text/plain", query],
    ]) {
      const answer = await post(server.url, body!, { "content-type": type! });
      expect(answer.status, type).toBe(415);
      expect(answer.text).toContain("Send GraphQL requests as JSON");
    }
  });

  it("refuses a post from another site's page with 403, whatever the route", async () => {
    expect((await post(server.url, query, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(server.url, query, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    const coupon = await fetch(`${server.url}/api/index.php?route=api/coupon`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ coupon: "SAVE10" }),
    });
    expect(coupon.status).toBe(403);
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({ query: "mutation ($file: Upload) { uploadFile(file: $file) { code } }", variables: { file: null } }),
    );
    form.set("map", JSON.stringify({ 0: ["variables.file"] }));
    form.set("0", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "note.pdf");
    const upload = await fetch(`${server.url}/api/graphql`, { method: "POST", headers: { origin: "https://evil.example" }, body: form });
    expect(upload.status).toBe(403);
  });

  it("takes posts from its own pages, from servers that send no Origin, and from listed origins", async () => {
    expect((await post(server.url, query, { origin: server.url, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post(server.url, query)).status).toBe(200);
    const listed = await startTestApi({ corsOrigins: ["https://app.example"] });
    try {
      expect((await post(listed.url, query, { origin: "https://app.example" })).status).toBe(200);
    } finally {
      await listed.close();
    }
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

  it("with it, names nearby are not suggested either (docs/decisions/332-quiet-logs-and-operator-port.md); in development they are", async () => {
    const closedShopper = new Shopper(closed.url);
    const guesses = [`{ productList { content { id } } }`, `{ product(idd: "1") { id } }`];
    for (const query of guesses) {
      const refused = messages(await closedShopper.gql(query));
      expect(refused, query).toMatch(/Cannot query field|Unknown argument/);
      expect(refused, query).not.toMatch(/Did you mean/);
      expect(messages(await shopper.gql(query)), query).toMatch(/Did you mean/);
    }
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
