/**
 * Signing in, and registering then signing in: the one path to `accountLogin`, for the login form
 * and for registration alike, so whatever the API client does with a login's answer (a token kept
 * in the session for stores that sign in by token) applies to both.
 */
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import type { Shopper } from "~/lib/shopper.server";
import { noteNewAccount, noteSignedIn } from "./browser-customer.server";
import {
  AccountEditDocument,
  AccountLoggedStateDocument,
  AccountLoginDocument,
  AccountLogoutDocument,
  AccountRegisterDocument,
} from "./queries.server";

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in on the API session; throws the store's refusal (a GraphQL error). Answers the customer. */
export async function signIn(shopper: Shopper, { email, password }: Credentials) {
  const { accountLogin } = await shopper.api.request(AccountLoginDocument, { email, password });
  // An answer without the customer is no sign-in (a store answering the wrong shape).
  if (!accountLogin?.customer?.id) throw new CommerceApiError("The API returned no customer for accountLogin", "invalid-response");
  // A store that signs in with a token (WordPress's JWT) knows the customer only by it (decision 223).
  shopper.keepStoreToken(accountLogin.token);
  noteSignedIn(shopper, accountLogin.customer.id);
  return accountLogin.customer;
}

export interface NewCustomer extends Credentials {
  firstName: string;
  lastName: string;
  phone?: string | undefined;
}

/** What became of a registration once the store accepted it. */
export type Registered = { signedIn: true } | { signedIn: false; error: unknown };

/**
 * Registers (the store's refusal is thrown: e-mail taken…), then makes sure the new customer is
 * signed in and keeps the phone they typed (docs/product/accounts.md: register is followed by an automatic login).
 *
 * Neither real module signs in at accountRegister (OpenCart 3 + d_vuefront, WooCommerce +
 * vuefront/wordpress; recordings 05-account), and OpenCart drops the phone; the embedded API may
 * do either. So: the logged state decides whether to sign in with the same e-mail and password, and
 * an empty phone on the signed-in customer is saved with accountEdit, which both stores honour.
 * Calls in order: in one document the login would run even when the registration failed.
 * A failed sign-in after a registration the store accepted is answered, not thrown: the account
 * exists, so the shopper is sent to sign in rather than told to register again.
 */
export async function registerAndSignIn(shopper: Shopper, customer: NewCustomer): Promise<Registered> {
  const { api } = shopper;
  const { accountRegister } = await api.request(AccountRegisterDocument, { customer });
  const typedPhone = customer.phone?.trim() ?? "";
  let storedPhone = accountRegister?.phone ?? "";
  try {
    const { accountCheckLogged } = await api.request(AccountLoggedStateDocument);
    const signedIn =
      accountCheckLogged?.status && accountCheckLogged.customer ? accountCheckLogged.customer : await signIn(shopper, customer);
    noteSignedIn(shopper, signedIn.id);
    noteNewAccount(shopper);
    storedPhone = signedIn.phone ?? "";
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "aborted") throw error;
    logApiError("sign-in after registering", error);
    return { signedIn: false, error };
  }
  if (typedPhone && !storedPhone.trim()) {
    const { password: _password, ...profile } = customer;
    // The account and the sign-in stand; a phone the store still refuses is not worth failing them.
    await api.request(AccountEditDocument, { customer: { ...profile, phone: typedPhone } }).catch((error: unknown) => {
      if (error instanceof CommerceApiError && error.kind === "aborted") throw error;
      logApiError("saving the phone after registering", error);
    });
  }
  return { signedIn: true };
}

/** A password change the store answered as done and did not make. */
export const PASSWORD_NOT_CHANGED = "This store did not change your password. Your old password still signs you in.";

/**
 * Whether the password signs the account in now, tried outside the shopper's own session (their
 * sign-in is left as it is): a store may answer a password change as done and keep the old one
 * (vuefront/wordpress 2.1.2; tests/fixtures/vuefront-wordpress-6.3; docs/decisions/290-store-did-what-it-said.md).
 * Only the store's refusal answers false: when the store cannot be asked, its own answer stands.
 */
export async function passwordSignsIn(shopper: Shopper, { email, password }: Credentials): Promise<boolean> {
  const trial = shopper.detached();
  try {
    await trial.request(AccountLoginDocument, { email, password });
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "aborted") throw error;
    if (error instanceof CommerceApiError && error.kind === "graphql") return false;
    logApiError("trying the new password", error);
    return true;
  }
  // The trial's own session ends (a store that signs in by token keeps nothing to end).
  await trial.request(AccountLogoutDocument).catch((error: unknown) => logApiError("ending the password trial", error));
  return true;
}
