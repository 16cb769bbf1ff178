/**
 * Starts the embedded commerce API on a real HTTP port for a test file, on a fresh database:
 * PGlite restored from the seeded dump made in global setup, or (TEST_DATABASE_URL) a database on
 * that PostgreSQL server created from the seeded template made there.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServerAdapter } from "@whatwg-node/server";
import { inject } from "vitest";
import type { ApiSettings } from "@commerce/domain/context";
import { EXACT_AUTHORIZATION_HEADER, exactAuthorization } from "@commerce/http/exact-authorization";
import { createCommerceApi, type CommerceApi } from "@commerce/index";
import { seededDumpPath } from "./paths";
import { databaseUrl, dropDatabase, runOnServer } from "./postgres-databases";

export interface TestApi {
  url: string;
  api: CommerceApi;
  /** With TEST_DATABASE_URL: the URL of this API's own database (another pool on it is another API process). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** `productCount`: seed a catalogue of that many products afresh instead of the demo's 400 (slower). */
export async function startTestApi(
  settings: Partial<ApiSettings> = {},
  { productCount }: { productCount?: number } = {},
): Promise<TestApi> {
  // Attempt limits are off unless a test asks for them: every test shopper shares one address.
  settings = { rateLimitFactor: 0, ...settings };
  const pgUrl = process.env.TEST_DATABASE_URL;
  const database = pgUrl ? `test_${randomBytes(6).toString("hex")}` : undefined;
  if (pgUrl && database) {
    const template = productCount ? null : inject("seededTemplate");
    await runOnServer(pgUrl, `create database "${database}"${template ? ` template "${template}"` : ""}`);
  }
  const ownUrl = pgUrl && database ? databaseUrl(pgUrl, database) : undefined;
  const api = ownUrl
    ? await createCommerceApi({ url: ownUrl, settings, productCount })
    : productCount
      ? await createCommerceApi({ settings, productCount })
      : await createCommerceApi({ loadDataDir: new Blob([readFileSync(seededDumpPath)]), settings });
  const adapter = createServerAdapter((request: Request) => api.handle(request));
  // As server/node-fetch.ts does: whether `Authorization` came spelled exactly so (decision 228).
  // The adapter builds the Request from `req.headers`, so the value is put there first.
  const server: Server = createServer((req, res) => {
    delete req.headers[EXACT_AUTHORIZATION_HEADER];
    const exact = exactAuthorization(req.rawHeaders);
    if (exact !== undefined) req.headers[EXACT_AUTHORIZATION_HEADER] = exact;
    void adapter(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    api,
    databaseUrl: ownUrl,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      if (pgUrl && database) await dropDatabase(pgUrl, database).catch(() => {});
    },
  };
}

/** A shopper with their own cookie jar, talking GraphQL and REST to the API like a VueFront client. */
export class Shopper {
  private cookies = new Map<string, string>();
  constructor(private baseUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader);
    const response = await fetch(this.baseUrl + path, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair.split("=");
      this.cookies.set(name.trim(), value.join("="));
    }
    return response;
  }

  /** Sends one operation; returns the whole GraphQL response ({data, errors}). */
  async gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; errors?: { message: string }[] }> {
    const response = await this.fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as any;
  }

  /** Like gql but fails the test on any GraphQL error. */
  async data<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.gql<T>(query, variables);
    if (result.errors?.length) throw new Error(`GraphQL errors: ${result.errors.map((e) => e.message).join("; ")}`);
    return result.data;
  }

  async rest<T = any>(
    route: string,
    init: { method?: "GET" | "POST"; body?: unknown; query?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await this.fetch(`/api/index.php?route=${route}${init.query ? `&${init.query}` : ""}`, {
      method: init.method ?? "GET",
      headers: init.body ? { "content-type": "application/json" } : {},
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : (null as any) };
  }
}
