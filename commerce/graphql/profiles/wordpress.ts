/**
 * The `wordpress` profile's resolvers: the contract as VueFront CMS Connect 2.1.2 serves it on
 * WordPress 6.3 + WooCommerce 8, where a storefront written for OpenCart trips
 * (docs/decisions/228-wordpress-profile.md, recorded in the shared fixtures vuefront-wordpress-6.3):
 * - `accountLogin` answers a bearer token and signs no session in; `accountLogout` answers
 *   `{status: false}` and the token keeps working (the session side is http/wordpress.ts);
 * - a product's choice options are WooCommerce variation attributes: `attribute_pa_<slug>`, type
 *   `radio`, values by slug, and `addToCart` takes them so, any other set being "Please select an option.";
 * - `product.products` (related) fails on products that never had up-sells (here: odd ids), and
 *   `manufacturerList` always does (no brands plugin), as "Internal server error" with the rest kept;
 * - the address book cannot be added to or removed from; there are no payment methods;
 * - `shippingMethods` lists WooCommerce's method types (`flat_rate`, `free_shipping`, `local_pickup`),
 *   not the zone's rates, and `updateOrder` takes any method without selecting a rate (recording 06);
 *   the rates and the order are the Store API's (http/wc-store-api.ts, decision 365);
 * - `accountEditPassword` answers the customer and saves nothing (the plugin's resolver never calls
 *   WordPress's password setter: the old password still signs in, the new one is refused);
 * - an add WooCommerce does not take (out of stock, more than the stock, an unknown product) answers
 *   the unchanged cart, no error;
 * - cart lines carry no options (`option: []`).
 * Errors carry graphql-php's `category` in `extensions` (the plugin has it beside `message`).
 */
import { createGraphQLError } from "graphql-yoga";
import { issueBearerToken } from "@commerce/domain/account/bearer-tokens";
import { checkCredentials, requireCustomer, type CustomerRow } from "@commerce/domain/account/customers";
import { inPasswordTurn } from "@commerce/domain/account/passwords";
import { batchLoad } from "@commerce/domain/batch";
import { STOCK_MESSAGE, addToCart, visitorCart } from "@commerce/domain/cart/cart";
import { loadProductOptions, type OptionDef } from "@commerce/domain/catalogue/options";
import { UserError } from "@commerce/domain/errors";
import { publicOrigin } from "@commerce/domain/public-url";
import { parseId } from "@commerce/domain/sql";
import type { Customer, Resolvers } from "@commerce/graphql/generated/resolvers";
import { cartView } from "@commerce/graphql/resolvers/cart";

/** graphql-php's error categories, as the plugin's answers name them. */
type Category = "businessLogic" | "internal";

const pluginError = (message: string, category: Category) => createGraphQLError(message, { extensions: { category } });
/** What the plugin answers when PHP throws (a TypeError, a missing taxonomy). */
const internalError = () => pluginError("Internal server error", "internal");

/** WooCommerce's shipping method types, as the plugin lists them whatever the zone (recording 06). */
export const WOOCOMMERCE_SHIPPING_METHODS = [
  ["flat_rate", "Flat rate"],
  ["free_shipping", "Free shipping"],
  ["local_pickup", "Local pickup"],
] as const;

const wooShippingMethods = () => WOOCOMMERCE_SHIPPING_METHODS.map(([codename, name]) => ({ id: codename, codename, name }));

export const SELECT_AN_OPTION = "Please select an option.";

/** WordPress's sanitize_title, near enough: lower case, accents and punctuation gone, words joined by '-'. */
export function slugOf(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "option"
  );
}

/** Slugs for names, with `-2`, `-3` … after the first when two names make one slug (as WordPress does). */
function uniqueSlugs<T>(items: readonly T[], name: (item: T) => string): Array<{ item: T; slug: string }> {
  const seen = new Set<string>();
  return items.map((item) => {
    const base = slugOf(name(item));
    let slug = base;
    for (let n = 2; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return { item, slug };
  });
}

export interface Attribute {
  /** The form field WooCommerce names it by: `attribute_pa_<slug of the option name>`. */
  id: string;
  def: OptionDef;
  values: Array<{ slug: string; valueId: number; name: string }>;
}

/**
 * The product's options that WooCommerce would have as variation attributes: the required
 * single-choice ones (select, radio), all required as a variation's attributes are. Optional
 * choices (the lens options, decision 253), checkboxes and free text have no WooCommerce
 * counterpart without add-on plugins; they are not offered.
 */
export function attributesOf(defs: readonly OptionDef[]): Attribute[] {
  const choices = defs.filter((def) => (def.type === "select" || def.type === "radio") && def.required);
  return uniqueSlugs(choices, (def) => def.name).map(({ item: def, slug }) => ({
    id: `attribute_pa_${slug}`,
    def,
    values: uniqueSlugs([...def.values.values()], (value) => value.name).map(({ item, slug: valueSlug }) => ({
      slug: valueSlug,
      valueId: item.id,
      name: item.name,
    })),
  }));
}

/**
 * addToCart's options by attribute name and value slug, mapped back to the store's option and value
 * ids. Every attribute must be given with one of its values; anything less (or a value that matches
 * none) is the plugin's one message, with no word on which option.
 */
function optionsForCart(
  defs: readonly OptionDef[],
  sent: ReadonlyArray<{ id?: string | null; value?: string | null } | null> | null | undefined,
): Array<{ id: string; value: string }> {
  const given = new Map<string, string>();
  for (const option of sent ?? []) if (option?.id) given.set(option.id, String(option.value ?? "").trim());
  return attributesOf(defs).map((attribute) => {
    const chosen = attribute.values.find((value) => value.slug === given.get(attribute.id));
    if (!chosen) throw pluginError(SELECT_AN_OPTION, "businessLogic");
    return { id: String(attribute.def.id), value: String(chosen.valueId) };
  });
}

/** Products that never had up-sells: the plugin's `array_slice(unserialize(null))` throws on PHP 8. */
export const relatedFails = (productId: number) => productId % 2 === 1;

const customerView = (row: CustomerRow): Customer => ({
  id: String(row.id),
  firstName: row.firstname,
  lastName: row.lastname,
  email: row.email,
  phone: row.telephone,
});

/** The embedded store's refusals of an add that WooCommerce answers with the unchanged cart. */
const NOT_TAKEN = new Set([STOCK_MESSAGE, "Warning: This product could not be found!"]);

/** The shared resolver map with the plugin's behaviour where it differs. */
export function wordpressResolvers(base: Resolvers): Resolvers {
  return {
    ...base,
    RootQueryType: {
      ...base.RootQueryType,
      manufacturerList: () => {
        throw internalError();
      },
      paymentMethods: () => [],
      shippingMethods: () => wooShippingMethods(),
    },
    RootMutationType: {
      ...base.RootMutationType,
      accountLogin: (_root, args, context) =>
        inPasswordTurn(context.request.signal, async () => {
          const attempt = await context.limits.login(context.client, args.email);
          const customer = await checkCredentials(context.db, args.email, args.password);
          await attempt.succeeded();
          const issuer = publicOrigin(context.request, context.settings) ?? new URL(context.request.url).origin;
          return { token: await issueBearerToken(context.db, customer.id, issuer), customer: customerView(customer) };
        }),
      // WordPress logs out its own cookie session, which a token request never had: the token stays valid.
      accountLogout: () => ({ status: false }),
      // The plugin keeps the method in a cookie and never selects a rate: the totals stay without shipping.
      updateOrder: (root, { shippingMethod: _ignored, ...args }, context, info) => {
        const update = base.RootMutationType?.updateOrder;
        if (typeof update !== "function") throw internalError();
        return update(root, args, context, info);
      },
      accountAddAddress: () => {
        throw pluginError("Adding an address is not possible in Wordpress", "businessLogic");
      },
      accountRemoveAddress: () => {
        throw pluginError("Removing an address is not possible in Wordpress", "businessLogic");
      },
      // The plugin's resolver answers the signed-in customer and never saves the password.
      accountEditPassword: async (_root, _args, context) => customerView(await requireCustomer(context)),
      async addToCart(_root, args, context) {
        const productId = parseId(args.id);
        const defs = productId ? ((await loadProductOptions(context.db, [productId])).get(productId) ?? []) : [];
        try {
          await addToCart(context, { productId: args.id, quantity: args.quantity, options: optionsForCart(defs, args.options) });
        } catch (error) {
          // WooCommerce leaves the cart as it was and says nothing (the add's transaction rolled back).
          if (!(error instanceof UserError && NOT_TAKEN.has(error.message))) throw error;
        }
        const { summary, money } = await visitorCart(context);
        return cartView(summary, money);
      },
    },
    Product: {
      ...base.Product,
      options: async (p, _a, context) => {
        const defs = (await batchLoad(context, "product.options", p.id, (ids) => loadProductOptions(context.db, ids))) ?? [];
        return attributesOf(defs).map((attribute) => ({
          id: attribute.id,
          name: attribute.def.name,
          type: "radio",
          values: attribute.values.map((value) => ({ id: value.slug, name: value.name })),
        }));
      },
      products: (p, args, context, info) => {
        if (relatedFails(p.id)) throw internalError();
        const related = base.Product?.products;
        return typeof related === "function" ? related(p, args, context, info) : [];
      },
    },
    // The plugin's cart lines name no options (`option: []`, recording 04): the chosen variation is not said.
    CartProduct: { ...base.CartProduct, option: () => [] },
    UpdateOrderResult: { ...base.UpdateOrderResult, paymentMethods: () => [], shippingMethods: () => wooShippingMethods() },
  };
}
