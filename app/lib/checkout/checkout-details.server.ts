/**
 * What the shopper typed in step 1, kept for the store's order API (docs/decisions/362-checkout-details-cookie.md):
 * the stock VueFront module stores the addresses but never answers them back, so the order's names,
 * e-mail, telephone and address come from here. Personal data: not in the session cookie, a URL or a
 * log (decision 254), but sealed like the lines' choices (decision 361) in one httpOnly, SameSite=Lax
 * cookie sent to the checkout's paths only, dropped when the order is placed through the order API
 * (else it lapses after a day: a hand-over may bring the shopper back).
 */
import { checkoutCookieLines, openJson, sealJson } from "~/lib/cart/line-choices.server";
import { getEnv } from "~/lib/env.server";
import type { FieldRole, FormField } from "~/lib/forms/store-fields";
import type { Shopper } from "~/lib/shopper.server";

/** Step 1's values by what each is for (any store's names). */
export type CheckoutDetails = Partial<Record<FieldRole, string>>;

const COOKIE = "lumen_checkout_details";
const PURPOSE = "checkout-details";
/** As long as a store keeps a guest's checkout (OpenCart: its session). */
const MAX_AGE_SECONDS = 24 * 60 * 60;

/** The typed values (by the store's names) of the fields that have a role. */
export function detailsOf(fields: readonly FormField[], values: Record<string, string>): CheckoutDetails {
  const details: CheckoutDetails = {};
  for (const field of fields) if (field.role && values[field.name] != null) details[field.role] = values[field.name];
  return details;
}

/**
 * Keeps step 1's values for the order (an order API) and for the review of steps 2 and 3 (any store:
 * the stock module answers none of them back, and its default country instead of the chosen one).
 */
export function keepCheckoutDetails(shopper: Shopper, details: CheckoutDetails): void {
  const env = getEnv();
  const sealed = sealJson(details, COOKIE, env.sessionSecrets[0]!, PURPOSE);
  for (const line of checkoutCookieLines(COOKIE, sealed, shopper.secureCookies, MAX_AGE_SECONDS)) shopper.setCookie(line);
}

/** The kept values the request carries (at the checkout), or null. */
export function checkoutDetailsOf(shopper: Shopper): CheckoutDetails | null {
  const value = shopper.requestCookieEntries().find(([name]) => name === COOKIE)?.[1];
  if (!value) return null;
  const parsed = openJson(value, COOKIE, getEnv().sessionSecrets, PURPOSE);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const details: CheckoutDetails = {};
  for (const [role, text] of Object.entries(parsed)) if (typeof text === "string") details[role as FieldRole] = text;
  return details;
}

/** Drops the kept values (the order is placed). */
export function forgetCheckoutDetails(shopper: Shopper): void {
  if (!shopper.requestCookieEntries().some(([name]) => name === COOKIE)) return;
  for (const line of checkoutCookieLines(COOKIE, "", shopper.secureCookies, 0)) shopper.setCookie(line);
}
