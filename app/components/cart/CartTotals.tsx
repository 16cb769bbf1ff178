import { shownTotalLine, type CartTotalLine } from "~/lib/cart/cart-data";
import { cx } from "~/lib/cx";
import * as styles from "./cart.css";

/**
 * The cart's total lines in the API's order, each shown by the rule of shownTotalLine.
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
              value={shownTotalLine(line)}
            />
          );
        }
        return (
          <Row
            key={`${line.code}-${line.title}`}
            label={line.title}
            labelClass={styles.totalLabel}
            valueClass={line.value < 0 ? styles.discountValue : styles.totalValue}
            value={shownTotalLine(line)}
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
