import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { FormAlert, FormFooter, SubmitButton, TextField, useAccountForm } from "~/components/account/AccountForm";
import { GuestPage } from "~/components/account/AccountPage";
import { ProfileFields } from "~/components/account/ProfileFields";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { LOGIN_PATH } from "~/lib/account/customer";
import { apiFailure, invalidForm, rateLimited } from "~/lib/account/form-reply.server";
import { requireGuest } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import { registerAndSignIn } from "~/lib/account/sign-in.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { registerSchema } from "~/lib/forms/register";
import { passRetryAfter } from "~/lib/http.server";
import { countAttemptFrom } from "~/lib/rate-limit.server";

const ACCOUNT_CREATED_SIGN_IN = "Your account has been created. Please sign in with your e-mail and password.";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Create an account");

export async function loader({ context }: LoaderFunctionArgs) {
  await requireGuest(context.shopper);
  return null;
}

/**
 * Registers, then makes sure the new customer is signed in with the phone they typed (spec:
 * register is followed by an automatic login; app/lib/account/sign-in.server.ts says how with
 * stores that do not sign in at registration) and shows the success page. Should that sign-in
 * fail, the account exists all the same: the login page, with a word saying so.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const limit = await countAttemptFrom("register", request);
  if (limit) return rateLimited(submission, limit);
  const { confirmPassword: _confirmation, ...customer } = submission.value;
  let registered;
  try {
    registered = await registerAndSignIn(context.shopper, customer);
  } catch (error) {
    return apiFailure(submission, error);
  }
  if (!registered.signedIn) {
    context.shopper.flashToast({ kind: "notification", message: ACCOUNT_CREATED_SIGN_IN });
    throw redirect(LOGIN_PATH);
  }
  throw redirect("/account/success");
}

const FIELD_ORDER = ["firstName", "lastName", "email", "phone", "password", "confirmPassword"] as const;

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAccountForm(registerSchema, actionData?.result);
  return (
    <GuestPage title="Create an account" intro="A few details and you are in: faster checkout, saved addresses and your order history.">
      <section className={styles.card} aria-label="Registration">
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={FIELD_ORDER} />
          <fieldset className={styles.formSection}>
            <legend className={styles.legend}>Your personal details</legend>
            <ProfileFields fields={fields} />
          </fieldset>
          <fieldset className={styles.formSection}>
            <legend className={styles.legend}>Your password</legend>
            <div className={styles.formGrid}>
              <TextField meta={fields.password} label="Password" type="password" autoComplete="new-password" />
              <TextField meta={fields.confirmPassword} label="Confirm password" type="password" autoComplete="new-password" />
            </div>
          </fieldset>
          <SubmitButton action="/account/register" pendingLabel="Creating your account…">
            Create account
          </SubmitButton>
        </Form>
        <FormFooter>
          Already have an account? <Link to="/account/login">Sign in</Link>
        </FormFooter>
      </section>
    </GuestPage>
  );
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
