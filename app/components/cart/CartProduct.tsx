import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { PLACEHOLDER_IMAGE } from "~/components/product/ProductTile";
import type { CartLine } from "~/lib/cart/cart-data";
import { shortageText } from "~/lib/cart/messages";
import { LENSES_LINE, optionsForDisplay } from "~/lib/lenses/options";
import { useCartShortage } from "~/lib/shell/use-cart";
import * as styles from "./cart.css";

/** Thumbnail (placeholder when missing or broken), brand, name and the chosen options of a line. */
export function CartProduct({ line, onNavigate }: { line: CartLine; onNavigate?: () => void }) {
  const [broken, setBroken] = useState(false);
  const { product } = line;
  const shortage = useCartShortage(line.key);
  // Lens options read as one summary line (docs/decisions/253-lens-options.md).
  const options = optionsForDisplay(line.options);
  const rxAble = options[0]?.name === LENSES_LINE;
  return (
    <div className={styles.product}>
      <img
        className={styles.thumbnail}
        src={!broken && product.image ? product.image : PLACEHOLDER_IMAGE}
        alt={product.imageAlt}
        width={styles.THUMBNAIL_WIDTH}
        height={Math.round((styles.THUMBNAIL_WIDTH * 3) / 4)}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
      <div className={styles.productText}>
        {product.brand ? <span className={styles.brand}>{product.brand}</span> : null}
        <Link to={product.href} className={styles.productName} onClick={onNavigate}>
          {product.name}
        </Link>
        {shortage ? (
          <p className={styles.shortage} data-shortage>
            *** {shortageText(shortage.available)}
          </p>
        ) : null}
        {options.length ? (
          <ul className={styles.options} aria-label="Options">
            {options.map((option, index) => (
              <li key={`${option.name}-${index}`}>
                {option.name}: {option.value}
              </li>
            ))}
          </ul>
        ) : null}
        {rxAble ? (
          // A post, not a link: the line's key and then its prescription stay out of every URL (docs/decisions/254-prescriptions-stay-in-the-form.md).
          <Form method="post" action={`/store/product/${product.id}/lenses`} onSubmit={onNavigate}>
            <input type="hidden" name="edit" value={line.key} />
            <button type="submit" className={styles.editLenses}>
              Edit lenses<span className="visually-hidden"> of {product.name}</span>
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
