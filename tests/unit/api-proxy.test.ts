import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createApiProxy } from "../../server/api-proxy";

const servers: Server[] = [];
async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((closed) => server.close(() => closed()));
  }
});

describe("the /api/* pass-through", () => {
  it("answers 504 when the API says nothing within the deadline", async () => {
    const silentApi = await listen(createServer(() => {}));
    const proxy = createApiProxy(silentApi, 1024, 300);
    const front = await listen(createServer((req, res) => void proxy(req, res, { origin: "http://shop.test", client: "203.0.113.7" })));
    const started = Date.now();
    const response = await fetch(`${front}/api/graphql`, { method: "POST", body: "{}" });
    expect(response.status).toBe(504);
    expect(await response.text()).toBe("The commerce API did not answer in time.");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("passes an answer given in time, with the visitor's address", async () => {
    const api = await listen(createServer((req, res) => res.end(String(req.headers["x-forwarded-for"]))));
    const proxy = createApiProxy(api, 1024, 5_000);
    const front = await listen(createServer((req, res) => void proxy(req, res, { origin: "http://shop.test", client: "203.0.113.7" })));
    const response = await fetch(`${front}/api/image/x.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("203.0.113.7");
  });
});
