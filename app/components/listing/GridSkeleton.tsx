import { Skeleton } from "~/components/ui/Skeleton";
import { cx } from "~/lib/cx";
import * as styles from "./grid.css";

/** Placeholder tiles while a list loads (docs/product/catalog.md: skeleton screens). */
export function ProductGridSkeleton({ count, mobileColumns = 2 }: { count: number; mobileColumns?: 1 | 2 }) {
  return (
    <ul className={styles.grid} data-columns={mobileColumns} aria-hidden="true" data-testid="product-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={cx(styles.item, styles.skeletonTile)}>
          <Skeleton className={styles.skeletonImage} />
          <Skeleton width="35%" height="0.75rem" />
          <Skeleton width="80%" height="1rem" />
          <Skeleton width="30%" height="0.875rem" />
        </li>
      ))}
    </ul>
  );
}
