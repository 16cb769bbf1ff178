/**
 * The logged-in customer as the account pages read it: `accountCheckLogged` asked together with each
 * page's own fields, so the guard costs no extra round trip. Shared by loaders and components.
 */
import type { LoggedStateFieldsFragment } from "~/lib/api/generated/graphql";

export type LoggedState = LoggedStateFieldsFragment;
export type Customer = NonNullable<LoggedState["customer"]>;

export const LOGIN_PATH = "/account/login";
export const ACCOUNT_PATH = "/account";
/** A forgotten password: where to ask for a link, and where the link leads (docs/decisions/094-password-reset.md). */
export const FORGOTTEN_PATH = "/account/forgotten";
export const RESET_PATH = "/account/reset";

/** "/account/login?redirectTo=/account/address" for a guest on its way to /account/address. */
export function loginPathFor(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: target })}`;
}
