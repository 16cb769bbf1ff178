import { Container } from "~/components/ui/Container";
import { formatDay, type PublicCoupon } from "~/lib/home/promo";
import * as styles from "./promo.css";

/** The promo line (docs/product/catalog.md): the store's public coupon, shown only while it has not ended. */
export function PromoStrip({ coupon }: { coupon: PublicCoupon | null }) {
  if (!coupon) return null;
  return (
    <aside className={styles.strip} aria-label="Current offer" data-testid="promo-strip">
      <Container className={styles.inner}>
        <span className={styles.name}>{coupon.name}</span>
        {coupon.code ? (
          <span>
            Use code <strong className={styles.code}>{coupon.code}</strong> at checkout
          </span>
        ) : null}
        <span className={styles.ends}>
          Ends <time dateTime={coupon.dateEnd}>{formatDay(coupon.dateEnd)}</time>
        </span>
      </Container>
    </aside>
  );
}
