import { ProductGridSkeleton } from "~/components/listing/GridSkeleton";
import { Container } from "~/components/ui/Container";
import { Skeleton } from "~/components/ui/Skeleton";
import * as styles from "./catalog.css";

/** The category catalog's skeleton screen (docs/product/catalog.md): title, description, toolbar and tiles. */
export function CatalogSkeleton() {
  return (
    <Container className={styles.page} aria-hidden="true">
      <div className={styles.heading}>
        <Skeleton width="min(20rem, 70%)" height="3rem" />
        <Skeleton width="min(40rem, 90%)" height="1rem" />
        <Skeleton width="min(28rem, 60%)" height="1rem" />
      </div>
      <div className={styles.toolbar}>
        <Skeleton width="7rem" height="2.75rem" />
        <div className={styles.toolbarEnd}>
          <Skeleton width="10rem" height="2.75rem" />
        </div>
      </div>
      <div className={styles.results}>
        <ProductGridSkeleton count={8} />
      </div>
    </Container>
  );
}
