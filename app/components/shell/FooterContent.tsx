import { Container } from "~/components/ui/Container";
import type { CategoryLinks } from "~/lib/category-ids";
import type { PageLinks } from "~/lib/footer-pages";
import { brandNote } from "~/lib/shipping-claims";
import { copyrightLine, footerColumns, storeName, supportEmail } from "~/lib/store-config";
import * as styles from "./footer.css";
import { PaymentIcons } from "./PaymentIcons";

/**
 * What the footer holds: a brand note, four link columns, the accepted cards and the copyright
 * line. Rendered by the server only, to markup (`entry.server.tsx`): `Footer` keeps it (decision 202).
 */
/** `freeShipping`: the store ships free (docs/product/texts-and-constants.md#shipping-claims). */
export function FooterContent({
  categoryLinks,
  pageLinks,
  freeShipping,
}: {
  categoryLinks: CategoryLinks;
  pageLinks: PageLinks;
  freeShipping: boolean;
}) {
  return (
    <Container>
      <div className={styles.top}>
        <section className={styles.brand} aria-label={storeName}>
          <p className={styles.brandName}>{storeName}</p>
          <p className={styles.brandText}>{brandNote(freeShipping)}</p>
          <p className={styles.brandText}>
            Questions? Write to{" "}
            <a className={styles.mail} href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
        </section>
        {footerColumns(categoryLinks, pageLinks).map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <a href={link.to} className={styles.link}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{copyrightLine()}</p>
        <PaymentIcons />
      </div>
    </Container>
  );
}
