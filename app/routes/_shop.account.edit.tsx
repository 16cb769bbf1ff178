import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { FormAlert, FormFooter, SubmitButton, useAccountForm } from "~/components/account/AccountForm";
import { AccountPage } from "~/components/account/AccountPage";
import { ProfileFields } from "~/components/account/ProfileFields";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { FormAlert as NoticeAlert } from "~/components/forms/FormAlert";
import { keepUnsavedProfile, takeUnsavedProfile } from "~/lib/account/browser-customer.server";
import { ACCOUNT_PATH } from "~/lib/account/customer";
import { apiFailure, invalidForm } from "~/lib/account/form-reply.server";
import { loginIfSignedOut, requireCustomer } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import { AccountEditDocument } from "~/lib/account/queries.server";
import { RESTORED_PROFILE_TEXT } from "~/lib/account/session-ended";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { accountEditSchema } from "~/lib/forms/account-edit";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Edit account");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await requireCustomer(context.shopper, request);
  // What this customer typed when the session ended elsewhere comes back once, to be saved (decision 238).
  const unsaved = takeUnsavedProfile(context.shopper, customer.id);
  return {
    profile: unsaved ?? {
      firstName: customer.firstName ?? "",
      lastName: customer.lastName ?? "",
      email: customer.email ?? "",
      phone: customer.phone ?? "",
    },
    restored: Boolean(unsaved),
  };
}

/** Saves the profile, then the hub with a notification (docs/product/accounts.md: edit account goes to /account). */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: accountEditSchema });
  if (submission.status !== "success") return invalidForm(submission);
  try {
    // An emptied telephone is sent as "" so the store clears it.
    await context.shopper.api.request(AccountEditDocument, { customer: { ...submission.value, phone: submission.value.phone ?? "" } });
  } catch (error) {
    const { firstName, lastName, email, phone } = submission.value;
    await loginIfSignedOut(context.shopper, request, error, () =>
      keepUnsavedProfile(context.shopper, { firstName, lastName, email, phone: phone ?? "" }),
    );
    return apiFailure(submission, error);
  }
  context.shopper.flashToast({ kind: "notification", message: "Success: Your account has been successfully updated." });
  throw redirect(ACCOUNT_PATH);
}

const FIELD_ORDER = ["firstName", "lastName", "email", "phone"] as const;

export default function EditAccountPage() {
  const { profile, restored } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAccountForm(accountEditSchema, actionData?.result, profile);
  return (
    <AccountPage title="Edit account" intro="Your personal details, as they appear on your orders.">
      <section className={styles.card} aria-label="Your personal details">
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={FIELD_ORDER} />
          {restored && !form.errors?.length ? <NoticeAlert message={RESTORED_PROFILE_TEXT} tone="notice" /> : null}
          <ProfileFields fields={fields} />
          <SubmitButton action="/account/edit" pendingLabel="Saving…">
            Save changes
          </SubmitButton>
        </Form>
        <FormFooter>
          Want a new password? <Link to="/account/password">Change your password</Link>
        </FormFooter>
      </section>
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
