import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as styles from "./success.css";

/** docs/product/checkout.md: breadcrumbs Shopping Cart (/store/cart), Checkout (/store/checkout), then the page's own. */
const CRUMBS = [
  { label: "Shopping Cart", to: "/store/cart" },
  { label: "Checkout", to: "/store/checkout" },
];

/**
 * The page after an order's last step (placed, or its card payment not through), in the checkout's
 * simplified layout with its own breadcrumb trail (docs/decisions/071-checkout-success-layout.md).
 */
export function CheckoutResult({ crumb, mark, title, children }: { crumb: string; mark: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb">
        <ol className={styles.crumbs}>
          {CRUMBS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.crumbLink}>
                {item.label}
              </Link>{" "}
              <span aria-hidden="true">›</span>
            </li>
          ))}
          <li className={styles.crumbCurrent} aria-current="page">
            {crumb}
          </li>
        </ol>
      </nav>
      <section className={styles.card}>
        <span className={styles.mark}>{mark}</span>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
