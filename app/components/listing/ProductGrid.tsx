import { useId } from "react";
import { ProductTile } from "~/components/product/ProductTile";
import { cx } from "~/lib/cx";
import type { ProductTileData } from "~/lib/product-tiles";
import * as styles from "./grid.css";

/** Tiles above the fold on a desktop load eagerly. */
const EAGER_TILES = 4;

interface ProductGridProps {
  /** A product's summary shows in list mode, when the list has it (brand and specials pages). */
  products: (ProductTileData & { shortDescription?: string | null })[];
  /** List mode lays tiles out as rows (desktop only). */
  mode?: "grid" | "list";
  /** Phones: one or two columns (catalog toggle). */
  mobileColumns?: 1 | 2;
  label?: string;
  className?: string;
}

/**
 * The shared tiles in a grid. Every item carries an id (`item-21` …): a Load More link without
 * JavaScript lands on the first new tile instead of the top of the page. A labelled grid is headed
 * by its label as a visually hidden h2: the tiles' names are h3, and headings go down one level at
 * a time from the page's h1 (Lighthouse heading-order).
 */
export function ProductGrid({ products, mode = "grid", mobileColumns = 2, label, className }: ProductGridProps) {
  const headingId = useId();
  return (
    <>
      {label ? (
        <h2 id={headingId} className="visually-hidden">
          {label}
        </h2>
      ) : null}
      <ul
        className={cx(styles.grid, mode === "list" && styles.list, className)}
        data-columns={mobileColumns}
        aria-labelledby={label ? headingId : undefined}
      >
        {products.map((product, index) => (
          <li key={product.id} id={itemAnchor(index + 1)} className={styles.item}>
            <ProductTile product={product} eager={index < EAGER_TILES} summary={mode === "list" ? product.shortDescription : undefined} />
          </li>
        ))}
      </ul>
    </>
  );
}

export const itemAnchor = (position: number) => `item-${position}`;
