import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { NewsletterForm, type NewsletterActionData } from "~/components/home/Newsletter";
import * as styles from "~/components/home/newsletter-page.css";
import { SocialLinks } from "~/components/home/SocialLinks";
import { Container } from "~/components/ui/Container";
import { formSucceeded } from "~/lib/forms/form-success.server";
import { newsletterSchema } from "~/lib/forms/newsletter";
import { NEWSLETTER_FORM, NEWSLETTER_THANKS } from "~/lib/home/newsletter";
import { passRetryAfter } from "~/lib/http.server";
import { countAttemptFrom } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle } from "~/lib/store-config";

export const meta: MetaFunction = () => [{ title: pageTitle("Newsletter") }, { name: "robots", content: "noindex" }];

/**
 * The newsletter sign-up (home page block, or this page). A valid address gets the thank-you
 * notification back on the page it came from; nothing is stored, since the contract has no
 * newsletter call (docs/decisions/065-newsletter.md). An invalid one: 400, the message in place.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") {
    return data<NewsletterActionData>({ form: NEWSLETTER_FORM, result: submission.reply() }, { status: 400 });
  }
  const limit = await countAttemptFrom("newsletter", request);
  if (limit) {
    return data<NewsletterActionData>(
      { form: NEWSLETTER_FORM, result: submission.reply({ formErrors: [limit.message] }) },
      { status: 429, headers: limit.headers },
    );
  }
  context.shopper.flashToast({ kind: "notification", message: NEWSLETTER_THANKS });
  return formSucceeded(formData, NEWSLETTER_FORM, safeRedirect(formData.get("redirectTo"), "/"));
}

export default function NewsletterPage() {
  const actionData = useActionData<typeof action>();
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>Newsletter</h1>
      <p className={styles.lead}>New arrivals, restocks of favourites and the odd quiet sale, a few times a month.</p>
      <NewsletterForm lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
      <div className={styles.follow}>
        <p>Or follow us:</p>
        <SocialLinks />
      </div>
    </Container>
  );
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
