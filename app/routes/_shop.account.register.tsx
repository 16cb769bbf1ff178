import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { FormAlert, FormFooter, SubmitButton, TextField, useAccountForm } from "~/components/account/AccountForm";
import { GuestPage } from "~/components/account/AccountPage";
import { ProfileFields } from "~/components/account/ProfileFields";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { apiFailure, invalidForm, rateLimited } from "~/lib/account/form-reply.server";
import { requireGuest } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import { AccountLoginAfterRegisterDocument, AccountRegisterDocument } from "~/lib/account/queries.server";
import { registerSchema } from "~/lib/forms/register";
import { passRetryAfter } from "~/lib/http.server";
import { countAttemptFrom } from "~/lib/rate-limit.server";

export const meta: MetaFunction = () => accountMeta("Create an account");

export async function loader({ context }: LoaderFunctionArgs) {
  await requireGuest(context.shopper);
  return null;
}

/**
 * Registers, then logs the new customer in (spec: register is followed by an automatic login) and
 * shows the success page. Two calls in order: in one document the login would run even when the
 * registration failed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const limit = await countAttemptFrom("register", request);
  if (limit) return rateLimited(submission, limit);
  const { confirmPassword: _confirmation, ...customer } = submission.value;
  const { api } = context.shopper;
  try {
    await api.request(AccountRegisterDocument, { customer });
    const { accountLogin } = await api.request(AccountLoginAfterRegisterDocument, { email: customer.email, password: customer.password });
    // A store that signs in with a token (WordPress's JWT) knows the customer only by it (decision 223).
    context.shopper.keepStoreToken(accountLogin?.token);
  } catch (error) {
    return apiFailure(submission, error);
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
