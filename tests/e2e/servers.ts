/**
 * The three production servers the browser tests run against (see playwright.config.ts):
 * the shop with its embedded API, a shop whose embedded API reports a newer version, and a shop
 * pointed at an API that does not answer.
 */
const basePort = Number(process.env.E2E_PORT ?? 4310);

export const servers = {
  shop: { port: basePort, url: `http://127.0.0.1:${basePort}` },
  deprecated: { port: basePort + 1, url: `http://127.0.0.1:${basePort + 1}` },
  apiDown: { port: basePort + 2, url: `http://127.0.0.1:${basePort + 2}` },
} as const;

/** A port nothing listens on: the "API down" shop's remote API. */
export const CLOSED_PORT = 39;
