import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/AccountPage";
import { AddressTable } from "~/components/account/AddressTable";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { ButtonLink } from "~/components/ui/Button";
import { ADDRESS_BOOK_PATH } from "~/lib/account/address-form.server";
import { customerOrLogin } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import { AccountAddressBookDocument, AccountRemoveAddressDocument } from "~/lib/account/queries.server";
import { isBlankAddress, type AddressNode } from "~/lib/address";
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { stripMarkup } from "~/lib/forms/form-errors";
import { throwApiFailure } from "~/lib/http.server";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Address book");

/** The guard and the list in one call (a guest's list is an error the store answers, then the login page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data: book, errors } = await context.shopper.api.requestPartial(AccountAddressBookDocument).catch(throwApiFailure);
  customerOrLogin(book.accountCheckLogged, request);
  if (!book.accountAddressList && errors.length) throwApiFailure(errors[0]);
  return {
    addresses: (book.accountAddressList ?? []).filter(
      (address): address is AddressNode => Boolean(address?.id) && !isBlankAddress(address!),
    ),
  };
}

/**
 * Deletes an address (a plain form post; with JavaScript a fetcher after a confirmation), then the
 * book again with a notification. A refusal (unknown address) is a 400 with the store's message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { shopper } = context;
  const id = String((await request.formData()).get("id") ?? "").trim();
  try {
    await shopper.api.request(AccountRemoveAddressDocument, { id });
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "aborted") throw error;
    const status = error instanceof CommerceApiError && !error.unavailable ? 400 : 503;
    if (status !== 400) logApiError("AccountRemoveAddress", error);
    return data({ error: stripMarkup(error instanceof Error ? error.message : String(error)) }, { status });
  }
  shopper.flashToast({ kind: "notification", message: "Your address has been successfully deleted" });
  throw redirect(ADDRESS_BOOK_PATH);
}

export default function AddressBookPage() {
  const { addresses } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AccountPage
      title="Address book"
      intro="Addresses you can choose at checkout."
      actions={
        <ButtonLink to="/account/address/create" variant="primary">
          New address
        </ButtonLink>
      }
    >
      <AddressTable addresses={addresses} error={actionData?.error} />
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
