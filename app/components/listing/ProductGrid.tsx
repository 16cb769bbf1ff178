import { ProductTile } from "~/components/product/ProductTile";
import { cx } from "~/lib/cx";
import type { ProductTileData } from "~/lib/product/tiles";
import * as styles from "./grid.css";

/** Tiles above the fold on a desktop load eagerly. */
const EAGER_TILES = 4;

interface ProductGridProps {
  products: ProductTileData[];
  /** List mode lays tiles out as rows (desktop only). */
  mode?: "grid" | "list";
  /** Phones: one or two columns (catalog toggle). */
  mobileColumns?: 1 | 2;
  label?: string;
  className?: string;
}

/**
 * The shared tiles in a grid. Every item carries an id (`item-21` …): a Load More link without
 * JavaScript lands on the first new tile instead of the top of the page.
 */
export function ProductGrid({ products, mode = "grid", mobileColumns = 2, label, className }: ProductGridProps) {
  return (
    <ul className={cx(styles.grid, mode === "list" && styles.list, className)} data-columns={mobileColumns} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} id={itemAnchor(index + 1)} className={styles.item}>
          <ProductTile product={product} eager={index < EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}

export const itemAnchor = (position: number) => `item-${position}`;
