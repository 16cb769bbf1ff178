import { cx } from "~/lib/cx";
import { shownAs } from "~/lib/money";
import { INVALID_PRICE, saleDisplay } from "~/lib/price";
import * as styles from "./price.css";

interface PriceProps {
  /** The regular price as the API formats it ("$120.00"). */
  price: string | null | undefined;
  /** The special price, "" when there is none. */
  special?: string | null;
  className?: string;
}

/** The product's sale display: with a special, the regular price is struck through, in whole units. */
export function Price({ price, special, className }: PriceProps) {
  const display = saleDisplay(price, special);
  if (!display.valid) return <span className={cx(styles.invalid, className)}>{INVALID_PRICE}</span>;
  return (
    <span className={cx(styles.price, className)}>
      <span className={cx(styles.current, display.regular != null && styles.sale)}>
        {display.regular != null ? <span className="visually-hidden">Sale price </span> : null}
        {display.current}
      </span>
      {display.regular != null ? (
        <s className={styles.regular}>
          <span className="visually-hidden">Regular price </span>
          {shownAs.oldPrice(display.regular)}
        </s>
      ) : null}
    </span>
  );
}
