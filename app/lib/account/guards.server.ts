/**
 * Access rules of the account area (docs/product/accounts.md): the hub, registration success
 * and the customer's own pages send guests to the login page, remembering where they were going;
 * login and register send customers to the hub. The API session decides who is logged in.
 */
import { redirect } from "@remix-run/node";
import { CommerceApiError } from "~/lib/api/errors";
import { throwApiFailure } from "~/lib/http.server";
import type { Shopper } from "~/lib/shopper.server";
import { ACCOUNT_PATH, loginPathFor, type Customer, type LoggedState } from "./customer";
import { AccountLoggedStateDocument } from "./queries.server";

/** Where a guest was going: this request's path and query. */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * The customer from an `accountCheckLogged` answer the page asked for with its own data; a guest
 * is sent to the login page and comes back here after signing in.
 */
export function customerOrLogin(state: LoggedState | null | undefined, request: Request): Customer {
  if (state?.status && state.customer) return state.customer;
  throw redirect(loginPathFor(requestedPath(request)));
}

/** For pages that need nothing but the customer: one call. */
export async function requireCustomer(shopper: Shopper, request: Request): Promise<Customer> {
  const { accountCheckLogged } = await shopper.api.request(AccountLoggedStateDocument).catch(throwApiFailure);
  return customerOrLogin(accountCheckLogged, request);
}

/** Login and register are for guests: a customer goes to the hub. */
export async function requireGuest(shopper: Shopper): Promise<void> {
  const { accountCheckLogged } = await shopper.api.request(AccountLoggedStateDocument).catch(throwApiFailure);
  if (accountCheckLogged?.status) throw redirect(ACCOUNT_PATH);
}

/**
 * A customer's form the store refused: when the session ended meanwhile (signed out in another
 * tab), the login page, which says why, and back, in both modes; otherwise nothing, and the form
 * shows the refusal. `onSignedOut` keeps what the shopper typed (never a password) for the way back
 * (docs/decisions/238-session-ended-on-save.md).
 */
export async function loginIfSignedOut(shopper: Shopper, request: Request, error: unknown, onSignedOut?: () => void): Promise<void> {
  if (!(error instanceof CommerceApiError) || error.kind !== "graphql") return;
  const { accountCheckLogged } = await shopper.api.request(AccountLoggedStateDocument).catch(throwApiFailure);
  customerOrSessionEnded(shopper, accountCheckLogged, request, onSignedOut);
}

/**
 * `customerOrLogin` after a save the store refused, for a page that asked for the logged state with
 * its own data: a guest (the session ended meanwhile) goes to the login page, which says why, and
 * `onSignedOut` keeps what was typed for the way back (decision 238).
 */
export function customerOrSessionEnded(
  shopper: Shopper,
  state: LoggedState | null | undefined,
  request: Request,
  onSignedOut?: () => void,
): Customer {
  if (state?.status && state.customer) return state.customer;
  shopper.flash("sessionEnded", true);
  onSignedOut?.();
  throw redirect(loginPathFor(requestedPath(request)));
}
