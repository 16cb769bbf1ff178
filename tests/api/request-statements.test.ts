/**
 * What one API request costs in SQL: the Server-Timing `sql` entry counts its statements (the bench
 * prints them per page), the session row is read once however many resolvers need it, and the
 * store's languages are read once per process (decision 126).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@commerce/db/index";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let server: TestApi;
let statements: string[] = [];

beforeAll(async () => {
  server = await startTestApi();
  // Every statement of every request passes through the database's query function: record them.
  // On PostgreSQL a request's statements run through `cancellable` (its own connection, cancelled
  // when the caller goes away): record those too.
  const db = server.api.db as Pick<Database, "query" | "cancellable">;
  const recorded = (query: Database["query"]) =>
    ((sql: string, params?: readonly unknown[]) => {
      statements.push(sql);
      return query(sql, params);
    }) as Database["query"];
  db.query = recorded(db.query);
  const cancellable = db.cancellable;
  if (cancellable) db.cancellable = (signal) => ({ query: recorded(cancellable(signal).query) });
});
afterAll(() => server?.close());

/** Every resolver here reads the visitor's session (owner, currency, language, login). */
const SHELL = `{
  cart { products { key } total }
  wishlist { id }
  accountCheckLogged { status }
  currency { code active }
  language { code active }
}`;

async function shell(shopper: Shopper) {
  statements = [];
  const response = await shopper.fetch("/api/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: SHELL }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { timing: response.headers.get("server-timing") ?? "", statements };
}

const sessionReads = (sql: string[]) => sql.filter((s) => /from session where id/.test(s)).length;

describe("SQL per API request", () => {
  it("reads the session row once per request, for a stored session too", async () => {
    const shopper = new Shopper(server.url);
    await shopper.data(`mutation { editCurrency(code: "EUR") { code } }`);
    const { statements: sql } = await shell(shopper);
    expect(sessionReads(sql)).toBe(1);
  });

  it("reports its statements and their time in Server-Timing", async () => {
    const { timing, statements: sql } = await shell(new Shopper(server.url));
    const match = /(?:^|,\s*)sql;dur=(\d+(?:\.\d+)?);desc="(\d+) statements"/.exec(timing);
    expect(match, timing).not.toBeNull();
    expect(Number(match![2])).toBe(sql.length);
  });

  it("reads the store's languages once, not on every request", async () => {
    const shopper = new Shopper(server.url);
    await shell(shopper);
    const { statements: sql } = await shell(shopper);
    expect(sql.filter((s) => /from language/.test(s))).toEqual([]);
  });
});
