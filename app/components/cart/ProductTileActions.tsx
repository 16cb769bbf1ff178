import { CompareButton } from "~/components/compare/CompareButton";
import { WishlistToggle } from "~/components/wishlist/WishlistToggle";
import { CART_ACTION } from "~/lib/cart/intents";
import type { ProductTileData } from "~/lib/product-tiles";
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
 * A tile's one form (decision 187): the product its three actions act on. Its buttons (the heart,
 * add to cart, add to compare) sit where the tile shows them and join it by its id; the heart and
 * the compare button post it to their own action (`formaction`), add to cart to the form's. Each
 * action returns a plain post to the page it came from and sends a failed add to the product's page
 * (decision 214), so the form carries neither address.
 */
export function TileForm({ id, product }: { id: string; product: ProductTileData }) {
  return (
    <form id={id} method="post" action={CART_ACTION} hidden>
      <input type="hidden" name="id" value={product.id} />
    </form>
  );
}

/** The heart over a tile's picture. */
export function TileWishlistToggle({ product, form }: { product: ProductTileData; form: string }) {
  return <WishlistToggle product={tracked(product)} className={styles.heart} form={form} />;
}

/** Add to cart (quantity 1, no options) and add to compare, under a tile's price. */
export function ProductTileActions({ product, form }: { product: ProductTileData; form: string }) {
  const item = tracked(product);
  return (
    <div className={styles.actions}>
      <AddToCartButton product={item} className={styles.add} variant="outline" block disabled={product.stock === false} form={form} />
      <CompareButton productId={item.id} productName={item.name ?? ""} form={form} />
    </div>
  );
}
