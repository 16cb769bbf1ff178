import { Price } from "~/components/ui/Price";
import type { CartLine } from "~/lib/cart/cart-data";
import * as styles from "./cart.css";
import { CartProduct } from "./CartProduct";
import { QuantityControl } from "./QuantityControl";
import { RemoveLineButton } from "./RemoveLineButton";

/** docs/product/cart.md: columns product, price, quantity, total, action; one row per line. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <table className={styles.table} aria-label="Shopping cart">
      <thead className={styles.headRow}>
        <tr>
          <th scope="col" className={styles.headCell}>
            Product
          </th>
          <th scope="col" className={styles.headCell}>
            Price
          </th>
          <th scope="col" className={styles.headCell}>
            Quantity
          </th>
          <th scope="col" className={styles.numericHead}>
            Total
          </th>
          <th scope="col" className={styles.headCell}>
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody className={styles.body}>
        {lines.map((line) => (
          <tr key={line.key} className={styles.row} data-cart-line={line.key}>
            <td className={styles.productCell}>
              <CartProduct line={line} />
            </td>
            <td className={styles.priceCell}>
              <span className={styles.mobileLabel}>Price</span>
              <Price price={line.special ? line.originalPrice : line.price} special={line.special || null} />
            </td>
            <td className={styles.quantityCell}>
              <QuantityControl lineKey={line.key} quantity={line.quantity} productName={line.product.name} />
            </td>
            <td className={styles.totalCell} data-line-total>
              <span className={styles.mobileLabel}>Total</span>
              {line.total}
            </td>
            <td className={styles.actionCell}>
              <RemoveLineButton lineKey={line.key} productName={line.product.name} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
