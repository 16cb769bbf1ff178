/**
 * Access rules of the account area (account document, section 6): the hub, registration success
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
 * tab), the login page and back, in both modes (issue 14, item 18); otherwise nothing, and the
 * form shows the refusal. Without this, JavaScript showed only the store's "You must be logged in".
 */
export async function loginIfSignedOut(shopper: Shopper, request: Request, error: unknown): Promise<void> {
  if (error instanceof CommerceApiError && error.kind === "graphql") await requireCustomer(shopper, request);
}
