import { Link } from "@remix-run/react";
import { Container } from "~/components/ui/Container";
import type { ReturnPageData } from "~/lib/returns/return-form";
import { ReturnForm } from "./ReturnForm";
import * as styles from "./returns.css";

/** The product return page: what to expect beside the form. */
export function ReturnPage({ data }: { data: ReturnPageData }) {
  return (
    <Container className={styles.page}>
      <div className={styles.layout}>
        <header>
          <span className={styles.eyebrow}>Returns</span>
          <h1 className={styles.title}>Request a return</h1>
          <p className={styles.lead}>Not the right pair? You have 14 days from delivery to send it back.</p>
          <ol className={styles.steps}>
            <li>Tell us the order, the item and why it is going back.</li>
            <li>We email you a prepaid label within one business day.</li>
            <li>Your refund follows as soon as the parcel reaches us.</li>
          </ol>
          <p className={styles.links}>
            <Link to="/delivery">Delivery and returns</Link> · <Link to="/contact">Contact us</Link>
          </p>
        </header>
        <section className={styles.card} aria-label="Return request">
          {data.offered ? (
            <ReturnForm
              reasons={data.reasons}
              orderId={data.orderId}
              items={data.items}
              contact={data.contact}
              submitted={data.submitted}
            />
          ) : (
            <p role="status">
              This store does not take return requests online. Please <Link to="/contact">contact us</Link> with your order number.
            </p>
          )}
        </section>
      </div>
    </Container>
  );
}
