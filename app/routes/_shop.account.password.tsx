import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { FormAlert, FormFooter, SubmitButton, TextField, useAccountForm } from "~/components/account/AccountForm";
import { AccountPage } from "~/components/account/AccountPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { ACCOUNT_PATH } from "~/lib/account/customer";
import { apiFailure, invalidForm, storeDidNotDoIt } from "~/lib/account/form-reply.server";
import { loginIfSignedOut, requireCustomer } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import { AccountEditPasswordDocument } from "~/lib/account/queries.server";
import { PASSWORD_NOT_CHANGED, passwordSignsIn } from "~/lib/account/sign-in.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { passwordSchema } from "~/lib/forms/password";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Change password");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(context.shopper, request);
  return null;
}

/** Changes the password, then the hub with a notification (docs/product/accounts.md: password change goes to /account). */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: passwordSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const { password } = submission.value;
  let email: string | null | undefined;
  try {
    ({ email } = (await context.shopper.api.request(AccountEditPasswordDocument, { password })).accountEditPassword ?? {});
  } catch (error) {
    // The new password is never kept: the login page says why the change was not made.
    await loginIfSignedOut(context.shopper, request, error);
    return apiFailure(submission, error);
  }
  // A store may say "done" and keep the old password (docs/decisions/290-store-did-what-it-said.md):
  // the new one must sign in, or the shopper is told, and stays signed in as they were.
  if (email && !(await passwordSignsIn(context.shopper, { email, password }))) return storeDidNotDoIt(submission, PASSWORD_NOT_CHANGED);
  context.shopper.flashToast({ kind: "notification", message: "Success: Your password has been successfully updated." });
  throw redirect(ACCOUNT_PATH);
}

const FIELD_ORDER = ["password", "confirmPassword"] as const;

export default function ChangePasswordPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAccountForm(passwordSchema, actionData?.result);
  return (
    <AccountPage title="Change password" intro="Choose a password of 4 to 20 characters.">
      <section className={styles.card} aria-label="Your password">
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={FIELD_ORDER} />
          <div className={styles.formGrid}>
            <TextField meta={fields.password} label="Password" type="password" autoComplete="new-password" />
            <TextField meta={fields.confirmPassword} label="Confirm password" type="password" autoComplete="new-password" />
          </div>
          <SubmitButton action="/account/password" pendingLabel="Saving…">
            Change password
          </SubmitButton>
        </Form>
        <FormFooter>
          Your name or email changed? <Link to="/account/edit">Edit your account</Link>
        </FormFooter>
      </section>
    </AccountPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
