import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { ProductTileActions, TileForm, TileWishlistToggle } from "~/components/cart/ProductTileActions";
import { Badge } from "~/components/ui/Badge";
import { Price } from "~/components/ui/Price";
import { productHref } from "~/lib/links";
import { parseMoney } from "~/lib/money";
import { discountPercent, stockBadge } from "~/lib/price";
import { PRODUCT_LINK_STATE } from "~/lib/product/navigation";
import type { ProductTileData } from "~/lib/product-tiles";
import { trackSelectItem } from "~/lib/tracking/events";
import * as styles from "./tile.css";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * Image, badges (discount, stock), brand, name and price of one product; in a list's rows also its
 * summary, filling the middle column.
 */
export function ProductTile({ product, eager = false, summary }: { product: ProductTileData; eager?: boolean; summary?: string | null }) {
  const [broken, setBroken] = useState(false);
  const href = productHref(product);
  const src = !broken && product.image ? product.image : PLACEHOLDER_IMAGE;
  const percent = product.special ? discountPercent(parseMoney(product.price), parseMoney(product.special)) : 0;
  const stock = stockBadge(product);
  const form = `t${useId().replace(/:/g, "")}`;
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={src}
          alt={product.imageAlt ?? ""}
          width={400}
          height={300}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          onError={() => setBroken(true)}
        />
        {percent > 0 ? (
          <div className={styles.badges}>
            <Badge tone="sale">{`-${percent}%`}</Badge>
          </div>
        ) : null}
        {stock ? (
          <div className={styles.stockBadge}>
            <Badge tone={stock === "Out of stock" ? "muted" : "warning"}>{stock}</Badge>
          </div>
        ) : null}
        <TileWishlistToggle product={product} form={form} />
      </div>
      <div className={styles.body}>
        {product.manufacturer?.name ? <span className={styles.brand}>{product.manufacturer.name}</span> : null}
        <h3 className={styles.name}>
          <Link
            to={href}
            className={styles.nameLink}
            prefetch="intent"
            state={PRODUCT_LINK_STATE}
            onClick={() => trackSelectItem({ ...product, brand: product.manufacturer?.name })}
          >
            {product.name}
          </Link>
        </h3>
        <Price className={styles.price} price={product.price} special={product.special} />
        {summary ? <p className={styles.summary}>{summary}</p> : null}
      </div>
      <ProductTileActions product={product} form={form} />
      <TileForm id={form} product={product} />
    </article>
  );
}
