import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BagIcon, CloseIcon } from "~/components/icons";
import { SHIPMENT_NOTE } from "~/lib/cart/messages";
import { closeCartSidebar, useCartSidebarOpen } from "~/lib/cart/sidebar-store";
import { cx } from "~/lib/cx";
import { wrapTab } from "~/lib/focus-trap";
import { shownAs } from "~/lib/money";
import { useCart } from "~/lib/shell/use-cart";
import * as cartStyles from "./cart.css";
import { CartProduct } from "./CartProduct";
import { CheckoutButton } from "./CheckoutButton";
import { QuantityControl } from "./QuantityControl";
import { RemoveLineButton } from "./RemoveLineButton";
import * as styles from "./sidebar.css";

/**
 * The cart sidebar (docs/product/cart.md): 'SHOPPING BAG' with the number of lines, the lines, the total,
 * the shipment note and Checkout (disabled and linkless when the cart is empty). A modal <dialog>:
 * Escape closes it, focus stays inside (Tab wraps round), the page behind does not scroll, a click outside closes it.
 * It exists only with JavaScript; without it the cart icon is a link to the cart page. Loaded after
 * hydration (DeferredCartSidebar), which also closes it on navigation.
 */
export function CartSidebar() {
  const open = useCartSidebarOpen();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // docs/product/cart.md: the page does not scroll while the sidebar is open.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    // Escape closes it through onCancel; the click handler only catches clicks on the backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="cart-sidebar-title"
      data-cart-sidebar
      onCancel={(event) => {
        event.preventDefault();
        closeCartSidebar();
      }}
      // A close event still on its way from an earlier close must not shut the sidebar opened since.
      onClose={(event) => {
        if (!event.currentTarget.open) closeCartSidebar();
      }}
      onKeyDown={(event) => wrapTab(event, event.currentTarget)}
      // The dialog box fills its panel, so a click that lands on the dialog itself was on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) closeCartSidebar();
      }}
    >
      {open ? <SidebarContent /> : null}
    </dialog>
  );
}

function SidebarContent() {
  const cart = useCart();
  const count = cart.lines.length;
  return (
    <>
      <div className={styles.header}>
        <h2 id="cart-sidebar-title" className={styles.title}>
          Shopping bag <span className={styles.count}>({count})</span>
        </h2>
        <button type="button" className={styles.close} onClick={closeCartSidebar} aria-label="Close shopping bag">
          <CloseIcon />
        </button>
      </div>
      {count ? (
        <ul className={styles.lines} aria-label="Products in your bag">
          {cart.lines.map((line) => (
            <li key={line.key} className={styles.line} data-cart-line={line.key}>
              <CartProduct line={line} onNavigate={closeCartSidebar} />
              <div className={styles.lineFooter}>
                <QuantityControl lineKey={line.key} quantity={line.quantity} productName={line.product.name} size="sm" />
                <div className={styles.lineActions}>
                  <span className={styles.lineTotal}>{line.total}</span>
                  <RemoveLineButton lineKey={line.key} productName={line.product.name} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <BagIcon size={32} />
          <p>Your shopping bag is empty.</p>
        </div>
      )}
      <div className={styles.footer} data-cart-sidebar-footer>
        <p className={cx(styles.totalRow, cart.pending && cartStyles.pending)}>
          <span>Total</span>
          <span className={styles.totalValue} data-sidebar-total>
            {shownAs.bagTotal(cart.total)}
          </span>
        </p>
        <p className={styles.note}>{SHIPMENT_NOTE}</p>
        <CheckoutButton empty={count === 0} onNavigate={closeCartSidebar} />
        {count ? (
          <Link to="/store/cart" className={styles.viewCart} onClick={closeCartSidebar}>
            View cart
          </Link>
        ) : null}
      </div>
    </>
  );
}
