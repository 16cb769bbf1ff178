/**
 * Starts the built production server once for the server tests (build first: npm run build), the
 * way an operator runs it: the supervisor, the API's own process, web processes. It trusts a proxy
 * (TRUST_PROXY=1) so tests can also arrive "over HTTPS" with X-Forwarded-Proto.
 */
import type { TestProject } from "vitest/node";
import { startBuiltShop } from "../support/built-shop";

declare module "vitest" {
  export interface ProvidedContext {
    shopUrl: string;
    /** The shop's embedded database folder (COMMERCE_DATA_DIR). */
    shopDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const shop = await startBuiltShop({ port: Number(process.env.SERVER_TEST_PORT ?? 4390), env: { TRUST_PROXY: "1" } });
  project.provide("shopUrl", shop.url);
  project.provide("shopDataDir", shop.dataDir);
  return () => shop.stop();
}
