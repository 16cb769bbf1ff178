import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server?.close());

describe("embedded API over HTTP", () => {
  it("answers introspection and hands out its own session cookie", async () => {
    const shopper = new Shopper(server.url);
    const result = await shopper.gql(`{ __schema { queryType { name } } }`);
    expect(result.data.__schema.queryType.name).toBe("RootQueryType");
    expect(shopper.cookieHeader).toMatch(/^OCSESSID=[a-f0-9]{32}$/);
  });
});
