/**
 * The production servers the browser tests run against (see playwright.config.ts): the shop with
 * its embedded API, a shop whose embedded API reports a newer version, a shop pointed at an API
 * that does not answer, a shop whose API is a stock VueFront store, and a storefront in remote
 * mode on that store's API (tests/e2e/stock-store.spec.ts); a shop whose API stands in for
 * VueFront on WordPress + WooCommerce, and a storefront in remote mode on it
 * (tests/e2e/wordpress-store.spec.ts, docs/decisions/228-wordpress-profile.md).
 */
const basePort = Number(process.env.E2E_PORT ?? 4310);

export const servers = {
  shop: { port: basePort, url: `http://127.0.0.1:${basePort}` },
  deprecated: { port: basePort + 1, url: `http://127.0.0.1:${basePort + 1}` },
  apiDown: { port: basePort + 2, url: `http://127.0.0.1:${basePort + 2}` },
  stock: { port: basePort + 3, url: `http://127.0.0.1:${basePort + 3}` },
  remote: { port: basePort + 4, url: `http://127.0.0.1:${basePort + 4}` },
  wordpress: { port: basePort + 5, url: `http://127.0.0.1:${basePort + 5}` },
  wpRemote: { port: basePort + 6, url: `http://127.0.0.1:${basePort + 6}` },
  // basePort + 7 is the shop's operator port (below).
  /** A stock OpenCart store with an API key: the shop places orders through its order API (decision 360). */
  stockOrders: { port: basePort + 8, url: `http://127.0.0.1:${basePort + 8}` },
} as const;

/** The stand-in store's API user's key, which the shop beside it is given too (tests/e2e/opencart-order-api.spec.ts). */
export const OPENCART_API_KEY = "e2e-opencart-api-key-not-for-production";

/** The storefront in remote mode has a newsletter at a mail provider (docs/decisions/342); the shop has none. */
export const NEWSLETTER_URL = "https://mail.example.com/lumen-optics/sign-up";

/** The shop's operator port, where the browser tests ship orders (docs/decisions/341-order-status-by-the-operator.md). */
export const SHOP_OPERATOR_PORT = basePort + 7;

/** A port nothing listens on: the "API down" shop's remote API. */
export const CLOSED_PORT = 39;

/** How the browser tests start Debian's Chromium (headless, and quiet on this machine's closed network). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
