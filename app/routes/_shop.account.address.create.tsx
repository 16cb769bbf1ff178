import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { AccountPage } from "~/components/account/AccountPage";
import { AddressForm } from "~/components/account/AddressForm";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { loadAddressForm, saveAddress } from "~/lib/account/address-form.server";
import { accountMeta } from "~/lib/account/meta";
import type { RouteHandle } from "~/lib/document/cache-kind";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("New address");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddressForm(context.shopper, request, null);
}

export function action({ request, context }: ActionFunctionArgs) {
  return saveAddress(context.shopper, request, null);
}

export default function NewAddressPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AccountPage title="New address" intro="Add an address for deliveries and invoices.">
      <section className={styles.card} aria-label="Address">
        <AddressForm
          data={data}
          actionData={actionData}
          action="/account/address/create"
          submitLabel="Save address"
          pendingLabel="Saving…"
        />
      </section>
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
