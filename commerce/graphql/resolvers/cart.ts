/**
 * Cart, wishlist and compare, all hanging on the API session as on an OpenCart store: cart and
 * wishlist rows belong to the session's owner ('c:{customer}' or 's:{session}'), the compare
 * list is the session's `compare` array.
 */
import type { Queryable } from "@commerce/db/index";
import type { ApiContext } from "@commerce/graphql/context";
import { positiveId, userError } from "@commerce/graphql/lib/account-validation";
import { currentCart, STOCK_MESSAGE } from "@commerce/graphql/lib/cart";
import { canonicalOptions, loadProductOptions } from "@commerce/graphql/lib/cart-options";
import { loadProductsByIds, type ProductRow } from "@commerce/graphql/lib/products";
import type { Resolvers } from "@commerce/graphql/types";

/** OpenCart keeps at most four products in the compare list; a fifth replaces the oldest. */
export const COMPARE_LIMIT = 4;

/** The enabled product with this id, or a GraphQL error the storefront can show. */
async function requireProduct(db: Queryable, id: unknown): Promise<ProductRow> {
  const productId = positiveId(id);
  const [product] = productId ? await loadProductsByIds(db, [productId]) : [];
  if (!product) throw userError("Warning: This product could not be found!", "id");
  return product;
}

function requireQuantity(quantity: unknown): number {
  const value = Number(quantity ?? 1);
  if (!Number.isInteger(value) || value < 1) throw userError("Warning: Quantity must be at least 1!", "quantity");
  return value;
}

/**
 * Run inside the transaction that changed a line: the line must meet the product's minimum, and the
 * owner's lines of the product together must not exceed its stock (docs/decisions/031-cart-lines-and-stock.md).
 * Throwing rolls the change back.
 */
async function assertLineAllowed(tx: Queryable, owner: string, productId: number, lineQuantity: number): Promise<void> {
  const { rows } = await tx.query<{ name: string; stock: number; minimum: number; in_cart: number }>(
    `select p.name, p.quantity as stock, p.minimum,
            (select coalesce(sum(c.quantity), 0)::int from cart c where c.owner = $1 and c.product_id = p.id) as in_cart
       from product p where p.id = $2`,
    [owner, productId],
  );
  const product = rows[0];
  if (!product) throw userError("Warning: This product could not be found!", "id");
  if (lineQuantity < product.minimum) throw userError(`Minimum order amount for ${product.name} is ${product.minimum}!`, "quantity");
  if (product.in_cart > product.stock) throw userError(STOCK_MESSAGE, "quantity");
}

async function wishlistProducts(context: ApiContext): Promise<ProductRow[]> {
  const owner = await context.session.owner();
  const { rows } = await context.db.query<{ product_id: number }>(
    `select product_id from wishlist where owner = $1 order by created_at, product_id`,
    [owner],
  );
  return loadProductsByIds(
    context.db,
    rows.map((row) => row.product_id),
  );
}

async function compareProducts(context: ApiContext): Promise<ProductRow[]> {
  const session = await context.session.get();
  return loadProductsByIds(context.db, session.compare ?? []);
}

/** Changes the session's compare list under the session row lock, so parallel adds never lose one. */
async function changeCompare(context: ApiContext, change: (ids: number[]) => number[]): Promise<ProductRow[]> {
  await context.db.transaction(async (tx) => {
    const session = await context.session.lock(tx);
    await context.session.update({ compare: change((session.compare ?? []).map(Number)) }, tx);
  });
  return compareProducts(context);
}

export const cartResolvers: Resolvers = {
  RootQueryType: {
    cart: (_root, _args, context) => currentCart(context),
    wishlist: (_root, _args, context) => wishlistProducts(context),
    compare: (_root, _args, context) => compareProducts(context),
  },

  RootMutationType: {
    async addToCart(_root, args: { id?: string; quantity?: number; options?: { id?: string; value?: string }[] }, context) {
      const product = await requireProduct(context.db, args.id);
      const quantity = requireQuantity(args.quantity);
      const defs = (await loadProductOptions(context.db, [product.id])).get(product.id) ?? [];
      const { options, key } = canonicalOptions(defs, args.options);
      await context.db.transaction(async (tx) => {
        const owner = await context.session.owner(tx);
        // One statement adds or raises the line, so parallel adds of the same thing sum up on one line.
        const { rows } = await tx.query<{ quantity: number }>(
          `insert into cart (owner, product_id, options, options_key, quantity) values ($1, $2, $3, $4, $5)
           on conflict (owner, product_id, options_key) do update set quantity = cart.quantity + excluded.quantity
           returning quantity`,
          [owner, product.id, JSON.stringify(options), key, quantity],
        );
        await assertLineAllowed(tx, owner, product.id, rows[0].quantity);
      });
      return currentCart(context);
    },

    async updateCart(_root, args: { key?: string; quantity?: number }, context) {
      const quantity = Math.floor(Number(args.quantity ?? 1));
      if (!Number.isFinite(quantity)) throw userError("Warning: Quantity must be a number!", "quantity");
      await context.db.transaction(async (tx) => {
        const owner = await context.session.owner(tx);
        // Zero or less removes the line, as OpenCart's cart update does.
        const { rows } =
          quantity < 1
            ? await tx.query<{ product_id: number }>(`delete from cart where id = $1 and owner = $2 returning product_id`, [
                positiveId(args.key),
                owner,
              ])
            : await tx.query<{ product_id: number }>(`update cart set quantity = $3 where id = $1 and owner = $2 returning product_id`, [
                positiveId(args.key),
                owner,
                quantity,
              ]);
        if (!rows.length) throw userError("Warning: This item is not in your cart!", "key");
        if (quantity >= 1) await assertLineAllowed(tx, owner, rows[0].product_id, quantity);
      });
      return currentCart(context);
    },

    // Removing a line that is already gone is not an error: a double click must not show one.
    async removeCart(_root, args: { key?: string }, context) {
      const owner = await context.session.owner();
      await context.db.query(`delete from cart where id = $1 and owner = $2`, [positiveId(args.key), owner]);
      return currentCart(context);
    },

    async clearCart(_root, _args, context) {
      const owner = await context.session.owner();
      await context.db.query(`delete from cart where owner = $1`, [owner]);
      return currentCart(context);
    },

    async addToWishlist(_root, args: { id?: number }, context) {
      const product = await requireProduct(context.db, args.id);
      const owner = await context.session.owner();
      await context.db.query(`insert into wishlist (owner, product_id) values ($1, $2) on conflict do nothing`, [owner, product.id]);
      return wishlistProducts(context);
    },

    async removeWishlist(_root, args: { id?: string }, context) {
      const owner = await context.session.owner();
      await context.db.query(`delete from wishlist where owner = $1 and product_id = $2`, [owner, positiveId(args.id)]);
      return wishlistProducts(context);
    },

    async addToCompare(_root, args: { id?: number }, context) {
      const product = await requireProduct(context.db, args.id);
      return changeCompare(context, (ids) => (ids.includes(product.id) ? ids : [...ids, product.id].slice(-COMPARE_LIMIT)));
    },

    removeCompare: (_root, args: { id?: string }, context) => changeCompare(context, (ids) => ids.filter((id) => id !== Number(args.id))),
  },
};
