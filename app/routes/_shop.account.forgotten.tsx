import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { FormAlert, FormFooter, SubmitButton, TextField, useAccountForm } from "~/components/account/AccountForm";
import { GuestPage } from "~/components/account/AccountPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { FormAlert as NoticeAlert } from "~/components/forms/FormAlert";
import { FORGOTTEN_PATH, LOGIN_PATH } from "~/lib/account/customer";
import { apiFailure, invalidForm, rateLimited } from "~/lib/account/form-reply.server";
import { requireGuest } from "~/lib/account/guards.server";
import { accountMeta } from "~/lib/account/meta";
import { RESET_LINK_SENT_TEXT } from "~/lib/account/password-reset-texts";
import { askForResetLink, forgottenPasswordHref } from "~/lib/account/password-reset.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { forgottenPasswordSchema } from "~/lib/forms/forgotten-password";
import { passRetryAfter } from "~/lib/http.server";
import { countAttemptFrom } from "~/lib/rate-limit.server";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Forgotten your password?");

/** For guests, on a store that resets passwords; a stock store's own page otherwise (docs/product/accounts.md). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireGuest(context.shopper);
  const href = await forgottenPasswordHref(context.shopper, request);
  if (href !== FORGOTTEN_PATH) throw redirect(href);
  return { sent: context.shopper.takeFlash("resetLinkSent") ?? false };
}

/**
 * Asks the store to e-mail a reset link, then says the same whether or not an account has the
 * address (post/redirect/get). Counted per address like sign-ups (docs/decisions/094-password-reset.md).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgottenPasswordSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const limit = await countAttemptFrom("passwordReset", request);
  if (limit) return rateLimited(submission, limit);
  try {
    await askForResetLink(context.shopper, request, submission.value.email);
  } catch (error) {
    return apiFailure(submission, error);
  }
  context.shopper.flash("resetLinkSent", true);
  throw redirect(FORGOTTEN_PATH);
}

export default function ForgottenPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAccountForm(forgottenPasswordSchema, actionData?.result);
  return (
    <GuestPage
      title="Forgotten your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <section className={styles.card} aria-label="Ask for a reset link">
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={["email"]} />
          {sent && !actionData ? <NoticeAlert message={RESET_LINK_SENT_TEXT} tone="success" /> : null}
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          <SubmitButton action={FORGOTTEN_PATH} pendingLabel="Sending…" block>
            {sent ? "Send the link again" : "Send reset link"}
          </SubmitButton>
        </Form>
        <FormFooter>
          Remembered it? <Link to={LOGIN_PATH}>Sign in</Link>
        </FormFooter>
      </section>
    </GuestPage>
  );
}

/** The Retry-After of a 429 (too many requests) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
