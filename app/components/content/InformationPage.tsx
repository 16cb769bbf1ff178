import { Container } from "../ui/Container";
import * as styles from "./content.css";

/** An information page: title plus the store's HTML (sanitized on the server). */
export function InformationPage({ title, html }: { title: string; html: string }) {
  return (
    <Container>
      <article className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </Container>
  );
}
