import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ReturnIcon } from "~/components/icons";
import * as styles from "./product-page.css";

/** Line icons in the shop's style (24px grid, 1.6 stroke) for the two badges the shared set lacks. */
function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={styles.featureIcon}
    >
      {children}
    </svg>
  );
}

const SunIcon = () => (
  <FeatureIcon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4" />
  </FeatureIcon>
);

const GlassesIcon = () => (
  <FeatureIcon>
    <circle cx="7" cy="14" r="3.5" />
    <circle cx="17" cy="14" r="3.5" />
    <path d="M10.5 14c.9-.8 2.1-.8 3 0M3.5 13 5 7h2M20.5 13 19 7h-2" />
  </FeatureIcon>
);

/** The product page's promises (docs/product/catalog.md): RX-ABLE only on a frame that takes prescription lenses; the return one links to /delivery. */
export function FeatureBadges({ rxAble }: { rxAble: boolean }) {
  return (
    <ul className={styles.features} aria-label="Good to know">
      <li>
        <span className={styles.feature}>
          <SunIcon />
          UV Protection
        </span>
      </li>
      {rxAble ? (
        <li>
          <span className={styles.feature}>
            <GlassesIcon />
            RX-ABLE
          </span>
        </li>
      ) : null}
      <li>
        <Link to="/delivery" className={styles.feature}>
          <span className={styles.featureIcon}>
            <ReturnIcon size={22} />
          </span>
          14 days to return
        </Link>
      </li>
    </ul>
  );
}
