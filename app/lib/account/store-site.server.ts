/**
 * The store's own site, for the pages the shop links to on it (its forgotten-password page, a
 * WordPress customer's orders): on the origin of COMMERCE_API_URL, or the shop's own when the store
 * is the embedded API or sits on a private address behind the shop (its paths are then routed on the
 * shop's host, docs/real-stores.md).
 */
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/seo/origin.server";

/**
 * True when `hostname` is an address shoppers cannot reach but the shop can: a private network's
 * (10/8, 172.16/12, 192.168/16, fc00::/7) or a single-label name (a container's).
 */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (/^10\./.test(host) || /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host)) return true;
  if (/^f[cd][0-9a-f]{2}:/.test(host)) return true;
  return !host.includes(".") && !host.includes(":") && host !== "localhost";
}

export interface StoreSite {
  /** Where shoppers reach the store's pages. */
  origin: string;
  /**
   * The path WordPress is installed under ("" at the root) when the store is WordPress (a GraphQL URL
   * under `/wp-json/` or with `rest_route`), else null.
   */
  wordpressRoot: string | null;
}

export function storeSite(request: Request): StoreSite {
  const env = getEnv();
  const api = new URL(env.apiUrl);
  const origin = env.embeddedApi || isPrivateHost(api.hostname) ? publicOrigin(request) : api.origin;
  const wordpressAt = api.pathname.indexOf("/wp-json/");
  if (wordpressAt >= 0) return { origin, wordpressRoot: api.pathname.slice(0, wordpressAt) };
  if (api.searchParams.has("rest_route")) return { origin, wordpressRoot: api.pathname.replace(/\/[^/]*$/, "") };
  return { origin, wordpressRoot: null };
}

/**
 * A WordPress customer's orders on the store's own site (WooCommerce's My account › Orders), for the
 * account pages of a store that does not list them over the API; null on other stores.
 */
export function storeOrderHistoryUrl(request: Request): string | null {
  const { origin, wordpressRoot } = storeSite(request);
  return wordpressRoot === null ? null : `${origin}${wordpressRoot}/my-account/orders/`;
}
