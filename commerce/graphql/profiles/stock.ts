/**
 * The `stock` profile's GraphQL behaviour: where a real OpenCart 3.0.3.9 store with the stock
 * VueFront module (d_vuefront 2.1.4) answers differently from the full profile, as its recordings
 * show (docs/decisions/220-stock-profile-as-recorded.md). Everything here is applied only when
 * COMMERCE_API_PROFILE=stock; the full profile never sees it.
 */
import { defaultFieldResolver, type GraphQLObjectType, type GraphQLResolveInfo, type GraphQLSchema } from "graphql";
import { loadOrderDetails } from "@commerce/domain/account/orders";
import { defaultCountryId } from "@commerce/domain/account/places";
import { openCartTitle, visitorCart } from "@commerce/domain/cart/cart";
import { shippingQuotes } from "@commerce/domain/cart/shipping";
import { loadProductOptions } from "@commerce/domain/catalogue/options";
import { checkoutState, updateCheckout } from "@commerce/domain/checkout/checkout";
import { confirmOrder } from "@commerce/domain/checkout/order";
import type { ApiContext } from "@commerce/domain/context";
import { publicOrigin } from "@commerce/domain/public-url";
import type { Resolvers } from "@commerce/graphql/generated/resolvers";
import { orderViews } from "@commerce/graphql/views";

type Resolve = (root: unknown, args: Record<string, unknown>, context: ApiContext, info: GraphQLResolveInfo) => unknown;
type ResolverMap = Record<string, Record<string, unknown>>;

/** Marks an object standing for an unknown id: every field null unless the object gives it. */
const UNKNOWN = Symbol("unknown item");
const unknownItem = (fields: Record<string, unknown> = {}) => ({ [UNKNOWN]: true, ...fields });

/** The domain's messages for an unknown product or cart line (domain/cart). */
const QUIET_ERRORS = [/could not be found/, /not in your cart/];

/** The only method a stock OpenCart store with the demo's shipping extensions lists. */
const STOCK_SHIPPING = shippingQuotes.filter((quote) => quote.code === "flat.flat");

/** `[]` until the checkout has an address (typed, partial, or from the address book); then flat.flat. */
async function stockShippingMethods(context: ApiContext) {
  const state = checkoutState(await context.session.get());
  const hasAddress = state.paymentAddress || state.shippingAddress || state.paymentAddressId || state.shippingAddressId;
  if (!hasAddress) return [];
  const money = await context.money();
  return STOCK_SHIPPING.map((quote) => {
    const text = money.format(quote.cost);
    return { id: quote.code, codename: quote.code, name: `${quote.title} - ${text}`, title: quote.title, text };
  });
}

async function stockTotals(context: ApiContext) {
  const { summary, money } = await visitorCart(context);
  return summary.totals.map((line) => ({ title: openCartTitle(line), text: money.format(line.value) }));
}

/** OpenCart's own index endpoint, where the module's payment callback lives. */
function indexEndpoint(context: ApiContext): string {
  return `${publicOrigin(context.request, context.settings) ?? ""}/api/index.php`;
}

type CartOptionArg = { id?: string | null; value?: string | null } | null;

/**
 * A checkbox's value as the module's addToCart hands it to OpenCart's cart: split on `|` only when it
 * holds one (`strpos(...) == false`), so a lone tick ("904") reaches the cart as a scalar and is
 * dropped, while "904|" is one tick and "904|905" two (store-oc's 08-graphql-checkbox-one-tick.json).
 */
async function moduleCheckboxes(context: ApiContext, productId: unknown, options: unknown): Promise<CartOptionArg[] | unknown> {
  const id = Number(productId);
  if (!Array.isArray(options) || !Number.isInteger(id)) return options;
  const defs = (await loadProductOptions(context.db, [id])).get(id) ?? [];
  const checkboxes = new Set(defs.filter((def) => def.type === "checkbox").map((def) => String(def.id)));
  return (options as CartOptionArg[]).flatMap((option) => {
    if (!option || !checkboxes.has(String(option.id)) || option.value == null) return [option];
    const value = String(option.value);
    if (!value.slice(1).includes("|")) return [];
    return [{ ...option, value: value.split("|").filter(Boolean).join("|") }];
  });
}

type AddressField = { name?: string; type?: string; defaultValue?: string | null };

/**
 * The module's address fields (recordings 06-checkout): no telephone, and entered values are never
 * echoed back: `defaultValue` is null but for the store's default country (and zone, when it has one).
 */
async function moduleAddressFields(context: ApiContext, fields: unknown): Promise<unknown> {
  if (!Array.isArray(fields)) return fields;
  const country = await defaultCountryId(context.db);
  return (fields as AddressField[])
    .filter((field) => field?.name !== "telephone")
    .map((field) => ({ ...field, defaultValue: field.type === "country" && country ? String(country) : null }));
}

/** A list envelope as the module pages it: `last` is never true (decision 220). */
function modulePaging(resolve: Resolve, allPagesSize?: (totalElements: number) => { size: number; totalPages: number }): Resolve {
  return async (root, args, context, info) => {
    const page = (await resolve(root, args, context, info)) as Record<string, unknown> | null;
    if (!page) return page;
    const sizedAll = args.size === -1 && allPagesSize ? allPagesSize(Number(page.totalElements)) : {};
    return { ...page, last: false, ...sizedAll };
  };
}

/** The stock profile's resolvers: the shared map with the recorded module's answers put over it. */
export function stockResolvers(base: Resolvers): Resolvers {
  const map = base as unknown as ResolverMap;
  const query = map.RootQueryType as Record<string, Resolve>;
  const mutation = map.RootMutationType as Record<string, Resolve>;
  const orUnknown =
    (resolve: Resolve, fields?: Record<string, unknown>): Resolve =>
    async (...args) =>
      (await resolve(...args)) ?? unknownItem(fields);

  /** An unknown product or cart line is no error for the module: the list comes back unchanged. */
  const quietly =
    (resolve: Resolve, list: Resolve): Resolve =>
    async (root, args, context, info) => {
      try {
        return await resolve(root, args, context, info);
      } catch (error) {
        if (!(error instanceof Error) || !QUIET_ERRORS.some((pattern) => pattern.test(error.message))) throw error;
        return list(root, {}, context, info);
      }
    };

  const overrides: ResolverMap = {
    // The module's cart writes an option's value as OpenCart's cart page does: over 20 characters,
    // the first 20 and ".." ("Single vision distan.."; a store's order API is given the whole, decision 361).
    CartProductOption: {
      value: (source: { value?: unknown }) => {
        const value = source.value == null ? source.value : String(source.value);
        return typeof value === "string" && [...value].length > 20 ? `${[...value].slice(0, 20).join("")}..` : value;
      },
    },
    RootQueryType: {
      // The module asks VueFront's hosted Checkout app for payment methods, which a store cannot reach.
      paymentMethods: () => [],
      shippingMethods: (_root: unknown, _args: unknown, context: ApiContext) => stockShippingMethods(context),
      async paymentAddress(root: unknown, args: Record<string, unknown>, context: ApiContext, info: GraphQLResolveInfo) {
        const address = (await query.paymentAddress!(root, args, context, info)) as { fields?: unknown } | null;
        return address && { ...address, fields: await moduleAddressFields(context, address.fields) };
      },
      async shippingAddress(root: unknown, args: Record<string, unknown>, context: ApiContext, info: GraphQLResolveInfo) {
        return moduleAddressFields(context, await query.shippingAddress!(root, args, context, info));
      },
      // The total lines in OpenCart's words, as updateOrder answers them ("Sub-Total").
      totals: (_root: unknown, _args: unknown, context: ApiContext) => stockTotals(context),
      product: orUnknown(query.product!),
      category: orUnknown(query.category!),
      manufacturer: orUnknown(query.manufacturer!),
      page: orUnknown(query.page!, { description: "", url: "/page/" }),
      categoriesList: modulePaging(query.categoriesList!, (total) => ({ size: -1, totalPages: -total })),
      productsList: modulePaging(query.productsList!, (total) => ({ size: total, totalPages: 1 })),
      manufacturerList: modulePaging(query.manufacturerList!),
      pagesList: modulePaging(query.pagesList!),
      countriesList: modulePaging(query.countriesList!),
      zonesList: modulePaging(query.zonesList!),
      async accountCheckLogged(root: unknown, args: Record<string, unknown>, context: ApiContext, info: GraphQLResolveInfo) {
        const logged = (await query.accountCheckLogged!(root, args, context, info)) as { status: boolean; customer: unknown };
        return { ...logged, customer: logged.customer ?? unknownItem() };
      },
      async accountAddress(root: unknown, args: Record<string, unknown>, context: ApiContext, info: GraphQLResolveInfo) {
        const found = await query.accountAddress!(root, args, context, info);
        return found ?? unknownItem({ country: unknownItem(), zone: unknownItem() });
      },
      // Logged out, the module lists no addresses rather than refusing.
      async accountAddressList(root: unknown, args: Record<string, unknown>, context: ApiContext, info: GraphQLResolveInfo) {
        if (!(await context.session.get()).customer_id) return [];
        return query.accountAddressList!(root, args, context, info);
      },
      async searchUrl(root: unknown, args: Record<string, unknown>, context: ApiContext, info: GraphQLResolveInfo) {
        const found = (await query.searchUrl!(root, args, context, info)) as { id: unknown; type: unknown } | null;
        return found?.id == null ? { id: "0", type: "", url: args.url ?? "" } : found;
      },
    },
    RootMutationType: {
      addToCart: quietly(
        async (root, args, context, info) =>
          mutation.addToCart!(root, { ...args, options: await moduleCheckboxes(context, args.id, args.options) }, context, info),
        query.cart!,
      ),
      updateCart: quietly(mutation.updateCart!, query.cart!),
      removeCart: quietly(mutation.removeCart!, query.cart!),
      addToWishlist: quietly(mutation.addToWishlist!, query.wishlist!),
      // OpenCart's customer model never writes the telephone at registration.
      accountRegister: (root: unknown, args: { customer?: Record<string, unknown> }, context: ApiContext, info: GraphQLResolveInfo) =>
        mutation.accountRegister!(root, { ...args, customer: { ...args.customer, phone: "" } }, context, info),
      // It logs out, but answers status false.
      async accountLogout(root: unknown, args: Record<string, unknown>, context: ApiContext, info: GraphQLResolveInfo) {
        await mutation.accountLogout!(root, args, context, info);
        return { status: false };
      },
      // A payment method is accepted and not kept; a shipping code the store does not list is accepted
      // and leaves no shipping method chosen (its line leaves the totals).
      async updateOrder(_root: unknown, args: Record<string, unknown>, context: ApiContext) {
        const code = typeof args.shippingMethod === "string" ? args.shippingMethod : null;
        const listed = code != null && STOCK_SHIPPING.some((quote) => quote.code === code);
        await updateCheckout(context, { ...args, paymentMethod: null, shippingMethod: listed ? code : null });
        if (code && !listed) {
          await context.db.transaction(async (tx) => {
            const { shippingMethod: _dropped, ...state } = checkoutState(await context.session.lock(tx));
            await context.session.update({ checkout: state }, tx);
          });
        }
        return { paymentMethods: [], shippingMethods: await stockShippingMethods(context), totals: await stockTotals(context) };
      },
      // No payment method is ever chosen: the order is stored hidden and the cart kept; the answer
      // points at the module's payment callback, `&amp;` included, as recorded.
      async confirmOrder(_root: unknown, args: { withPayment?: boolean | null }, context: ApiContext) {
        const withPayment = args.withPayment ?? true;
        const placed = await confirmOrder(context, withPayment, { missing: true, totalTitle: openCartTitle });
        const [order] = await orderViews(context.db, await loadOrderDetails(context.db, [placed.order]));
        const callback = `${indexEndpoint(context)}?route=extension/d_vuefront/store/checkout/callback&amp;order_id=${placed.order.id}`;
        return { order, url: withPayment ? null : "", callback };
      },
    },
  };

  const merged: ResolverMap = { ...map };
  for (const [type, fields] of Object.entries(overrides)) merged[type] = { ...map[type], ...fields };
  return merged as unknown as Resolvers;
}

/** Fields the module always answers null, whatever the product. */
const ALWAYS_NULL: Record<string, Set<string>> = { Product: new Set(["tax", "minimum"]) };

/**
 * Schema-wide answers of the stock profile: an unknown item's fields are null (unless it gives
 * them), and the fields the module leaves null are null.
 */
export function withStockFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    // Object types by shape, not isObjectType: under Vitest `graphql` can load twice (graphql/errors.ts).
    if (!("isTypeOf" in type) || type.name.startsWith("__") || type.name.startsWith("Root")) continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      const alwaysNull = ALWAYS_NULL[type.name]?.has(field.name);
      field.resolve = (source, args, context, info) => {
        if (alwaysNull) return null;
        if (source && typeof source === "object" && UNKNOWN in source) return (source as Record<string, unknown>)[field.name] ?? null;
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

const SYNTAX_EOF = "Syntax Error GraphQL (1:1) Unexpected <EOF>\n\n1: \n   ^\n";

interface ModuleError {
  message: string;
  category: string;
  locations?: unknown;
  path?: unknown;
}

/**
 * A GraphQL request as the module reads it: a body that is no JSON object with a query (not JSON,
 * empty, a batch, a form) is the recorded syntax error, HTTP 200. Otherwise yoga's answer is given
 * the module's error shape: `category` (`graphql` or `businessLogic`) and no `extensions`, no `data`
 * when nothing ran, and HTTP 200.
 */
export async function stockGraphqlRequest(request: Request, handle: (request: Request) => Promise<Response>): Promise<Response> {
  if (request.method === "POST" && !/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const text = await request.text();
    let operation: unknown;
    try {
      operation = JSON.parse(text);
    } catch {
      operation = null;
    }
    const query = operation && typeof operation === "object" && !Array.isArray(operation) ? (operation as { query?: unknown }).query : null;
    if (typeof query !== "string" || !query.trim()) {
      return moduleJson({ errors: [{ message: SYNTAX_EOF, category: "graphql", locations: [{ line: 1, column: 1 }] }] });
    }
    const headers = new Headers(request.headers);
    headers.set("content-type", "application/json");
    request = new Request(request.url, { method: "POST", headers, body: text, signal: request.signal });
  }
  const response = await handle(request);
  if (!/json/.test(response.headers.get("content-type") ?? "")) return response;
  const body = (await response.json()) as { data?: unknown; errors?: (Record<string, unknown> & { extensions?: { code?: string } })[] };
  if (!body.errors?.length) return moduleJson(body, response.headers);
  const errors: ModuleError[] = body.errors.map(({ message, locations, path, extensions }) => ({
    message: String(message),
    category: extensions?.code && ["BAD_USER_INPUT", "UNAUTHENTICATED"].includes(extensions.code) ? "businessLogic" : "graphql",
    ...(locations ? { locations } : {}),
    ...(path ? { path } : {}),
  }));
  // Refused before anything ran (syntax, validation, variables): no `data`, as graphql-php answers.
  return moduleJson(errors.some((error) => error.path) ? { errors, data: body.data } : { errors }, response.headers);
}

function moduleJson(body: unknown, headers?: Headers): Response {
  const out = new Headers(headers);
  out.set("content-type", "application/json; charset=UTF-8");
  out.delete("content-length");
  return new Response(JSON.stringify(body), { status: 200, headers: out });
}
