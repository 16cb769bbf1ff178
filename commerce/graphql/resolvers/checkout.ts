/**
 * The contract's checkout: createOrder starts it, paymentAddress / shippingAddress describe the
 * address forms, updateOrder stores addresses and methods in the session, confirmOrder places the
 * order (and, for card payments, answers the hosted payment page's address).
 */
import type { ApiContext } from "@commerce/graphql/context";
import { userError } from "@commerce/graphql/lib/account-validation";
import { loadCartLines, summarizeCart } from "@commerce/graphql/lib/cart";
import { paymentOptions, shippingQuotes } from "@commerce/graphql/lib/checkout-methods";
import { confirmOrder } from "@commerce/graphql/lib/checkout-order";
import { addressFields, updateCheckout, type UpdateOrderArgs } from "@commerce/graphql/lib/checkout-state";
import type { Resolvers } from "@commerce/graphql/types";

function paymentMethods() {
  return paymentOptions.map(({ codename, name }) => ({ id: codename, codename, name }));
}

/** Named like a real VueFront server names quotes ("title - cost"); title and text are the store's extensions. */
async function shippingMethods(context: ApiContext) {
  const money = await context.money();
  return shippingQuotes.map((quote) => {
    const text = money.format(quote.cost);
    return { id: quote.code, codename: quote.code, name: `${quote.title} - ${text}`, title: quote.title, text };
  });
}

async function totals(context: ApiContext) {
  const [session, money] = await Promise.all([context.session.get(), context.money()]);
  const summary = await summarizeCart(context.db, session, money);
  return summary.totals.map((line) => ({ title: line.title, text: money.format(line.value) }));
}

export const checkoutResolvers: Resolvers = {
  RootQueryType: {
    // No terms page to agree to is configured, as on a default OpenCart install.
    paymentAddress: async (_root, _args, context) => ({ agree: null, fields: await addressFields(context, "payment") }),
    shippingAddress: (_root, _args, context) => addressFields(context, "shipping"),
    paymentMethods: () => paymentMethods(),
    shippingMethods: (_root, _args, context) => shippingMethods(context),
    totals: (_root, _args, context) => totals(context),
  },

  RootMutationType: {
    /** Starts (or restarts) the checkout from the current cart: earlier addresses and methods are forgotten. */
    async createOrder(_root, _args, context) {
      const owner = await context.session.owner();
      if (!(await loadCartLines(context.db, owner)).length) throw userError("Warning: Your shopping cart is empty!", "cart");
      await context.session.update({ checkout: {} });
      return { success: "true" };
    },

    async updateOrder(_root, args: UpdateOrderArgs, context) {
      await updateCheckout(context, args);
      return { paymentMethods: paymentMethods(), shippingMethods: await shippingMethods(context), totals: await totals(context) };
    },

    confirmOrder: (_root, args: { withPayment?: boolean | null }, context) => confirmOrder(context, args.withPayment ?? true),
  },
};
