import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ChevronDownIcon } from "~/components/icons";
import type { DetailRow } from "~/lib/product/types";
import { shippingSectionText, useFreeShipping } from "~/lib/shipping-claims";
import * as styles from "./product-page.css";

/** One group name: the browser keeps one section open at a time (docs/product/catalog.md: accordion), no JavaScript needed. */
const GROUP = "product-information";

function Section({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className={styles.accordion} name={GROUP} open={open}>
      <summary className={styles.accordionSummary}>
        {title}
        <ChevronDownIcon className={styles.accordionChevron} />
      </summary>
      <div className={styles.accordionBody}>{children}</div>
    </details>
  );
}

/** Description, Product details (name and attributes, N/A when empty) and Shipping. */
export function ProductAccordions({ descriptionHtml, details }: { descriptionHtml: string; details: readonly DetailRow[] }) {
  const free = useFreeShipping();
  return (
    <div className={styles.accordions}>
      <Section title="Description" open>
        <div dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
      </Section>
      <Section title="Product details">
        <table className={styles.details}>
          <tbody>
            {details.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="Shipping">
        <p>{shippingSectionText(free)}</p>
        <p>
          Not the right pair? You have 14 days to return it. <Link to="/delivery">Delivery and returns</Link>
        </p>
      </Section>
    </div>
  );
}
