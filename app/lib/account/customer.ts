/**
 * The logged-in customer as the account pages read it: `accountCheckLogged` asked together with each
 * page's own fields, so the guard costs no extra round trip. Shared by loaders and components.
 */
import { fragment } from "~/lib/api/operation";

export interface Customer {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}

export interface LoggedState {
  status: boolean | null;
  customer: Customer | null;
}

export const LoggedStateFields = fragment(`
  fragment LoggedStateFields on LoggedResult {
    status
    customer {
      id
      firstName
      lastName
      email
      phone
    }
  }
`);

export const LOGIN_PATH = "/account/login";
export const ACCOUNT_PATH = "/account";

/** "/account/login?redirectTo=/account/address" for a guest on its way to /account/address. */
export function loginPathFor(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: target })}`;
}
