/** The wishlist: rows of the session's owner ('c:{customer}' or 's:{session}'), oldest first. */
import { loadProductsByIds, type ProductRow } from "@commerce/domain/catalogue/products";
import type { Visit } from "@commerce/domain/context";
import { positiveId } from "@commerce/domain/validation";
import { requireProduct } from "./cart";

export async function wishlistProducts(visit: Visit): Promise<ProductRow[]> {
  const owner = await visit.session.owner();
  const { rows } = await visit.db.query<{ product_id: number }>(
    `select product_id from wishlist where owner = $1 order by created_at, product_id`,
    [owner],
  );
  return loadProductsByIds(
    visit.db,
    rows.map((row) => row.product_id),
  );
}

export async function addToWishlist(visit: Visit, productId: unknown): Promise<void> {
  const product = await requireProduct(visit.db, productId);
  const owner = await visit.session.owner();
  await visit.db.query(`insert into wishlist (owner, product_id) values ($1, $2) on conflict do nothing`, [owner, product.id]);
}

export async function removeFromWishlist(visit: Visit, productId: unknown): Promise<void> {
  const owner = await visit.session.owner();
  await visit.db.query(`delete from wishlist where owner = $1 and product_id = $2`, [owner, positiveId(productId)]);
}
