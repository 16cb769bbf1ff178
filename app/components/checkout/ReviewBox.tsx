import { Link } from "@remix-run/react";
import type { CheckoutReview } from "~/lib/checkout/checkout.server";
import { stepHref } from "~/lib/checkout/steps";
import * as styles from "./checkout.css";

/** What the earlier steps said (contact, where it goes, how), each with a link back to change it. */
export function ReviewBox({ review, method }: { review: CheckoutReview; method?: string | null }) {
  return (
    <dl className={styles.review} aria-label="Your details">
      <dt className={styles.reviewLabel}>Contact</dt>
      <dd className={styles.reviewValue}>{[review.email, review.telephone].filter(Boolean).join(" · ")}</dd>
      <dd className={styles.reviewChange}>
        <Link to={stepHref(1)} aria-label="Change contact">
          Change
        </Link>
      </dd>
      <dt className={styles.reviewLabel}>Ship to</dt>
      <dd className={styles.reviewValue}>{review.shipTo.join(", ")}</dd>
      <dd className={styles.reviewChange}>
        <Link to={stepHref(1)} aria-label="Change address">
          Change
        </Link>
      </dd>
      {method ? (
        <>
          <dt className={styles.reviewLabel}>Method</dt>
          <dd className={styles.reviewValue}>{method}</dd>
          <dd className={styles.reviewChange}>
            <Link to={stepHref(2)} aria-label="Change shipping method">
              Change
            </Link>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
