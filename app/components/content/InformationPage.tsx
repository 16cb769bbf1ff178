import { NewsletterBlock } from "~/components/home/Newsletter";
import { Container } from "~/components/ui/Container";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import * as styles from "./content.css";

/** An information page: title plus the store's HTML (sanitized on the server), then the newsletter block (docs/product/content-and-forms.md). */
export function InformationPage({ title, html }: { title: string; html: string }) {
  return (
    <>
      <Container>
        <article className={styles.page}>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      </Container>
      <NewsletterBlock />
    </>
  );
}

/** The breadcrumb names the page by its title, wherever it was reached (/page/7, /common/page/privacy). */
export const informationPageHandle: BreadcrumbHandle<{ title: string; path: string }> = {
  breadcrumb: (page) => [{ label: page.title, to: page.path }],
};
