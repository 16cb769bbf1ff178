/**
 * Sign out: a POST only (the header's and the account navigation's Sign out forms). Logs the API
 * session out, which forgets the customer on the store; the storefront keeps no customer state of
 * its own (docs/decisions/090-account-session-and-guards.md). A GET just leads to the account hub.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { noteSignedOut } from "~/lib/account/browser-customer.server";
import { ACCOUNT_PATH } from "~/lib/account/customer";
import { AccountLogoutDocument } from "~/lib/account/queries.server";
import { logApiError } from "~/lib/api/client.server";
import type { RouteHandle } from "~/lib/document/cache-kind";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export function loader() {
  return redirect(ACCOUNT_PATH);
}

export async function action({ context }: ActionFunctionArgs) {
  const { shopper } = context;
  try {
    await shopper.api.request(AccountLogoutDocument);
    shopper.flashToast({ kind: "notification", message: "You have been signed out of your account." });
  } catch (error) {
    logApiError("AccountLogout", error);
    shopper.flashToast({ kind: "error", message: error instanceof Error ? error.message : "Sign out failed." });
  } finally {
    // A store's token cannot be revoked (WordPress's JWT lives 7 days): the storefront forgets it (decision 223).
    shopper.keepStoreToken(undefined);
    // What was typed before stays for no one who signs in next (decision 093).
    noteSignedOut(shopper);
  }
  return redirect("/");
}
