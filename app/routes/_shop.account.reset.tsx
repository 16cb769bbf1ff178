import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type HeadersArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { RESET_LINK_INVALID } from "@config/password-reset";
import * as styles from "~/components/account/account.css";
import { FormAlert, FormFooter, SubmitButton, TextField, useAccountForm } from "~/components/account/AccountForm";
import { GuestPage } from "~/components/account/AccountPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { FormAlert as NoticeAlert } from "~/components/forms/FormAlert";
import { ButtonLink } from "~/components/ui/Button";
import { FORGOTTEN_PATH, LOGIN_PATH, RESET_PATH } from "~/lib/account/customer";
import { apiFailure, invalidForm, rateLimited } from "~/lib/account/form-reply.server";
import { accountMeta } from "~/lib/account/meta";
import { RESET_LINK_INVALID_TEXT } from "~/lib/account/password-reset-texts";
import {
  forgottenPasswordHref,
  RESET_PAGE_HEADERS,
  resetPassword,
  takeTokenFromAddress,
  validResetToken,
} from "~/lib/account/password-reset.server";
import { CommerceApiError } from "~/lib/api/errors";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { passwordSchema } from "~/lib/forms/password";
import { passRetryAfter } from "~/lib/http.server";
import { checkFailures, clientOf, countFailure } from "~/lib/rate-limit.server";

export const handle = { cacheKind: "personal" } satisfies RouteHandle;

export const meta: MetaFunction = () => accountMeta("Choose a new password");

/**
 * The reset link's page (docs/product/accounts.md#forgotten-password). Its token leaves the address
 * on the first request (into the signed session), then the form, or the word that the link no
 * longer works. Never stored, no Referer (docs/decisions/094-password-reset.md).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const moved = takeTokenFromAddress(context.shopper, request);
  if (moved) throw moved;
  // A store without the reset has its own page (a link from elsewhere, an old bookmark).
  const href = await forgottenPasswordHref(context.shopper, request);
  if (href !== FORGOTTEN_PATH) throw redirect(href);
  const blocked = await checkFailures("passwordResetToken", clientOf(request));
  if (blocked) return { valid: false };
  const token = await validResetToken(context.shopper);
  if (!token) {
    await countFailure("passwordResetToken", clientOf(request));
    context.shopper.setValue("resetToken", undefined);
  }
  return { valid: token !== null };
}

/** Saves the new password with the kept token, then the login page, which says so (post/redirect/get). */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: passwordSchema });
  if (submission.status !== "success") return invalidForm(submission, { valid: true });
  const address = clientOf(request);
  const blocked = await checkFailures("passwordResetToken", address);
  if (blocked) return rateLimited(submission, blocked, { valid: true });
  let email: string;
  try {
    email = await resetPassword(context.shopper, submission.value.password);
  } catch (error) {
    if (error instanceof CommerceApiError && error.kind === "graphql" && error.detail === RESET_LINK_INVALID) {
      await countFailure("passwordResetToken", address);
      context.shopper.setValue("resetToken", undefined);
      return data({ valid: false, result: null }, { status: 400 });
    }
    return apiFailure(submission, error, { valid: true });
  }
  context.shopper.flash("passwordReset", { email });
  throw redirect(LOGIN_PATH, { headers: RESET_PAGE_HEADERS });
}

const FIELD_ORDER = ["password", "confirmPassword"] as const;

export default function ResetPasswordPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const valid = actionData?.valid ?? loaded.valid;
  const [form, fields] = useAccountForm(passwordSchema, actionData?.result);
  if (!valid)
    return (
      <GuestPage title="Choose a new password">
        <section className={styles.card} aria-label="Reset link">
          <div className={styles.form}>
            <NoticeAlert message={RESET_LINK_INVALID_TEXT} tone="notice" />
            <ButtonLink to={FORGOTTEN_PATH} size="lg" className={styles.submit}>
              Ask for a new link
            </ButtonLink>
          </div>
          <FormFooter>
            Remembered it? <Link to={LOGIN_PATH}>Sign in</Link>
          </FormFooter>
        </section>
      </GuestPage>
    );
  return (
    <GuestPage title="Choose a new password" intro="Choose a password of 4 to 20 characters. You will then sign in with it.">
      <section className={styles.card} aria-label="Your new password">
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          <FormAlert formErrors={form.errors} allErrors={form.allErrors} fieldOrder={FIELD_ORDER} />
          <TextField meta={fields.password} label="New password" type="password" autoComplete="new-password" />
          <TextField meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
          <SubmitButton action={RESET_PATH} pendingLabel="Saving…" block>
            Save new password
          </SubmitButton>
        </Form>
      </section>
    </GuestPage>
  );
}

/** Never stored, no Referer for the pages it leads to; the Retry-After of a 429 or a 503. */
export function headers(args: HeadersArgs): Headers {
  const headers = passRetryAfter(args);
  for (const [name, value] of Object.entries(RESET_PAGE_HEADERS)) headers.set(name, value);
  return headers;
}

export const ErrorBoundary = RouteErrorScreen;
