/** Product tiles as every list shows them (home, catalog, search, wishlist, product page). */
import type { ProductTileFieldsFragment } from "~/lib/api/generated/graphql";

/** A tile's fields (the `ProductTileFields` fragment) with the id every tile links and acts by. */
export type ProductTileData = ProductTileFieldsFragment & { id: string };

/** The tiles of a product list: entries without an id (nothing to link to) are dropped. */
export function productTiles<T extends ProductTileFieldsFragment>(list: readonly (T | null)[] | null | undefined): (T & { id: string })[] {
  return (list ?? []).filter((product): product is T & { id: string } => Boolean(product?.id));
}

/**
 * Strips of tiles in page order, each cut to its first view and without a product that the page
 * (`shown`) or an earlier strip already shows (decision 185).
 */
export function distinctStrips<T extends { id: string }>(
  shown: readonly { id: string }[],
  firstView: number,
  strips: readonly T[][],
): T[][] {
  const seen = new Set(shown.map((product) => product.id));
  return strips.map((strip) => {
    const first = strip.filter((product) => !seen.has(product.id)).slice(0, firstView);
    for (const product of first) seen.add(product.id);
    return first;
  });
}
