import type { CartTotalLine } from "~/lib/cart/cart-data";
import { cx } from "~/lib/cx";
import { withDecimals } from "~/lib/money";
import * as styles from "./cart.css";

/**
 * The cart's total lines in the API's order. docs/product/texts-and-constants.md#numbers: in the cart the subtotal and the
 * total show whole units; coupon and shipping lines keep their cents. Shipping costing nothing reads 'Free'.
 */
export function CartTotals({ totals, pending }: { totals: CartTotalLine[]; pending: boolean }) {
  return (
    <dl className={cx(styles.totals, pending && styles.pending)} aria-busy={pending || undefined} data-cart-totals>
      {totals.map((line) => {
        if (line.code === "total") {
          return (
            <Row
              key={line.code}
              label={line.title || "Total"}
              labelClass={styles.grandLabel}
              valueClass={styles.grandValue}
              value={withDecimals(line.text, 0)}
            />
          );
        }
        const value =
          line.code === "sub_total" ? withDecimals(line.text, 0) : line.code === "shipping" && line.value === 0 ? "Free" : line.text;
        return (
          <Row
            key={`${line.code}-${line.title}`}
            label={line.title}
            labelClass={styles.totalLabel}
            valueClass={line.value < 0 ? styles.discountValue : styles.totalValue}
            value={value}
          />
        );
      })}
    </dl>
  );
}

function Row({ label, value, labelClass, valueClass }: { label: string; value: string; labelClass: string; valueClass: string }) {
  return (
    <>
      <dt className={labelClass}>{label}</dt>
      <dd className={valueClass}>{value}</dd>
    </>
  );
}
