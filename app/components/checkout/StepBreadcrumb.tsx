import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { reachedSteps, stepHref, type CheckoutStep } from "~/lib/checkout/steps";
import * as styles from "./checkout.css";

/** docs/product/checkout.md: the steps reached so far, the current one highlighted; the cart before them. */
export function StepBreadcrumb({ step, reached }: { step: CheckoutStep; reached: number }) {
  const steps = reachedSteps(step, reached);
  return (
    <nav aria-label="Checkout steps">
      <ol className={styles.steps}>
        <li className={styles.stepItem}>
          <Link to="/store/cart" className={styles.stepLink}>
            Cart
          </Link>
        </li>
        {steps.map((entry) => (
          <Fragment key={entry.step}>
            <li className={styles.stepSeparator} aria-hidden="true">
              ›
            </li>
            <li className={styles.stepItem}>
              {entry.current ? (
                <span className={styles.stepCurrent} aria-current="step">
                  {entry.label}
                </span>
              ) : (
                <Link to={stepHref(entry.step)} className={styles.stepLink}>
                  {entry.label}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
