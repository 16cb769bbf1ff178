import { redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { NewsletterOffer } from "~/components/home/Newsletter";
import * as styles from "~/components/home/newsletter-page.css";
import { SocialLinks } from "~/components/home/SocialLinks";
import { Container } from "~/components/ui/Container";
import { getEnv } from "~/lib/env.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { useShell } from "~/lib/shell/use-cart";
import { pageTitle } from "~/lib/store-config";

export const meta: MetaFunction = () => [{ title: pageTitle("Newsletter") }, { name: "robots", content: "noindex" }];

/**
 * A post from a page of before (the block had a form): nothing is kept; the shopper goes to the
 * provider's sign-up page when there is one, else back where they came from
 * (docs/decisions/342-newsletter-link-or-coming-soon.md).
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData().catch(() => new FormData());
  return redirect(getEnv().newsletterUrl ?? safeRedirect(formData.get("redirectTo"), "/"), 303);
}

export default function NewsletterPage() {
  const url = useShell()?.newsletterUrl ?? null;
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>Newsletter</h1>
      <NewsletterOffer url={url} />
      <div className={styles.follow}>
        <p>Or follow us:</p>
        <SocialLinks />
      </div>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorScreen;
