import { Link } from "@remix-run/react";
import { Container } from "~/components/ui/Container";
import { EmptyList } from "~/components/ui/EmptyList";
import { CART_ACTION } from "~/lib/cart/intents";
import { SHIPMENT_NOTE } from "~/lib/cart/messages";
import { useCart } from "~/lib/shell/use-cart";
import * as styles from "./cart.css";
import { CartTable } from "./CartTable";
import { CartTotals } from "./CartTotals";
import { CheckoutButton } from "./CheckoutButton";
import { CouponBox } from "./CouponBox";

/** The cart page: lines on the left, totals, coupon and checkout on the right (stacked on phones). */
export function CartPage({ couponResult }: { couponResult?: unknown }) {
  const cart = useCart();
  const count = cart.lines.length;
  return (
    <Container className={styles.page}>
      <h1 className={styles.heading}>
        Shopping cart
        {count ? <span className={styles.headingCount}>{count === 1 ? "1 item" : `${count} items`}</span> : null}
      </h1>
      {count === 0 ? (
        <EmptyList text="Your shopping cart is empty." />
      ) : (
        <div className={styles.layout}>
          <div>
            <CartTable lines={cart.lines} />
          </div>
          <aside className={styles.summary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.summaryTitle}>
              Order summary
            </h2>
            <CartTotals totals={cart.totals} pending={cart.pending} />
            <CouponBox id="cart-coupon" action={CART_ACTION} applied={cart.coupon} lastResult={couponResult} />
            <p className={styles.note}>{SHIPMENT_NOTE}</p>
            <CheckoutButton empty={false} />
            <Link to="/" className={styles.continueLink}>
              Continue shopping
            </Link>
          </aside>
        </div>
      )}
    </Container>
  );
}
