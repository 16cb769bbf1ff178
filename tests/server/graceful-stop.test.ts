/**
 * Stopping the whole shop loses no request it accepted (docs/decisions/376-graceful-stop.md): on
 * SIGTERM the web processes stop accepting and finish what they hold, the API's process serves
 * them to their last answer and stops after them, and everything exits 0 within
 * SHUTDOWN_GRACE_MS; a request still running at the deadline is a 503 with Retry-After, not a
 * cut connection. The pages are held in flight by stopping the API's process (SIGSTOP): each waits
 * for its store calls until the test lets the API go on (SIGCONT).
 */
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { childPids, startBuiltShop, type BuiltShop } from "../support/built-shop";
import { samples } from "../support/prometheus";

const BASE_PORT = Number(process.env.SERVER_TEST_PORT ?? 4390);
const PORT = BASE_PORT + 32;
const OPS_PORT = BASE_PORT + 33;
const GRACE_MS = 6_000;
const PAGES = 10;
let shop: BuiltShop | undefined;
let frozenApi: number | undefined;

const start = async () => {
  shop = await startBuiltShop({
    port: PORT,
    captureLog: true,
    env: {
      METRICS_PORT: String(OPS_PORT),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      // The pages wait for the store as long as the test holds it: the stop's deadline comes first.
      COMMERCE_API_TIMEOUT_MS: "60000",
      // Every page is rendered, with its store calls: no cache answers in their place.
      PAGE_CACHE_MB: "0",
      RENDER_MEMO_MB: "0",
      WEB_CONCURRENCY: "2",
    },
  });
  return shop;
};

afterEach(async () => {
  if (frozenApi) process.kill(frozenApi, "SIGCONT");
  frozenApi = undefined;
  await shop?.stop();
  shop = undefined;
});

type Outcome = { status: number; retryAfter?: string; body: string } | { error: string };

/** A page on a connection of its own: its whole answer, or the error that cut it. */
function page(url: string): Promise<Outcome> {
  return new Promise((settle) => {
    const call = request(url, { agent: false, timeout: 30_000 }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => settle({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"], body }));
      response.on("error", (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
    });
    call.on("error", (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
    call.on("timeout", () => {
      settle({ error: "no answer within 30 s" });
      call.destroy();
    });
    call.end();
  });
}

/** The requests the web processes are serving now, as their metrics say (a frozen API's are missing: the scrape waits for it in vain). */
async function webRequestsInFlight(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${OPS_PORT}/metrics`)).text();
  return samples(text, "lumen_http_requests_in_flight")
    .filter((entry) => entry.labels.process === "web")
    .reduce((sum, entry) => sum + entry.value, 0);
}

/** The JSON log lines so far. */
const logLines = (running: BuiltShop) =>
  running
    .log()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Freezes the API, sends PAGES product pages no one asked for before, and waits until the web processes hold them all. */
async function pagesInFlight(running: BuiltShop, first: number): Promise<{ outcomes: Promise<Outcome[]>; webPids: number[] }> {
  const webPids = childPids(running.pid, "server.js");
  expect(webPids).toHaveLength(2);
  const [api] = childPids(running.pid, "api.js");
  expect(api).toBeDefined();
  process.kill(api!, "SIGSTOP");
  frozenApi = api;
  const outcomes = Promise.all(Array.from({ length: PAGES }, (_, index) => page(`${running.url}/store/product/${first + index}`)));
  await expect.poll(webRequestsInFlight, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(PAGES);
  return { outcomes, webPids };
}

describe("stopping the whole shop", () => {
  it(
    "SIGTERM to every process at once (systemd, Ctrl-C): every page in flight answered 200, the API stopped last, exit 0 within the grace",
    { timeout: 240_000 },
    async () => {
      const running = await start();
      const { outcomes, webPids } = await pagesInFlight(running, 30);
      const signalled = Date.now();
      // What systemd's stop and a terminal's Ctrl-C do: the signal reaches every process of the shop.
      for (const pid of [running.pid, ...webPids, frozenApi!]) process.kill(pid, "SIGTERM");
      // Each web process has begun its stop (it accepts no more) before the API may go on.
      await expect
        .poll(
          () => logLines(running).filter((line) => line.role === "web" && line.msg === "stopping: finishing the requests in flight").length,
          {
            timeout: 10_000,
          },
        )
        .toBe(2);
      process.kill(frozenApi!, "SIGCONT");
      frozenApi = undefined;

      const answers = await outcomes;
      expect(answers.filter((answer) => !("status" in answer) || answer.status !== 200)).toEqual([]);
      for (const answer of answers) if ("body" in answer) expect(answer.body).toContain("</html>");
      const { code, at } = await running.exited;
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(GRACE_MS);
      // The API's process stopped on the supervisor's order, after the web processes, not on the signal it had.
      const apiStop = logLines(running).find((line) => line.role === "api" && String(line.msg).startsWith("stopping"));
      expect(apiStop).toMatchObject({ signal: "supervisor" });
    },
  );

  it(
    "SIGTERM to the supervisor with pages still waiting at the deadline: each is a 503 with Retry-After, none cut; exit 0 within the grace",
    { timeout: 240_000 },
    async () => {
      const running = await start();
      const { outcomes } = await pagesInFlight(running, 60);
      const signalled = Date.now();
      process.kill(running.pid, "SIGTERM");
      // The API stays frozen: no page can finish before the web processes' deadline.
      const answers = await outcomes;
      process.kill(frozenApi!, "SIGCONT");
      frozenApi = undefined;

      expect(answers.filter((answer) => !("status" in answer) || answer.status !== 503)).toEqual([]);
      for (const answer of answers) {
        if (!("status" in answer)) continue;
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.body).toContain("The shop is restarting");
      }
      const { code, at } = await running.exited;
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(GRACE_MS);
    },
  );
});
