import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { CouponBox } from "~/components/cart/CouponBox";
import { PLACEHOLDER_IMAGE } from "~/components/product/ProductTile";
import type { Cart } from "~/lib/cart/cart-data";
import { shortageText } from "~/lib/cart/messages";
import { openCartSidebarAfterNavigation } from "~/lib/cart/sidebar-store";
import { stepsBackToShop } from "~/lib/checkout/return-to-cart";
import { originalLineTotal, storeGrandTotal, summaryTotals, type StoreTotalLine } from "~/lib/checkout/summary";
import { cx } from "~/lib/cx";
import { optionsForDisplay } from "~/lib/lenses/options";
import { shownAs } from "~/lib/money";
import type { LineShortage } from "~/lib/stock-shortage";
import { media } from "~/styles/theme.css";
import * as styles from "./summary.css";

interface OrderSummaryProps {
  cart: Cart;
  /** A stock store's own total lines (decision 222): shown as it words them instead of the product's lines. */
  storeTotals?: StoreTotalLine[] | null;
  /** Where the summary's coupon box posts (the checkout's own action, so a refused code shows here). */
  couponAction: string;
  couponResult?: unknown;
  /** Lines the store refused for want of stock: marked `***` with how many are left, as the cart marks them. */
  shortages?: LineShortage[];
}

/**
 * The checkout's order summary (docs/product/checkout.md): 'Order' with 'Return to cart', the lines with
 * their quantity badges, struck original and special prices, the coupon box and the totals.
 */
export function OrderSummary({ cart, storeTotals = null, couponAction, couponResult, shortages = [] }: OrderSummaryProps) {
  const totals = summaryTotals(cart, storeTotals);
  const details = useRef<HTMLDetailsElement>(null);

  // Browsers that cannot show a closed <details>' content by CSS get it opened on wide screens.
  useEffect(() => {
    const element = details.current;
    if (!element || CSS.supports("selector(::details-content)")) return;
    // docs/product/checkout.md: at the narrow width the summary collapses under 'Show order summary'.
    if (!window.matchMedia(media.narrow).matches) element.open = true;
  }, []);

  return (
    <details ref={details} className={cx(styles.panel, styles.details)} data-order-summary open={shortages.length ? true : undefined}>
      <summary className={styles.toggle}>
        <span>
          <span className={styles.toggleShow}>Show order summary</span>
          <span className={styles.toggleHide}>Hide order summary</span>
        </span>
        <span className={styles.toggleTotal}>{totals.total}</span>
      </summary>
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 className={styles.heading}>Order</h2>
          <ReturnToCart />
        </div>
        <ul className={styles.lines} aria-label="Products in your order">
          {cart.lines.map((line) => (
            <li key={line.key} className={styles.line}>
              <span className={styles.thumb}>
                <SummaryImage src={line.product.image} alt={line.product.imageAlt} />
                <span className={styles.badge} aria-label={`Quantity ${line.quantity}`}>
                  {line.quantity}
                </span>
              </span>
              <span className={styles.lineText}>
                <span className={styles.lineName}>{line.product.name}</span>
                <LineShortageNote shortage={shortages.find((shortage) => shortage.key === line.key)} />
                {line.options.length ? (
                  // One option a line, as the cart shows them: the lens summary's own " · " stays its own.
                  <span className={styles.lineOptions}>
                    {optionsForDisplay(line.options).map((option, index) => (
                      <span key={`${option.name}-${index}`} className={styles.lineOption}>
                        {option.name}: {option.value}
                      </span>
                    ))}
                  </span>
                ) : null}
              </span>
              <LinePrice line={line} />
            </li>
          ))}
        </ul>
        <CouponBox id="checkout-coupon" action={couponAction} applied={cart.coupon} lastResult={couponResult} />
        {totals.kind === "store" ? (
          <StoreTotals lines={totals.lines} />
        ) : (
          <dl className={styles.totals} data-checkout-totals>
            <dt className={styles.label}>{totals.subtotalTitle}</dt>
            <dd className={styles.value}>{totals.subtotal}</dd>
            {totals.discounts.map((discount) => (
              <Pair key={discount.title} label={discount.title} value={discount.text} valueClass={styles.discount} />
            ))}
            <Pair
              label="Shipping"
              value={totals.shipping}
              valueClass={totals.shipping === "Calculated at next step" ? styles.muted : styles.value}
            />
            <Pair label="Sales tax" value={totals.tax} valueClass={styles.value} />
            <dt className={styles.grandLabel}>Total</dt>
            <dd className={styles.grandValue} data-checkout-total>
              {totals.total}
            </dd>
          </dl>
        )}
        {totals.kind === "coded" && totals.savings ? (
          <p className={styles.savings} data-checkout-savings>
            You save {totals.savings}
          </p>
        ) : null}
      </div>
    </details>
  );
}

/** The store's own lines, in its order and words; its Total as the grand total. */
function StoreTotals({ lines }: { lines: StoreTotalLine[] }) {
  const grand = storeGrandTotal(lines);
  return (
    <dl className={styles.totals} data-checkout-totals data-store-totals>
      {lines.map((line, index) =>
        line === grand ? null : <Pair key={`${index}-${line.title}`} label={line.title} value={line.text} valueClass={styles.value} />,
      )}
      {grand ? (
        <>
          <dt className={styles.grandLabel}>{grand.title}</dt>
          <dd className={styles.grandValue} data-checkout-total>
            {grand.text}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Pair({ label, value, valueClass }: { label: string; value: string; valueClass: string }) {
  return (
    <>
      <dt className={styles.label}>{label}</dt>
      <dd className={valueClass}>{value}</dd>
    </>
  );
}

function LinePrice({ line }: { line: Cart["lines"][number] }) {
  const original = originalLineTotal(line);
  if (!original) return <span className={styles.linePrice}>{line.total}</span>;
  return (
    <span className={styles.linePrice}>
      <s className={styles.struck}>
        <span className="visually-hidden">Regular price </span>
        {shownAs.oldPrice(original)}
      </s>
      <span className={styles.special}>
        <span className="visually-hidden">Sale price </span>
        {line.total}
      </span>
    </span>
  );
}

function SummaryImage({ src, alt }: { src: string | null; alt: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      className={styles.image}
      src={!broken && src ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      width={64}
      height={48}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

/**
 * docs/product/checkout.md: 'Return to cart' goes back and reopens the cart sidebar. A link to the cart page without
 * JavaScript; with it, back to the shop page the shopper came from, with the sidebar open.
 */
function ReturnToCart() {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const delta = stepsBackToShop();
    if (delta == null) return;
    event.preventDefault();
    openCartSidebarAfterNavigation();
    navigate(delta);
  };
  return (
    <Link to="/store/cart" className={styles.returnLink} onClick={onClick}>
      Return to cart
    </Link>
  );
}

/** Under a line the store refused for want of stock: the product's `***` and how many are left. */
function LineShortageNote({ shortage }: { shortage: LineShortage | undefined }) {
  if (!shortage) return null;
  return (
    <span className={styles.shortage} data-shortage>
      *** {shortageText(shortage.available)}
    </span>
  );
}
