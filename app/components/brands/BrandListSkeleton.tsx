import { Container } from "~/components/ui/Container";
import { Skeleton } from "~/components/ui/Skeleton";
import * as styles from "./brands.css";

/** The brand list's skeleton screen (docs/product/catalog.md). */
export function BrandListSkeleton() {
  return (
    <Container className={styles.page} aria-hidden="true">
      <Skeleton width="min(26rem, 80%)" height="2.75rem" />
      <div className={styles.index}>
        <Skeleton width="18rem" height="2.25rem" />
      </div>
      {[0, 1].map((group) => (
        <div key={group} className={styles.group}>
          <Skeleton width="3rem" height="2rem" />
          <div className={styles.row}>
            {[0, 1, 2, 3].map((cell) => (
              <div key={cell} className={styles.cell}>
                <Skeleton height="7.5rem" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </Container>
  );
}
