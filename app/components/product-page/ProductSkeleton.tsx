import { Container } from "~/components/ui/Container";
import { Skeleton } from "~/components/ui/Skeleton";
import * as gallery from "./gallery.css";
import * as styles from "./product-page.css";

/** The product page's skeleton (docs/product/catalog.md: loading skeletons): pictures, thumbnails and the buying column. */
export function ProductSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="Loading the product">
      <Container>
        <div className={styles.hero} aria-hidden="true">
          <div className={gallery.gallery}>
            <Skeleton className={gallery.frame} />
            <div className={gallery.thumbs}>
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} className={gallery.thumb} />
              ))}
            </div>
          </div>
          <div className={styles.info}>
            <Skeleton width="6rem" height="0.75rem" />
            <Skeleton width="90%" height="2.75rem" />
            <Skeleton width="12rem" height="1rem" />
            <Skeleton width="7rem" height="1.75rem" />
            <Skeleton width="5rem" height="1rem" />
            <hr className={styles.divider} />
            <Skeleton width="100%" height="2.5rem" />
            <Skeleton width="100%" height="2.75rem" />
            <Skeleton width="100%" height="3.25rem" />
            <Skeleton width="100%" height="6rem" />
          </div>
        </div>
      </Container>
    </div>
  );
}
