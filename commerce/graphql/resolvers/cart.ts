/**
 * Cart, wishlist and compare, all hanging on the API session as on an OpenCart store: cart and
 * wishlist rows belong to the session's owner ('c:{customer}' or 's:{session}'), the compare
 * list is the session's `compare` array.
 */
import { addToCart, clearCart, removeCartLine, updateCartLine, visitorCart, type CartSummary } from "@commerce/domain/cart/cart";
import { addToCompare, compareProducts, removeFromCompare } from "@commerce/domain/cart/compare";
import { addToWishlist, removeFromWishlist, wishlistProducts } from "@commerce/domain/cart/wishlist";
import type { Visit } from "@commerce/domain/context";
import type { Money } from "@commerce/domain/money/money";
import type { Resolvers, ResolversTypes } from "@commerce/graphql/generated/resolvers";
import { totalView } from "@commerce/graphql/views";

/** The contract's Cart object (with the store's extensions), formatted in the session currency. */
export function cartView(summary: CartSummary, money: Money): ResolversTypes["Cart"] {
  return {
    products: summary.lines.map((line) => ({
      key: line.key,
      quantity: line.quantity,
      total: money.format(line.lineTotal),
      option: line.described.map(({ name, type, value }) => ({ name, type, value })),
      product: line.product,
      price: money.format(line.unitPrice),
      original_price: money.format(line.unitRegular),
      special: line.unitSpecial == null ? "" : money.format(line.unitSpecial),
    })),
    total: money.format(summary.total),
    subtotal: money.format(summary.subtotal),
    totals: summary.totals.map((line) => totalView(line, money)),
    coupon: summary.coupon?.row.code ?? null,
    quantity: summary.quantity,
  };
}

/** The visitor's cart as the Cart type: what every cart query and mutation answers. */
async function currentCart(visit: Visit) {
  const { summary, money } = await visitorCart(visit);
  return cartView(summary, money);
}

export const cartResolvers: Resolvers = {
  RootQueryType: {
    cart: (_root, _args, context) => currentCart(context),
    wishlist: (_root, _args, context) => wishlistProducts(context),
    compare: (_root, _args, context) => compareProducts(context),
  },

  RootMutationType: {
    async addToCart(_root, args, context) {
      await addToCart(context, { productId: args.id, quantity: args.quantity, options: args.options });
      return currentCart(context);
    },
    async updateCart(_root, args, context) {
      await updateCartLine(context, args.key, args.quantity);
      return currentCart(context);
    },
    async removeCart(_root, args, context) {
      await removeCartLine(context, args.key);
      return currentCart(context);
    },
    async clearCart(_root, _args, context) {
      await clearCart(context);
      return currentCart(context);
    },
    async addToWishlist(_root, args, context) {
      await addToWishlist(context, args.id);
      return wishlistProducts(context);
    },
    async removeWishlist(_root, args, context) {
      await removeFromWishlist(context, args.id);
      return wishlistProducts(context);
    },
    async addToCompare(_root, args, context) {
      await addToCompare(context, args.id);
      return compareProducts(context);
    },
    async removeCompare(_root, args, context) {
      await removeFromCompare(context, args.id);
      return compareProducts(context);
    },
  },
};
