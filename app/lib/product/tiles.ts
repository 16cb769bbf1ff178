/** Product tiles as every list shows them (home, catalog, search, wishlist, product page). */
import type { ProductTileFieldsFragment } from "~/lib/api/generated/graphql";

/** A tile's fields (the `ProductTileFields` fragment) with the id every tile links and acts by. */
export type ProductTileData = ProductTileFieldsFragment & { id: string };

/** The tiles of a product list: entries without an id (nothing to link to) are dropped. */
export function productTiles<T extends ProductTileFieldsFragment>(list: readonly (T | null)[] | null | undefined): (T & { id: string })[] {
  return (list ?? []).filter((product): product is T & { id: string } => Boolean(product?.id));
}
