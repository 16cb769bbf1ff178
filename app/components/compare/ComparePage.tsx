import { Link, useFetcher, useFetchers } from "@remix-run/react";
import { useState, type CSSProperties, type ReactNode } from "react";
import { AddToCartButton } from "~/components/cart/AddToCartButton";
import { PLACEHOLDER_IMAGE } from "~/components/product/ProductTile";
import { RatingStars } from "~/components/reviews/Stars";
import { Button } from "~/components/ui/Button";
import { ListPage } from "~/components/ui/ListPage";
import { Price } from "~/components/ui/Price";
import type { CompareProduct } from "~/lib/compare/compare.server";
import { COMPARE_ACTION } from "~/lib/compare/intents";
import { EnhancedMarker } from "~/lib/forms/progressive";
import { productHref } from "~/lib/links";
import * as styles from "./compare.css";

export const EMPTY_COMPARE_TEXT = "You have not chosen any products to compare.";

/**
 * The compare table (docs/product/cart.md): one column per product, rows Product, Image, Price, Model,
 * Availability ('In stock' / 'Out of stock'), Rating (read-only stars), Summary and the actions
 * ADD TO CART (quantity 1, no options) and DELETE.
 */
export function ComparePage({ products }: { products: CompareProduct[] }) {
  const removing = usePendingRemovals();
  const shown = products.filter((product) => !removing.has(product.id));
  return (
    <ListPage title="Product Compare" emptyText={EMPTY_COMPARE_TEXT}>
      {shown.length ? (
        <div className={styles.scroller}>
          <table className={styles.table} aria-label="Product comparison" style={{ [styles.COLUMNS_VAR]: shown.length } as CSSProperties}>
            <tbody>
              <Row
                label="Product"
                products={shown}
                cell={(product) => (
                  <Link to={productHref(product)} className={styles.productName}>
                    {product.name}
                  </Link>
                )}
              />
              <Row label="Image" products={shown} cell={(product) => <CompareImage product={product} />} />
              <Row label="Price" products={shown} cell={(product) => <Price price={product.price} special={product.special || null} />} />
              <Row label="Model" products={shown} cell={(product) => product.model} />
              <Row
                label="Availability"
                products={shown}
                cell={(product) =>
                  product.stock ? <span className={styles.inStock}>In stock</span> : <span className={styles.outOfStock}>Out of stock</span>
                }
              />
              <Row label="Rating" products={shown} cell={(product) => <RatingStars value={product.rating ?? 0} />} />
              <Row label="Summary" products={shown} cell={(product) => product.shortDescription} />
              <Row
                label="Actions"
                products={shown}
                cell={(product) => (
                  <div className={styles.actions}>
                    <AddToCartButton
                      product={{
                        id: product.id,
                        name: product.name,
                        price: product.price,
                        special: product.special,
                        url: product.url,
                        brand: product.manufacturer?.name,
                      }}
                      label="ADD TO CART"
                      size="md"
                      block
                      disabled={!product.stock}
                    />
                    <DeleteButton product={product} fetcherKey={removalKey(product.id)} />
                  </div>
                )}
              />
            </tbody>
          </table>
        </div>
      ) : null}
    </ListPage>
  );
}

function Row({ label, products, cell }: { label: string; products: CompareProduct[]; cell: (product: CompareProduct) => ReactNode }) {
  return (
    <tr>
      <th scope="row" className={styles.rowHead}>
        {label}
      </th>
      {products.map((product) => (
        <td key={product.id} className={styles.cell}>
          {cell(product)}
        </td>
      ))}
    </tr>
  );
}

function CompareImage({ product }: { product: CompareProduct }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      className={styles.image}
      src={!broken && product.image ? product.image : PLACEHOLDER_IMAGE}
      alt={product.imageAlt ?? product.name ?? ""}
      width={224}
      height={168}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

function DeleteButton({ product, fetcherKey }: { product: CompareProduct; fetcherKey: string }) {
  const fetcher = useFetcher({ key: fetcherKey });
  return (
    <fetcher.Form method="post" action={COMPARE_ACTION}>
      <EnhancedMarker />
      <input type="hidden" name="id" value={product.id} />
      <Button type="submit" name="intent" value="remove" variant="outline" block aria-label={`DELETE ${product.name} from compare`}>
        DELETE
      </Button>
    </fetcher.Form>
  );
}

const removalKey = (id: string) => `compare:remove:${id}`;

/** Ids of products whose DELETE is on its way: they leave the table at once. */
function usePendingRemovals(): Set<string> {
  return new Set(
    useFetchers()
      .filter((fetcher) => fetcher.key.startsWith("compare:remove:") && fetcher.formData)
      .map((fetcher) => String(fetcher.formData!.get("id"))),
  );
}
