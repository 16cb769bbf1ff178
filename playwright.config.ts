import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CLOSED_PORT, NEWSLETTER_URL, OPENCART_API_KEY, SHOP_OPERATOR_PORT, servers } from "./tests/e2e/servers";

// One fresh data directory per run; workers load this file again and inherit the variable.
const dataRoot = (process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), "lumen-e2e-")));

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  SESSION_SECRET: "e2e-session-secret-not-for-production",
  COMMERCE_DATA_DIR: join(dataRoot, String(port)),
  // Every test shopper comes from 127.0.0.1: the rate limits are tested in tests/server.
  RATE_LIMIT_FACTOR: "100",
  // "Another buyer" takes a product's whole stock in one cart line: the quantity caps are tested
  // in tests/api/unpaid-orders.test.ts.
  CART_MAX_LINE_QUANTITY: "1000",
  CART_MAX_QUANTITY: "10000",
  ...extra,
});

/** The built production server (npm test builds first; run `npm run build` before `npm run test:e2e`). */
const server = (port: number, readyPath: string, extra?: Record<string, string>) => ({
  port,
  command: `node ${process.env.BUILD_DIR ?? "build"}/server.js`,
  url: `http://127.0.0.1:${port}${readyPath}`,
  env: serverEnv(port, extra),
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

/**
 * `E2E_SERVERS=shop,stock` boots only the named servers (tests/e2e/servers.ts): a quick loop for one
 * spec. Unset, every server starts, as CI needs.
 */
function onlyWanted<T extends { port: number }>(all: T[]): Omit<T, "port">[] {
  const wanted = process.env.E2E_SERVERS?.split(",").map((name) => name.trim());
  const ports = new Set(
    Object.entries(servers)
      .filter(([name]) => !wanted || wanted.includes(name))
      .map(([, { port }]) => port),
  );
  return all.filter(({ port }) => ports.has(port)).map(({ port: _port, ...rest }) => rest);
}

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  // Two cores: two browsers at most.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI (.ci/run) runs a failed test once more: the log still names it "flaky", and one slow moment
  // of a loaded machine does not throw away the whole run. Locally a failure is a failure.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: servers.shop.url,
    // A trace of every test costs about a fifth of the run's CPU; CI, whose traces nobody can open,
    // sets E2E_TRACE=off (.ci/run).
    trace: process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  // Every test runs twice: with JavaScript, and as a browser without it would see the shop.
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
  webServer: onlyWanted([
    // /readyz answers once the embedded API has prepared its database.
    server(servers.shop.port, "/readyz", { METRICS_PORT: String(SHOP_OPERATOR_PORT) }),
    server(servers.deprecated.port, "/readyz", { COMMERCE_API_VERSION: "9.0.0" }),
    // Its API never answers, so it is ready when it serves a static file.
    server(servers.apiDown.port, "/robots.txt", { COMMERCE_API_URL: `http://127.0.0.1:${CLOSED_PORT}/api/graphql` }),
    // A stock VueFront store (the contract alone, the module's checkout fields), whose card payment
    // page may send shoppers back to the remote storefront; that storefront has no API of its own.
    server(servers.stock.port, "/readyz", {
      COMMERCE_API_PROFILE: "stock",
      API_CHECKOUT_FIELDS: "module",
      API_CORS_ORIGINS: servers.remote.url,
      WEB_CONCURRENCY: "1",
    }),
    server(servers.remote.port, "/readyz", {
      COMMERCE_API_URL: `${servers.stock.url}/api/graphql`,
      STOREFRONT_URL: servers.remote.url,
      NEWSLETTER_URL,
      WEB_CONCURRENCY: "1",
    }),
    // A stand-in for VueFront CMS Connect on WordPress + WooCommerce (decision 228), and a storefront
    // in remote mode on it: the API reads a bearer token only from `Authorization` spelled so.
    server(servers.wordpress.port, "/readyz", {
      COMMERCE_API_PROFILE: "wordpress",
      API_CHECKOUT_FIELDS: "module",
      WEB_CONCURRENCY: "1",
    }),
    server(servers.wpRemote.port, "/readyz", {
      COMMERCE_API_URL: `${servers.wordpress.url}/api/graphql`,
      WEB_CONCURRENCY: "1",
    }),
    // A stock OpenCart store whose order API takes this shop's key (decision 360).
    server(servers.stockOrders.port, "/readyz", {
      COMMERCE_API_PROFILE: "stock",
      API_CHECKOUT_FIELDS: "module",
      OPENCART_API_KEY,
      WEB_CONCURRENCY: "1",
    }),
  ]),
});
