import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CompareButton } from "~/components/compare/CompareButton";
import { WishlistToggle } from "~/components/wishlist/WishlistToggle";
import { CART_ACTION } from "~/lib/cart/intents";
import { productHref } from "~/lib/links";
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

/**
 * A tile's one form (decision 187): the fields its three actions share. It holds the tile's contents
 * without a box of its own (decision 207), so its buttons (the heart, add to cart, add to compare)
 * sit where the tile shows them and belong to it without a `form` attribute; the heart and the
 * compare button post it to their own action (`formaction`), add to cart to the form's.
 */
export function TileForm({ product, children }: { product: ProductTileData; children: ReactNode }) {
  const location = useLocation();
  return (
    <form method="post" action={CART_ACTION} className={styles.form}>
      {children}
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="productUrl" value={productHref(product)} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
    </form>
  );
}

/** The heart over a tile's picture. */
export function TileWishlistToggle({ product }: { product: ProductTileData }) {
  return <WishlistToggle product={tracked(product)} className={styles.heart} inTileForm />;
}

/** Add to cart (quantity 1, no options) and add to compare, under a tile's price. */
export function ProductTileActions({ product }: { product: ProductTileData }) {
  const item = tracked(product);
  return (
    <div className={styles.actions}>
      <AddToCartButton product={item} className={styles.add} variant="outline" block disabled={product.stock === false} inTileForm />
      <CompareButton productId={item.id} productName={item.name ?? ""} inTileForm />
    </div>
  );
}
