import { Container } from "~/components/ui/Container";
import { Skeleton } from "~/components/ui/Skeleton";
import { ProductGridSkeleton } from "./GridSkeleton";
import * as styles from "./listing.css";

/** The listing pages' skeleton screen (docs/product/catalog.md): title, sort bar and tiles. */
export function ListingSkeleton() {
  return (
    <Container className={styles.page} aria-hidden="true">
      <div className={styles.headingSkeleton}>
        <Skeleton width="min(22rem, 70%)" height="2.75rem" />
      </div>
      <div className={styles.sortBar}>
        <Skeleton width="12rem" height="2.25rem" />
      </div>
      <ProductGridSkeleton count={8} />
    </Container>
  );
}
