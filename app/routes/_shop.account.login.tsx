import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { AccountBenefits } from "~/components/account/AccountBenefits";
import { FormAlert, SubmitButton, TextField, useAccountForm } from "~/components/account/AccountForm";
import { GuestPage } from "~/components/account/AccountPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { FormAlert as NoticeAlert } from "~/components/forms/FormAlert";
import { ButtonLink } from "~/components/ui/Button";
import { ACCOUNT_PATH } from "~/lib/account/customer";
import { apiFailure, invalidForm, rateLimited } from "~/lib/account/form-reply.server";
import { requireGuest } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import { PASSWORD_RESET_TEXT } from "~/lib/account/password-reset-texts";
import { forgottenPasswordHref } from "~/lib/account/password-reset.server";
import { SESSION_ENDED_TEXT } from "~/lib/account/session-ended";
import { signIn } from "~/lib/account/sign-in.server";
import { CommerceApiError } from "~/lib/api/errors";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { loginSchema } from "~/lib/forms/login";
import { passRetryAfter } from "~/lib/http.server";
import { checkLogin, clientOf, countFailure, forgetFailures } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/safe-redirect";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Sign in");

/** Customers are already signed in; a guest may bring where they were going (`redirectTo`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireGuest(context.shopper);
  const passwordReset = context.shopper.takeFlash("passwordReset");
  return {
    redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ""),
    // A save found the session ended elsewhere (decision 238).
    sessionEnded: context.shopper.takeFlash("sessionEnded") ?? false,
    // The password was just reset: say so, the account's e-mail filled in (decision 094).
    passwordReset: passwordReset !== undefined,
    email: passwordReset?.email ?? "",
    forgottenHref: await forgottenPasswordHref(context.shopper, request),
  };
}

/**
 * Signs in on the API session, then back to where the shopper was going (a path on this site), else
 * the hub. Wrong passwords are counted per account and per address: past the limit, 429 and a wait
 * (docs/decisions/133-rate-limits.md).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const account = submission.value.email.trim().toLowerCase();
  const address = clientOf(request);
  const blocked = await checkLogin(account, address);
  if (blocked) return rateLimited(submission, blocked);
  try {
    await signIn(context.shopper, submission.value);
  } catch (error) {
    // The store refused the credentials (a GraphQL error): one more failure.
    if (error instanceof CommerceApiError && error.kind === "graphql") {
      await Promise.all([countFailure("loginAccount", account), countFailure("loginAddress", address)]);
    }
    return apiFailure(submission, error);
  }
  await forgetFailures("loginAccount", account);
  throw redirect(safeRedirect(formData.get("redirectTo"), ACCOUNT_PATH));
}

const FIELD_ORDER = ["email", "password"] as const;

export default function LoginPage() {
  const { redirectTo, sessionEnded, passwordReset, email, forgottenHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAccountForm(loginSchema, actionData?.result, email ? { email } : undefined);
  return (
    <GuestPage title="Sign in" intro="Welcome back. Sign in to see your orders, addresses and saved frames." wide>
      <div className={styles.authGrid}>
        <section className={styles.card} aria-labelledby="returning-customer">
          <h2 id="returning-customer" className={styles.cardTitle}>
            Returning customer
          </h2>
          <p className={styles.cardText}>I am a returning customer.</p>
          <Form method="post" {...getFormProps(form)} className={styles.form}>
            <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={FIELD_ORDER} />
            {/* Said at load, so it takes the focus: a screen reader reads it first (docs/decisions/236-focus-on-first-error.md). */}
            {sessionEnded && !actionData ? <NoticeAlert message={SESSION_ENDED_TEXT} tone="notice" announce /> : null}
            {passwordReset && !actionData ? <NoticeAlert message={PASSWORD_RESET_TEXT} tone="success" announce /> : null}
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
            <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
            <p className={styles.fieldNote}>
              {/* A plain link: a stock store's own page is on another site (decision 094). */}
              <a href={forgottenHref}>Forgotten your password?</a>
            </p>
            <SubmitButton action="/account/login" pendingLabel="Signing in…" block>
              Sign in
            </SubmitButton>
          </Form>
        </section>
        <section className={`${styles.card} ${styles.newCustomerPanel}`} aria-labelledby="new-customer">
          <h2 id="new-customer" className={styles.cardTitle}>
            New customer
          </h2>
          <p className={styles.cardText}>
            Create an account to check out faster, follow your orders and keep your favourite frames in one place.
          </p>
          <AccountBenefits />
          <ButtonLink to="/account/register" variant="dark" size="lg" className={styles.pushDown}>
            Register
          </ButtonLink>
        </section>
      </div>
    </GuestPage>
  );
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
