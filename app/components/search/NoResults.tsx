import { Link } from "@remix-run/react";
import { cx } from "~/lib/cx";
import { NO_RESULTS_TEXT, searchQuickLinks } from "~/lib/search/search";
import { useShell } from "~/lib/shell/use-cart";
import * as styles from "./suggestions.css";

/** The product's no-results panel: its text and quick links to New arrivals, Most popular and Final sale. */
export function NoResults({ compact = false }: { compact?: boolean }) {
  const quickLinks = searchQuickLinks(useShell()?.categoryLinks ?? {});
  return (
    <div className={cx(styles.noResults, compact && styles.noResultsCompact)} data-testid="no-results">
      <p className={styles.noResultsText}>{NO_RESULTS_TEXT}</p>
      <ul className={styles.quickLinks}>
        {quickLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.quickLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
