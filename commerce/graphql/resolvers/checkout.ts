/**
 * The contract's checkout: createOrder starts it, paymentAddress / shippingAddress describe the
 * address forms, updateOrder stores addresses and methods in the session, confirmOrder places the
 * order (and, for card payments, answers the hosted payment page's address).
 */
import { loadOrderDetails } from "@commerce/domain/account/orders";
import { visitorCart } from "@commerce/domain/cart/cart";
import { freeShipping, shippingQuotes } from "@commerce/domain/cart/shipping";
import { addressFields, startCheckout, updateCheckout } from "@commerce/domain/checkout/checkout";
import { paymentOptions } from "@commerce/domain/checkout/methods";
import { awaitsCardPayment, choosesCardPayment, confirmOrder } from "@commerce/domain/checkout/order";
import { storeCheckoutLink } from "@commerce/domain/checkout/store-checkout";
import type { ApiContext, Visit } from "@commerce/domain/context";
import { absoluteUrl, publicOrigin } from "@commerce/domain/public-url";
import type { PaymentMethod, Resolvers, ShippingMethod, Total } from "@commerce/graphql/generated/resolvers";
import { orderViews } from "@commerce/graphql/views";

function paymentMethods(): PaymentMethod[] {
  return paymentOptions.map(({ codename, name }) => ({ id: codename, codename, name }));
}

/**
 * Named like a real VueFront server names quotes ("title - cost"); title and text are the store's
 * extensions. The full profile lists free shipping first: the storefront offers only what the store
 * lists (docs/decisions/222-store-shipping-methods.md).
 */
async function shippingMethods(visit: ApiContext): Promise<ShippingMethod[]> {
  const money = await visit.money();
  const quotes = visit.settings.profile === "full" ? [freeShipping, ...shippingQuotes] : shippingQuotes;
  return quotes.map((quote) => {
    const text = money.format(quote.cost);
    return { id: quote.code, codename: quote.code, name: `${quote.title} - ${text}`, title: quote.title, text };
  });
}

async function totals(visit: Visit): Promise<Total[]> {
  const { summary, money } = await visitorCart(visit);
  return summary.totals.map((line) => ({ title: line.title, text: money.format(line.value) }));
}

/**
 * A page of the storefront, as the module answers OpenCart's links (`checkout/checkout`,
 * `checkout/success`): under STOREFRONT_URL, absolute when the public origin is known.
 */
function storefrontLink({ request, settings }: ApiContext, page: string): string {
  const origin = publicOrigin(request, settings);
  const base = settings.storefrontUrl.split("#")[0]!.replace(/\/*$/, "/");
  if (/^https?:\/\//i.test(base)) return new URL(page, base).href;
  const path = `${base.startsWith("/") ? "" : "/"}${base}${page}`;
  return origin ? `${origin}${path}` : path;
}

export const checkoutResolvers: Resolvers = {
  RootQueryType: {
    // A stock store links its own checkout page, which takes the session's cart by its cookie (decision 221).
    checkoutLink: (_root, _args, context) => ({
      link:
        // A stock store's link is its own checkout page (OpenCart's index.php?route=checkout/checkout,
        // WordPress's /checkout/): the embedded API's stand-in page for both (decision 221).
        context.settings.profile !== "full"
          ? storeCheckoutLink(context.request, context.settings)
          : storefrontLink(context, "store/checkout"),
    }),
    // No terms page to agree to is configured, as on a default OpenCart install.
    paymentAddress: async (_root, _args, context) => ({
      agree: null,
      fields: await addressFields(context, "payment", context.settings.checkoutFields),
    }),
    shippingAddress: (_root, _args, context) => addressFields(context, "shipping", context.settings.checkoutFields),
    paymentMethods: () => paymentMethods(),
    shippingMethods: (_root, _args, context) => shippingMethods(context),
    totals: (_root, _args, context) => totals(context),
  },

  RootMutationType: {
    async createOrder(_root, _args, context) {
      await startCheckout(context);
      return { success: "true" };
    },

    async updateOrder(_root, args, context) {
      await updateCheckout(context, args);
      return { paymentMethods: paymentMethods(), shippingMethods: await shippingMethods(context), totals: await totals(context) };
    },

    async confirmOrder(_root, args, context) {
      // A card order holds its units until paid: counted per address before it is placed, given back
      // when it is not one after all (refused, or another method) or once paid (decision 275).
      const attempt = (await choosesCardPayment(context)) ? await context.limits.count("unpaidCardOrder", context.client) : undefined;
      const placed = await confirmOrder(context, args.withPayment ?? true).catch(async (error: unknown) => {
        await attempt?.giveBack();
        throw error;
      });
      if (!awaitsCardPayment(placed.order)) await attempt?.giveBack();
      const [order] = await orderViews(context.db, await loadOrderDetails(context.db, [placed.order]));
      // As the module: the card payment page (on the API's public origin, so a storefront elsewhere
      // can send the shopper there), else the order placed page (offline methods, or withPayment: false).
      const url = placed.paymentUrl
        ? absoluteUrl(placed.paymentUrl, publicOrigin(context.request, context.settings))
        : storefrontLink(context, "store/checkout-success");
      return { order, url, callback: null };
    },
  },
};
