/** The compare list: the session's `compare` array of product ids, oldest first. */
import { loadProductsByIds, type ProductRow } from "@commerce/domain/catalogue/products";
import type { Visit } from "@commerce/domain/context";
import { requireProduct } from "./cart";

/** OpenCart keeps at most four products in the compare list; a fifth replaces the oldest. */
export const COMPARE_LIMIT = 4;

export async function compareProducts(visit: Visit): Promise<ProductRow[]> {
  const session = await visit.session.get();
  return loadProductsByIds(visit.db, session.compare ?? []);
}

/** Changes the session's compare list under the session row lock, so parallel adds never lose one. */
async function changeCompare(visit: Visit, change: (ids: number[]) => number[]): Promise<void> {
  await visit.db.transaction(async (tx) => {
    const session = await visit.session.lock(tx);
    await visit.session.update({ compare: change((session.compare ?? []).map(Number)) }, tx);
  });
}

export async function addToCompare(visit: Visit, productId: unknown): Promise<void> {
  const product = await requireProduct(visit.db, productId);
  await changeCompare(visit, (ids) => (ids.includes(product.id) ? ids : [...ids, product.id].slice(-COMPARE_LIMIT)));
}

export async function removeFromCompare(visit: Visit, productId: unknown): Promise<void> {
  await changeCompare(visit, (ids) => ids.filter((id) => id !== Number(productId)));
}
