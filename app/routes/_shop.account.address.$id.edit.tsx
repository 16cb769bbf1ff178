import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { AccountPage } from "~/components/account/AccountPage";
import { AddressForm } from "~/components/account/AddressForm";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { loadAddressForm, saveAddress } from "~/lib/account/address-form.server";
import { accountMeta } from "~/lib/account/meta";
import type { RouteHandle } from "~/lib/document/cache-kind";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Edit address");

/** Another customer's or an unknown address is 'Page not found' (the store answers null). */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAddressForm(context.shopper, request, params.id ?? "");
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return saveAddress(context.shopper, request, params.id ?? "");
}

export default function EditAddressPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { id } = useParams();
  return (
    <AccountPage title="Edit address" intro="Changes apply to your next orders; placed orders keep the address they shipped to.">
      <section className={styles.card} aria-label="Address">
        <AddressForm
          data={data}
          actionData={actionData}
          action={`/account/address/${id}/edit`}
          submitLabel="Save address"
          pendingLabel="Saving…"
        />
      </section>
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
