import { CompareButton } from "~/components/compare/CompareButton";
import { WishlistToggle } from "~/components/wishlist/WishlistToggle";
import type { ProductTileData } from "~/lib/product/tiles";
import { AddToCartButton } from "./AddToCartButton";
import * as styles from "./tile-actions.css";

/** What a tile's shopping controls need of its product (and for the tracking events). */
function tracked(product: ProductTileData) {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    special: product.special,
    brand: product.manufacturer?.name ?? null,
    url: product.url,
  };
}

/** The heart over a tile's picture. */
export function TileWishlistToggle({ product }: { product: ProductTileData }) {
  return <WishlistToggle product={tracked(product)} className={styles.heart} />;
}

/** Add to cart (quantity 1, no options) and add to compare, under a tile's price. */
export function ProductTileActions({ product }: { product: ProductTileData }) {
  const item = tracked(product);
  return (
    <div className={styles.actions}>
      <AddToCartButton product={item} className={styles.add} variant="outline" block disabled={product.stock === false} />
      <CompareButton productId={item.id} productName={item.name ?? ""} />
    </div>
  );
}
