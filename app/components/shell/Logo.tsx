import { Link } from "@remix-run/react";
import { cx } from "~/lib/cx";
import { storeName } from "~/lib/store-config";
import * as styles from "./logo.css";

/** The round-frame glyph of the brand: two lenses and a bridge. */
function Glyph({ size }: { size: number }) {
  return (
    <svg className={styles.glyph} width={size} height={size * 0.5} viewBox="0 0 48 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="2.4" />
      <circle cx="36" cy="12" r="8.5" stroke="currentColor" strokeWidth="2.4" />
      <path d="M20.5 11c2-2 5-2 7 0" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** The logo links home (docs/product/shell-and-navigation.md: "Logo links here"). `compact` drops the tagline for tight bars. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const [first, ...rest] = storeName.split(" ");
  return (
    // The name comes from the visible words (WCAG 2.5.3, label in name): "Lumen Optics home".
    <Link to="/" className={cx(styles.logo, className)}>
      <Glyph size={compact ? 30 : 40} />
      <span className={styles.wordmark}>
        <span className={cx(styles.name, compact && styles.compactName)}>{first}</span>{" "}
        {compact ? (
          <span className="visually-hidden">{rest.join(" ")}</span>
        ) : (
          <span className={styles.tagline}>{rest.join(" ") || "Eyewear"}</span>
        )}
        <span className="visually-hidden"> home</span>
      </span>
    </Link>
  );
}
