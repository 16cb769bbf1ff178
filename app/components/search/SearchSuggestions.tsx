import { Link } from "@remix-run/react";
import { PLACEHOLDER_IMAGE } from "~/components/product/ProductTile";
import { Price } from "~/components/ui/Price";
import { cx } from "~/lib/cx";
import { headerSearchHref, productHref } from "~/lib/links";
import type { ProductTileData } from "~/lib/product-tiles";
import { useShell } from "~/lib/shell/use-cart";
import { NoResults } from "./NoResults";
import * as styles from "./suggestions.css";

interface SearchSuggestionsProps {
  id: string;
  keyword: string;
  products: ProductTileData[];
  total: number;
  className?: string;
}

/**
 * The dropdown under the header search (docs/product/catalog.md): up to 12 rows of image, manufacturer plus name and
 * price, then 'All search results'; no products gives the no-results panel with its quick links.
 */
export function SearchSuggestions({ id, keyword, products, total, className }: SearchSuggestionsProps) {
  const shell = useShell();
  return (
    <div id={id} className={cx(styles.panel, className)} data-testid="search-suggestions">
      {products.length ? (
        <>
          <ul className={styles.rows} aria-label={`Products matching “${keyword}”`}>
            {products.map((product) => (
              <li key={product.id}>
                <Link to={productHref(product)} className={styles.row}>
                  <img className={styles.image} src={product.image || PLACEHOLDER_IMAGE} alt="" width={64} height={48} />
                  <span className={styles.text}>
                    {product.manufacturer?.name ? <span className={styles.brand}>{product.manufacturer.name}</span> : null}
                    <span className={styles.name}>{product.name}</span>
                  </span>
                  <Price className={styles.price} price={product.price} special={product.special} />
                </Link>
              </li>
            ))}
          </ul>
          <Link to={headerSearchHref(keyword, shell?.categoryLinks ?? {})} className={styles.all}>
            All search results{total > products.length ? ` (${total})` : ""}
          </Link>
        </>
      ) : (
        <NoResults compact />
      )}
    </div>
  );
}
