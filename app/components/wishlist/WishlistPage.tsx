import { useFetcher } from "@remix-run/react";
import { useSettledAnswer } from "~/components/forms/form-hooks";
import { ProductTile } from "~/components/product/ProductTile";
import { Button } from "~/components/ui/Button";
import { ListPage } from "~/components/ui/ListPage";
import { openCartSidebar } from "~/lib/cart/sidebar-store";
import { EnhancedMarker } from "~/lib/forms/progressive";
import { useShell } from "~/lib/shell/use-cart";
import { WISHLIST_ACTION, type WishlistActionData } from "~/lib/wishlist/intents";
import { wishlistTotalText } from "~/lib/wishlist/total";
import type { WishlistProduct } from "~/lib/wishlist/wishlist.server";
import * as styles from "./wishlist.css";

export const EMPTY_WISHLIST_TEXT = "Your wishlist is empty. Tap the heart on any frame to keep it here.";

/**
 * The wishlist page (docs/product/cart.md: grid with count and total price, Add to cart and Delete all, an empty
 * text). Products whose heart was just switched off leave the grid at once (the pending toggle).
 */
export function WishlistPage({ products }: { products: WishlistProduct[] }) {
  const shell = useShell();
  const bulk = useFetcher<WishlistActionData>({ key: "wishlist:bulk" });
  const clearing = bulk.formData?.get("intent") === "clear";
  // The page's list follows the shell's ids, so a heart switched off here drops its tile after the answer.
  const ids = shell ? new Set(shell.wishlistIds) : null;
  const shown = clearing ? [] : products.filter((product) => !ids || ids.has(product.id!));
  const total = wishlistTotalText(shown);

  useSettledAnswer(bulk, (answer) => {
    if (answer.ok && answer.intent === "addAllToCart" && answer.added) openCartSidebar();
  });

  return (
    <ListPage
      title="Wishlist"
      summary={
        <p className={styles.facts} data-wishlist-summary>
          <span>
            <span className={styles.factValue} data-wishlist-count>
              {shown.length}
            </span>{" "}
            {shown.length === 1 ? "product" : "products"}
          </span>
          {total && shown.length ? (
            <span>
              Total price: <span className={styles.factValue}>{total}</span>
            </span>
          ) : null}
        </p>
      }
      actions={
        shown.length ? (
          <bulk.Form method="post" action={WISHLIST_ACTION} className={styles.actions}>
            <EnhancedMarker />
            <Button type="submit" name="intent" value="addAllToCart" variant="dark" disabled={bulk.state !== "idle"}>
              Add to cart
            </Button>
            <Button type="submit" name="intent" value="clear" variant="outline" disabled={bulk.state !== "idle"}>
              Delete all
            </Button>
          </bulk.Form>
        ) : null
      }
      emptyText={EMPTY_WISHLIST_TEXT}
    >
      {shown.length ? (
        <ul className={styles.grid} aria-label="Wished products">
          {shown.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} />
            </li>
          ))}
        </ul>
      ) : null}
    </ListPage>
  );
}
