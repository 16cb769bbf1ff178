import { buttonClass } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { NEWSLETTER_COMING_SOON, NEWSLETTER_INVITE, NEWSLETTER_SIGN_UP, NEWSLETTER_TITLE } from "~/lib/home/newsletter";
import { useShell } from "~/lib/shell/use-cart";
import * as styles from "./newsletter.css";
import { SocialLinks } from "./SocialLinks";

/**
 * The newsletter and social block (docs/product/content-and-forms.md: home page, before the footer):
 * a link to the operator's sign-up page when NEWSLETTER_URL is set, else "coming soon"; never a
 * field the shop would not keep (docs/decisions/342-newsletter-link-or-coming-soon.md).
 */
export function NewsletterBlock() {
  const url = useShell()?.newsletterUrl ?? null;
  return (
    <section className={styles.block} aria-labelledby="newsletter-title">
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="newsletter-title" className={styles.title}>
            {NEWSLETTER_TITLE}
          </h2>
        </div>
        <NewsletterOffer url={url} />
        <div className={styles.social}>
          <p className={styles.socialTitle}>Follow us</p>
          <SocialLinks />
        </div>
      </Container>
    </section>
  );
}

/** The invitation and the provider's link, or the honest "coming soon". */
export function NewsletterOffer({ url }: { url: string | null }) {
  if (!url) return <p className={styles.text}>{NEWSLETTER_COMING_SOON}</p>;
  return (
    <div className={styles.offer}>
      <p className={styles.text}>{NEWSLETTER_INVITE}</p>
      <a href={url} rel="noopener" className={buttonClass({ variant: "dark" })}>
        {NEWSLETTER_SIGN_UP}
      </a>
    </div>
  );
}
