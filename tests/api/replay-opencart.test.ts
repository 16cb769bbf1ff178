/**
 * Replays the recordings of a real OpenCart 3.0.3.9 store with the stock VueFront module (d_vuefront
 * 2.1.4, /work/shared/fixtures/vuefront-opencart-3.0.3.9) against the stock profile
 * (docs/decisions/220-stock-profile-as-recorded.md), one cookie jar per scenario as the recorder
 * kept it, and compares each answer's shape with the recorded one: status, content type, Set-Cookie
 * names, and the JSON body's keys, value types and nulls (arrays by their first element). Values
 * differ (ids, names, prices). Every difference must be listed in replay/differences.ts, and every
 * listed difference must still occur.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "./../support/api-server";
import { DIFFERENCES, SKIPPED } from "./replay/differences";
import { learnIds, mapQueryText, mapVariables } from "./replay/map-ids";
import { shapeDifferences } from "./replay/shape";

const FIXTURES = process.env.OPENCART_FIXTURES ?? "/work/shared/fixtures/vuefront-opencart-3.0.3.9";
const GRAPHQL_ROUTE = "route=extension/module/d_vuefront/graphql";

interface Exchange {
  name: string;
  request?: { method: string; url: string; headers: { cookie?: string }; body: string | null };
  response?: { status: number; headers: Record<string, string | string[] | undefined>; body: string };
  note?: string;
}

const scenarios = existsSync(FIXTURES)
  ? readdirSync(FIXTURES)
      .filter((file) => /^\d\d-.*\.json$/.test(file))
      .sort()
      .map((file) => ({ file, exchanges: (JSON.parse(readFileSync(join(FIXTURES, file), "utf8")) as { exchanges: Exchange[] }).exchanges }))
  : [];

/** `NN name`, with ` (2)` … for a name the file repeats (06 replays its steps as guest, then logged in). */
function keyed(file: string, exchanges: Exchange[]): { key: string; exchange: Exchange }[] {
  const seen = new Map<string, number>();
  return exchanges.map((exchange) => {
    const count = (seen.get(exchange.name) ?? 0) + 1;
    seen.set(exchange.name, count);
    return { key: `${file.slice(0, 2)} ${exchange.name}${count > 1 ? ` (${count})` : ""}`, exchange };
  });
}

/** Why an exchange is not replayed, or undefined: database reads and section headings by rule, the rest as listed. */
function skipReason(key: string, exchange: Exchange): string | undefined {
  if (exchange.name.startsWith("db: ")) return "a database read, not an HTTP exchange";
  if (!exchange.request || !exchange.response) return "a section heading";
  return SKIPPED[key];
}

const STAMP = `r${Date.now().toString(36)}`;
/** The test customer the recordings log in with, registered on the stand-in before the replay. */
const CUSTOMER = { email: "cust-on-mwxi3ipd@example.com", password: "Secret-pass-123" };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ profile: "stock", checkoutFields: "module" });
  // The counterparts of OpenCart's Canon EOS 5D (7 in stock) and Galaxy Tab (none in stock).
  await api.api.db.query(`update product set quantity = 7 where id = 312`);
  await api.api.db.query(`update product set quantity = 0 where id = 192`);
  const shopper = new Shopper(api.url);
  await shopper.data(`mutation R($c: CustomerInput) { accountRegister(customer: $c) { id } }`, {
    c: { firstName: "Cora", lastName: "Customer", email: CUSTOMER.email, password: CUSTOMER.password, phone: "" },
  });
});
afterAll(() => api?.close());

class Jar {
  cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  keep(lines: string[]) {
    for (const line of lines) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }
}

/** The recorded request, sent to the stand-in with the demo catalogue's ids. */
function replayRequest(exchange: Exchange, jar: Jar, learned: Map<string, string>): Request {
  const { method, url, headers, body } = exchange.request!;
  const recordedUrl = new URL(url);
  const target = url.includes(GRAPHQL_ROUTE) ? `${api.url}/api/graphql` : `${api.url}/api/index.php${recordedUrl.search}`;
  const sent = new Headers();
  if (headers.cookie && jar.cookies.size) sent.set("cookie", jar.header());
  if (exchange.note?.startsWith("multipart/form-data")) {
    const [, operations, map] = /operations=(\{.*\}), map=(\{.*?\}), 0=/.exec(exchange.note) ?? [];
    const form = new FormData();
    form.set("operations", operations!);
    form.set("map", map!);
    form.set("0", new Blob(["fixture upload\n"], { type: "text/plain" }), "note.txt");
    return new Request(target, { method, headers: sent, body: form });
  }
  let text = body ?? undefined;
  if (text) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.replaceAll("<stamp>", STAMP));
    } catch {
      parsed = undefined;
    }
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed) && typeof (parsed as { query?: unknown }).query === "string") {
      const operation = parsed as { query: string; variables?: Record<string, unknown> };
      const query = mapQueryText(operation.query);
      text = JSON.stringify({ ...operation, query, variables: mapVariables(query, operation.variables ?? {}, learned) });
    } else if (parsed !== undefined) text = JSON.stringify(parsed);
    sent.set(
      "content-type",
      parsed !== undefined ? "application/json" : /^\w+=/.test(text) ? "application/x-www-form-urlencoded" : "text/plain",
    );
  }
  return new Request(target, { method, headers: sent, body: text });
}

const mime = (type: string | null | undefined) => (type ?? "").split(";")[0]!.trim().toLowerCase();
const cookieNames = (lines: string[]) => [...new Set(lines.map((line) => line.split("=")[0]!.trim()))].sort().join(", ");

async function compare(key: string, exchange: Exchange, jar: Jar, learned: Map<string, string>): Promise<string[]> {
  const recorded = exchange.response!;
  const response = await fetch(replayRequest(exchange, jar, learned), { redirect: "manual" });
  const setCookies = response.headers.getSetCookie();
  jar.keep(setCookies);
  const body = await response.text();
  if (process.env.REPLAY_DEBUG && key.includes(process.env.REPLAY_DEBUG)) console.log(key, response.status, body.slice(0, 600));
  const out: string[] = [];
  if (response.status !== recorded.status) out.push(`status ${recorded.status} recorded, ${response.status} here`);
  const recordedType = mime(recorded.headers["content-type"] as string | undefined);
  if (recordedType !== mime(response.headers.get("content-type"))) {
    out.push(`content type ${recordedType || "(none)"} recorded, ${mime(response.headers.get("content-type")) || "(none)"} here`);
  }
  const recordedCookies = cookieNames((recorded.headers["set-cookie"] as string[] | undefined) ?? []);
  if (recordedCookies !== cookieNames(setCookies))
    out.push(`Set-Cookie ${recordedCookies || "(none)"} recorded, ${cookieNames(setCookies) || "(none)"} here`);
  if (recordedType === "application/json" && recorded.body) {
    const want: unknown = JSON.parse(recorded.body);
    let got: unknown;
    try {
      got = JSON.parse(body);
    } catch {
      return [...out, "body is not JSON here"];
    }
    out.push(...shapeDifferences(want, got));
    learnIds(want, got, learned);
  } else if (recordedType === "text/html" && recorded.status === 404 && !body.includes("The page you requested cannot be found!")) {
    out.push("no not-found page here");
  }
  return out;
}

describe.skipIf(!scenarios.length)("the stock profile replays the OpenCart recordings", () => {
  const found: Record<string, string[]> = {};
  const skipped: string[] = [];

  for (const { file, exchanges } of scenarios) {
    it(file, async () => {
      const jar = new Jar();
      const learned = new Map<string, string>();
      for (const { key, exchange } of keyed(file, exchanges)) {
        const reason = skipReason(key, exchange);
        if (reason) {
          skipped.push(`${key}: ${reason}`);
          continue;
        }
        const differences = await compare(key, exchange, jar, learned);
        if (differences.length) found[key] = differences;
      }
      const unexpected = Object.entries(found).filter(([key]) => key.startsWith(file.slice(0, 2)) && !DIFFERENCES[key]);
      const stale = Object.keys(DIFFERENCES).filter((key) => key.startsWith(file.slice(0, 2)) && !found[key]);
      if (process.env.REPLAY_PRINT) console.log(JSON.stringify(Object.fromEntries(unexpected), null, 1));
      expect(Object.fromEntries(unexpected), "differences not listed in replay/differences.ts").toEqual({});
      expect(stale, "listed in replay/differences.ts but no longer different").toEqual([]);
    });
  }

  it("skips only the listed exchanges, each of which exists", () => {
    const unmatched = Object.keys(SKIPPED).filter((key) => !skipped.some((line) => line.startsWith(`${key}: `)));
    expect(unmatched, "SKIPPED entries that match no exchange").toEqual([]);
    // The rest are database reads and section headings.
    expect(skipped.filter((line) => !/: (a database read|a section heading)/.test(line))).toHaveLength(Object.keys(SKIPPED).length);
  });
});
