/**
 * A forgotten password (docs/product/accounts.md#forgotten-password, docs/decisions/094-password-reset.md).
 *
 * On a store with the extensions (the embedded API) the shop has its own pages: the shopper asks at
 * /account/forgotten with their e-mail, the store e-mails a link to /account/reset carrying a
 * token, and there they choose a new password. The link's page takes the token out of the address
 * (into the signed session cookie) before it shows anything, so no script, history entry or
 * Referer holds it. A stock VueFront module has no reset: the login page links to the store's own
 * forgotten-password page instead.
 */
import { redirect } from "@remix-run/node";
import { storeCapabilities } from "~/lib/api/capabilities.server";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/seo/origin.server";
import type { Shopper } from "~/lib/shopper.server";
import { FORGOTTEN_PATH, RESET_PATH } from "./customer";
import { AccountForgottenPasswordDocument, AccountPasswordResetValidDocument, AccountResetPasswordDocument } from "./queries.server";

/** What a page that may hold a reset token answers with: never stored, and no Referer for where it leads. */
export const RESET_PAGE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } as const;

/**
 * True when `hostname` is an address shoppers cannot reach but the shop can: a private network's
 * (10/8, 172.16/12, 192.168/16, fc00::/7) or a single-label name (a container's). The store's paths
 * are then routed on the shop's own host (docs/real-stores.md), so its pages are there.
 */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (/^10\./.test(host) || /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host)) return true;
  if (/^f[cd][0-9a-f]{2}:/.test(host)) return true;
  return !host.includes(".") && !host.includes(":") && host !== "localhost";
}

/** Where the store's own pages are: the origin of COMMERCE_API_URL, or the shop's own (embedded API, private address). */
function storePublicOrigin(request: Request): string {
  const env = getEnv();
  const api = new URL(env.apiUrl);
  return env.embeddedApi || isPrivateHost(api.hostname) ? publicOrigin(request) : api.origin;
}

/**
 * The store's own order history page, on the same origin as its forgotten-password page: OpenCart's
 * `index.php?route=account/order`; WooCommerce's My account › Orders (`/my-account/orders/`, under the
 * path WordPress is installed at). Neither VueFront module nor the stores' order APIs list orders
 * (docs/decisions/360-orders-through-the-stores-order-api.md, 365-woocommerce-store-api-orders.md).
 */
export function storeOrderHistoryUrl(request: Request): string | null {
  const env = getEnv();
  const api = new URL(env.apiUrl);
  if (env.wordpressStore) {
    const wordpressAt = api.pathname.indexOf("/wp-json/");
    const root =
      wordpressAt >= 0
        ? api.pathname.slice(0, wordpressAt)
        : api.searchParams.has("rest_route")
          ? api.pathname.replace(/\/[^/]*$/, "")
          : "";
    return `${storePublicOrigin(request)}${root}/my-account/orders/`;
  }
  return `${storePublicOrigin(request)}${new URL(env.indexUrl).pathname}?route=account/order`;
}

/**
 * The store's own forgotten-password page, for a store without the reset extension: OpenCart's
 * `index.php?route=account/forgotten`, WordPress's `wp-login.php?action=lostpassword` (a GraphQL URL
 * under `/wp-json/` or with `rest_route` is WordPress). On the origin of COMMERCE_API_URL, or the
 * shop's own when the store is the embedded API or sits on a private address behind the shop.
 */
export function storeForgottenPasswordUrl(request: Request): string {
  const env = getEnv();
  const api = new URL(env.apiUrl);
  const origin = storePublicOrigin(request);
  const wordpressAt = api.pathname.indexOf("/wp-json/");
  if (wordpressAt >= 0) return `${origin}${api.pathname.slice(0, wordpressAt)}/wp-login.php?action=lostpassword`;
  if (api.searchParams.has("rest_route")) return `${origin}${api.pathname.replace(/[^/]*$/, "")}wp-login.php?action=lostpassword`;
  return `${origin}${new URL(env.indexUrl).pathname}?route=account/forgotten`;
}

/** Where "Forgotten your password?" leads: this shop's page when the store resets passwords, else the store's own page. */
export async function forgottenPasswordHref(shopper: Shopper, request: Request): Promise<string> {
  const { extensions } = await storeCapabilities(shopper.api);
  return extensions ? FORGOTTEN_PATH : storeForgottenPasswordUrl(request);
}

/** The store e-mails the customer with this address a link to the reset page, if there is one. */
export async function askForResetLink(shopper: Shopper, request: Request, email: string): Promise<void> {
  await shopper.api.request(AccountForgottenPasswordDocument, { email, resetUrl: `${publicOrigin(request)}${RESET_PATH}` });
}

/**
 * The reset link's first request: its token goes into the session and the shopper to the same page
 * without it. Answers nothing for a request without a token.
 */
export function takeTokenFromAddress(shopper: Shopper, request: Request): Response | null {
  const token = new URL(request.url).searchParams.get("token");
  if (token === null) return null;
  shopper.setValue("resetToken", token.trim().slice(0, 200) || undefined);
  return redirect(RESET_PATH, { status: 303, headers: RESET_PAGE_HEADERS });
}

/** The token this shopper came with, when the store still takes it. */
export async function validResetToken(shopper: Shopper): Promise<string | null> {
  const token = shopper.getValue("resetToken");
  if (!token) return null;
  const { accountPasswordResetValid } = await shopper.api.request(AccountPasswordResetValidDocument, { token });
  return accountPasswordResetValid ? token : null;
}

/** Sets the new password with the kept token (the store's refusal is thrown); answers the customer's e-mail. */
export async function resetPassword(shopper: Shopper, password: string): Promise<string> {
  const { accountResetPassword } = await shopper.api.request(AccountResetPasswordDocument, {
    token: shopper.getValue("resetToken") ?? "",
    password,
  });
  shopper.setValue("resetToken", undefined);
  return accountResetPassword?.email ?? "";
}
