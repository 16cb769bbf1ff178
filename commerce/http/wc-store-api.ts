/**
 * The `wordpress` profile's stand-in for WooCommerce's Store API, `/wp-json/wc/store/v1` (served under
 * /api/, docs/decisions/365-woocommerce-store-api-orders.md), as WooCommerce 8.0.3 answers the routes
 * the shop's order adapter uses: the cart (its items, coupons, customer addresses, shipping rates and
 * totals in minor units), and the checkout that places a real order in the embedded database.
 * - Every answer carries a fresh `Cart-Token` naming its cart, and the `Nonce` of whoever is calling;
 *   every write (and `GET /checkout`) needs that Nonce, with or without a Cart-Token, as in 8.0.3
 *   (`woocommerce_rest_missing_nonce` 401, `woocommerce_rest_invalid_nonce` 403; recording 11).
 * - `Authorization: Bearer` (spelled so) signs the request in as the plugin's token does on every
 *   WordPress request: alone, the cart is the customer's own (the one the plugin's GraphQL shows);
 *   with a guest's Cart-Token, the token's cart, the customer's Nonce and order (recording 13).
 * - Variations by attribute (`pa_<slug>`, or its label) and value slug; coupons refused in
 *   WooCommerce's words; rates `flat_rate:1` and `free_shipping:2` (from $200, as the recorded store);
 *   gateways `cod` and `bacs`.
 * Errors are WordPress REST's `{code, message, data: {status}}`; tests/api/replay-wc-store-api.test.ts
 * holds the answers against the recordings (tests/fixtures/vuefront-wordpress-6.3, 11–13).
 */
import { randomBytes } from "node:crypto";
import type { Database } from "@commerce/db/index";
import { BearerSession, bearerCustomerId, bearerTokenOf } from "@commerce/domain/account/bearer-tokens";
import { findCustomer } from "@commerce/domain/account/customers";
import { countriesAndZones, placeIds } from "@commerce/domain/account/places";
import { addToCart, clearCart, removeCartLine, STOCK_MESSAGE, visitorCart, type CartSummary } from "@commerce/domain/cart/cart";
import { couponDiscount, findCoupon } from "@commerce/domain/cart/coupon";
import { findShipping } from "@commerce/domain/cart/shipping";
import { loadProductOptions } from "@commerce/domain/catalogue/options";
import { loadProductsByIds } from "@commerce/domain/catalogue/products";
import { checkoutState, updateCheckout } from "@commerce/domain/checkout/checkout";
import { confirmOrder } from "@commerce/domain/checkout/order";
import type { ApiContext } from "@commerce/domain/context";
import { UserError } from "@commerce/domain/errors";
import type { Money } from "@commerce/domain/money/money";
import { publicOrigin } from "@commerce/domain/public-url";
import { cartTokenSession, issueCartToken, storeApiNonce, validStoreApiNonce } from "@commerce/domain/session/cart-tokens";
import type { EnteredAddress } from "@commerce/domain/session/checkout-state";
import { ApiSession, SESSION_COOKIE, type SessionOptions } from "@commerce/domain/session/session";
import { parseId } from "@commerce/domain/sql";
import { attributesOf, slugOf } from "@commerce/graphql/profiles/wordpress";
import { EXACT_AUTHORIZATION_HEADER } from "./exact-authorization";

export const STORE_API_PREFIX = "/api/wp-json/wc/store/v1";

/** The rates WooCommerce's zone gives (recording 06's store): its method ids, mapped to the embedded store's quotes. */
const RATES = [
  { rateId: "flat_rate:1", methodId: "flat_rate", instanceId: 1, name: "Flat rate", quote: "flat.flat", minimum: 0 },
  { rateId: "free_shipping:2", methodId: "free_shipping", instanceId: 2, name: "Free shipping", quote: "free.shipping", minimum: 200 },
] as const;

/** WooCommerce's offline gateways this store has enabled, by the embedded store's payment codes. */
const GATEWAYS: Record<string, { code: string; status: string }> = {
  cod: { code: "cod", status: "processing" },
  bacs: { code: "bank_transfer", status: "on-hold" },
};

export const isStoreApiPath = (pathname: string) => pathname === STORE_API_PREFIX || pathname.startsWith(`${STORE_API_PREFIX}/`);

export interface StoreApiVisit {
  session: ApiSession;
  /** The request came with a valid Cart-Token (no session cookie is handed out). */
  byCartToken: boolean;
  /** Who is calling: the bearer token's customer, else null (a guest). */
  customerId: number | null;
}

/** A Cart-Token naming a customer's own cart names it by the customer's id, as WooCommerce does. */
const CUSTOMER_CART = /^\d+$/;

/**
 * The Store API's session: the cart a valid Cart-Token names (a guest session's id, or a customer's
 * id for their own cart), else the cookie's; the caller is the exact-case bearer token's customer.
 */
export async function storeApiSession(db: Database, request: Request, options: SessionOptions): Promise<StoreApiVisit> {
  const bearer = bearerTokenOf(request.headers.get(EXACT_AUTHORIZATION_HEADER));
  const named = await cartTokenSession(db, request.headers.get("cart-token"));
  if (named && !CUSTOMER_CART.test(named)) {
    // A guest's cart, whoever calls: a signed-in caller's own cart stays as it is.
    const session = new ApiSession(db, `${SESSION_COOKIE}=${named}`, options);
    const id = bearer ? await bearerCustomerId(db, bearer) : null;
    return { session, byCartToken: true, customerId: id && (await findCustomer(db, id)) ? id : null };
  }
  const session = new BearerSession(db, named ? null : request.headers.get("cookie"), bearer, options);
  return { session, byCartToken: named !== null, customerId: await session.customerId() };
}

class RouteError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const restError = (code: string, message: string, status: number) => Response.json({ code, message, data: { status } }, { status });

/** A write (or the checkout's draft) without the caller's Nonce is refused, Cart-Token or not (WooCommerce 8.0.3). */
async function nonceRefusal(context: ApiContext, key: string, customerId: number | null): Promise<Response | null> {
  if (context.request.method === "GET" && key !== "GET /checkout") return null;
  const nonce = context.request.headers.get("nonce");
  if (!nonce) return restError("woocommerce_rest_missing_nonce", "Missing the Nonce header. This endpoint requires a valid nonce.", 401);
  if (!(await validStoreApiNonce(context.db, customerId ?? 0, nonce)))
    return restError("woocommerce_rest_invalid_nonce", "Nonce is invalid.", 403);
  return null;
}

export async function handleStoreApi(request: Request, context: ApiContext, visit: StoreApiVisit): Promise<Response> {
  const route = new URL(request.url).pathname.slice(STORE_API_PREFIX.length) || "/";
  const key = `${request.method} ${route.replace(/\/+$/, "") || "/"}`;
  let response: Response;
  try {
    const refused = await nonceRefusal(context, key, visit.customerId);
    if (refused) return withSessionHeaders(context, visit, refused);
    const body = request.method === "GET" ? {} : await jsonBody(request);
    switch (key) {
      case "GET /cart":
        response = await cartResponse(context);
        break;
      case "DELETE /cart/items":
        await clearCart(context);
        await context.session.update({ coupon_code: null });
        response = Response.json([]);
        break;
      case "POST /cart/add-item":
        await addItem(context, body);
        response = await cartResponse(context, 201);
        break;
      case "POST /cart/remove-item":
        await removeItem(context, body);
        response = await cartResponse(context);
        break;
      case "POST /cart/apply-coupon":
        await applyCoupon(context, text(body.code));
        response = await cartResponse(context);
        break;
      case "POST /cart/remove-coupon":
        await removeCoupon(context, text(body.code));
        response = await cartResponse(context);
        break;
      case "POST /cart/update-customer":
        await updateCustomer(context, body);
        response = await cartResponse(context);
        break;
      case "POST /cart/select-shipping-rate":
        await selectRate(context, text(body.rate_id));
        response = await cartResponse(context);
        break;
      case "GET /checkout":
        response = Response.json(await draftOrder(context, visit.customerId));
        break;
      case "POST /checkout":
        response = Response.json(await checkout(context, body, visit.customerId));
        break;
      default:
        return restError("rest_no_route", "No route was found matching the URL and request method.", 404);
    }
  } catch (error) {
    // The checkout's arguments are refused before the route runs: no session headers (recording 12).
    if (error instanceof ParamError && key === "POST /checkout") return error.response();
    if (error instanceof ParamError) return withSessionHeaders(context, visit, error.response());
    if (error instanceof RouteError) response = restError(error.code, error.message, error.status);
    else if (error instanceof UserError) response = restError("woocommerce_rest_cart_error", error.message, 400);
    else throw error;
  }
  return withSessionHeaders(context, visit, response);
}

/**
 * Every answer carries a fresh Cart-Token for its cart (a customer's own cart named by their id, as
 * WooCommerce names it), the caller's Nonce (also as `X-WC-Store-API-Nonce`) and `User-ID`.
 */
async function withSessionHeaders(context: ApiContext, visit: StoreApiVisit, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  const session = await context.session.get();
  const nonce = await storeApiNonce(context.db, visit.customerId ?? 0);
  headers.set("Cart-Token", await issueCartToken(context.db, session.customer_id ? String(session.customer_id) : session.id));
  headers.set("Nonce", nonce);
  headers.set("X-WC-Store-API-Nonce", nonce);
  headers.set("User-ID", String(visit.customerId ?? 0));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, headers });
}

/** WordPress REST's refusal of a request's arguments (`rest_invalid_param`), each argument with its own words. */
class ParamError extends Error {
  constructor(readonly params: Record<string, string>) {
    super(`Invalid parameter(s): ${Object.keys(params).join(", ")}`);
  }

  response(): Response {
    return Response.json(
      { code: "rest_invalid_param", message: this.message, data: { status: 400, params: this.params } },
      { status: 400 },
    );
  }
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const raw = await request.text();
  if (!raw.trim()) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Below.
  }
  throw new RouteError("rest_invalid_json", "Invalid JSON body passed.", 400);
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

async function addItem(context: ApiContext, body: Record<string, unknown>): Promise<void> {
  const productId = parseId(body.id);
  const quantity = body.quantity === undefined ? 1 : Number(body.quantity);
  const defs = productId ? ((await loadProductOptions(context.db, [productId])).get(productId) ?? []) : [];
  const sent = new Map<string, string>();
  for (const item of Array.isArray(body.variation) ? body.variation : []) {
    const { attribute, value } = (item ?? {}) as { attribute?: unknown; value?: unknown };
    if (typeof attribute === "string") sent.set(attribute, text(value));
  }
  // Each attribute by its label as written or its `pa_` taxonomy, its value by slug or name; anything
  // else (the plugin's `attribute_pa_…` ids, one attribute of two, an unknown value) matches no variation.
  const options = attributesOf(defs).map((attribute) => {
    const given = sent.get(attribute.id.replace(/^attribute_/, "")) ?? sent.get(attribute.def.name);
    const value = given === undefined ? undefined : attribute.values.find((candidate) => candidate.slug === slugOf(given));
    if (!value) throw new RouteError("woocommerce_rest_variation_id_from_variation_data", "No matching variation found.");
    return { id: String(attribute.def.id), value: String(value.valueId) };
  });
  const [product] = productId ? await loadProductsByIds(context.db, [productId]) : [];
  if (!product) throw new RouteError("woocommerce_rest_cart_invalid_product", "This product cannot be added to the cart.");
  const name = escapeHtml(product.name);
  if (product.quantity <= 0) {
    throw new RouteError(
      "woocommerce_rest_product_out_of_stock",
      `You cannot add &quot;${name}&quot; to the cart because the product is out of stock.`,
    );
  }
  try {
    await addToCart(context, { productId: body.id, quantity, options });
    await chooseDefaultRate(context);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    if (error.message === STOCK_MESSAGE) {
      throw new RouteError(
        "woocommerce_rest_product_partially_out_of_stock",
        `You cannot add that amount of &quot;${name}&quot; to the cart because there is not enough stock (${product.quantity} remaining).`,
      );
    }
    throw new RouteError("woocommerce_rest_cart_error", error.message);
  }
}

/** WordPress's esc_html, as WooCommerce's messages quote a product's name. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#039;" })[char]!);

async function removeItem(context: ApiContext, body: Record<string, unknown>): Promise<void> {
  const { summary } = await visitorCart(context);
  const key = text(body.key);
  if (!summary.lines.some((line) => line.key === key))
    throw new RouteError("woocommerce_rest_cart_invalid_key", "Cart item no longer exists or is invalid.", 409);
  await removeCartLine(context, key);
}

/** WooCommerce's refusals (CartController::apply_coupon and WC_Coupon's errors); its codes are lower case. */
async function applyCoupon(context: ApiContext, sent: string): Promise<void> {
  const code = sent.toLowerCase();
  const [session, { summary, money }] = await Promise.all([context.session.get(), visitorCart(context)]);
  const coupon = await findCoupon(context.db, code);
  // WooCommerce has no start date: a code not yet started is as good as unknown.
  if (!coupon || !coupon.status || !coupon.started)
    throw new RouteError("woocommerce_rest_cart_coupon_error", `Coupon "${code}" does not exist!`);
  if (session.coupon_code?.toLowerCase() === code && summary.coupon) {
    throw new RouteError("woocommerce_rest_cart_coupon_error", `Coupon code "${code}" has already been applied.`);
  }
  if (coupon.expired) throw new RouteError("woocommerce_rest_cart_coupon_error", "This coupon has expired.");
  if (coupon.uses_total > 0 && coupon.used >= coupon.uses_total) {
    throw new RouteError("woocommerce_rest_cart_coupon_error", "Coupon usage limit has been reached.");
  }
  if (summary.subtotal < coupon.total) {
    throw new RouteError("woocommerce_rest_cart_coupon_error", `The minimum spend for this coupon is ${money.format(coupon.total)}.`);
  }
  await context.session.update({ coupon_code: coupon.code });
}

async function removeCoupon(context: ApiContext, sent: string): Promise<void> {
  const session = await context.session.get();
  if (!sent || session.coupon_code?.toLowerCase() !== sent.toLowerCase()) {
    throw new RouteError("woocommerce_rest_cart_coupon_error", "Coupon cannot be removed because it is not already applied to the cart.");
  }
  await context.session.update({ coupon_code: null });
}

const ADDRESS_FIELDS = ["first_name", "last_name", "company", "address_1", "address_2", "city", "state", "postcode", "country"] as const;
type StoreAddress = Record<(typeof ADDRESS_FIELDS)[number] | "email" | "phone", string>;

function storeAddressOf(value: unknown, billing: boolean): Partial<StoreAddress> | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as Record<string, unknown>;
  const fields = [...ADDRESS_FIELDS, "phone", ...(billing ? ["email"] : [])] as (keyof StoreAddress)[];
  return Object.fromEntries(fields.filter((field) => field in raw).map((field) => [field, text(raw[field])]));
}

/** WooCommerce's address as the embedded checkout keeps it (country and state by id). */
async function enteredFields(context: ApiContext, address: Partial<StoreAddress>) {
  const { countryId, zoneId } = await placeIds(context.db, address.country ?? "", address.state ?? "");
  const named: Record<string, string> = {
    firstName: address.first_name ?? "",
    lastName: address.last_name ?? "",
    company: address.company ?? "",
    address1: address.address_1 ?? "",
    address2: address.address_2 ?? "",
    city: address.city ?? "",
    postcode: address.postcode ?? "",
    countryId: countryId ? String(countryId) : "",
    zoneId: zoneId ? String(zoneId) : "",
    telephone: address.phone ?? "",
    ...(address.email !== undefined ? { email: address.email } : {}),
    // The address as WooCommerce was given it, for its own answers.
    wc: JSON.stringify(address),
  };
  return Object.entries(named).map(([name, value]) => ({ name, value }));
}

/** WooCommerce's check of an address's state against its country's states (the schema's, before the route runs). */
async function stateProblem(context: ApiContext, address: Partial<StoreAddress> | null): Promise<string | null> {
  if (!address?.country || !address.state) return null;
  const { countryId, zoneId } = await placeIds(context.db, address.country, address.state);
  if (!countryId || zoneId) return null;
  const { zones } = await countriesAndZones(context.db, countryId);
  if (!zones.length) return null;
  return `The provided state (${address.state}) is not valid. Must be one of: ${zones.map((zone) => zone.code).join(", ")}`;
}

async function updateCustomer(context: ApiContext, body: Record<string, unknown>): Promise<void> {
  const billing = storeAddressOf(body.billing_address, true);
  const shipping = storeAddressOf(body.shipping_address, false) ?? billing;
  const problems: Record<string, string> = {};
  const billingProblem = await stateProblem(context, billing);
  if (billingProblem) problems.billing_address = billingProblem;
  const shippingProblem = await stateProblem(context, storeAddressOf(body.shipping_address, false));
  if (shippingProblem) problems.shipping_address = shippingProblem;
  if (Object.keys(problems).length) throw new ParamError(problems);
  await updateCheckout(context, {
    paymentAddress: billing ? await enteredFields(context, billing) : null,
    shippingAddress: shipping ? await enteredFields(context, { ...shipping, email: undefined }) : null,
  });
  await chooseDefaultRate(context);
}

/** WooCommerce chooses the first rate of a package when none of its rates is chosen. */
async function chooseDefaultRate(context: ApiContext): Promise<void> {
  const { summary } = await visitorCart(context);
  const rates = ratesFor(summary);
  const chosen = checkoutState(await context.session.get()).shippingMethod;
  if (rates.length && !rates.some((rate) => rate.quote === chosen)) await updateCheckout(context, { shippingMethod: rates[0]!.quote });
}

/** The rates the cart can have: none without lines or a shipping country. */
function ratesFor(summary: CartSummary, shippingCountry = true) {
  if (!summary.lines.length || !shippingCountry) return [];
  return RATES.filter((rate) => summary.subtotal >= rate.minimum && findShipping(rate.quote));
}

async function selectRate(context: ApiContext, rateId: string): Promise<void> {
  const { summary } = await visitorCart(context);
  const rate = ratesFor(summary).find((candidate) => candidate.rateId === rateId);
  // An unknown rate changes nothing, and is no error (recording 12).
  if (rate) await updateCheckout(context, { shippingMethod: rate.quote });
}

/** The address WooCommerce was given, else empty fields. */
function storeAddressBack(entered: EnteredAddress | undefined, billing: boolean): StoreAddress {
  let given: Partial<StoreAddress> = {};
  try {
    given = JSON.parse(String(entered?.wc ?? "{}")) as Partial<StoreAddress>;
  } catch {
    // Empty.
  }
  // Before the customer says, WooCommerce assumes the store's base (US, NY on the recorded store).
  const empty = { ...Object.fromEntries([...ADDRESS_FIELDS, "phone"].map((field) => [field, ""])), country: "US", state: "NY" };
  return { ...empty, ...(billing ? { email: "" } : {}), ...given } as StoreAddress;
}

/** Amounts in the session currency's minor units, with how the store prints them (WooCommerce's currency fields). */
function currencyOf(money: Money) {
  const { code, symbol_left, symbol_right, decimal_place } = money.currency;
  return {
    currency_code: code,
    currency_symbol: symbol_left || symbol_right.trim(),
    currency_minor_unit: decimal_place,
    currency_decimal_separator: ".",
    currency_thousand_separator: ",",
    currency_prefix: symbol_left,
    currency_suffix: symbol_right,
  };
}

const minor = (money: Money, amount: number) => String(Math.round(money.convert(amount) * 10 ** money.currency.decimal_place));

async function cartResponse(context: ApiContext, status = 200): Promise<Response> {
  const [{ summary, money }, session] = await Promise.all([visitorCart(context), context.session.get()]);
  const state = checkoutState(session);
  const currency = currencyOf(money);
  const billing = storeAddressBack(state.paymentAddress, true);
  const shipping = storeAddressBack(state.shippingAddress, false);
  const rates = ratesFor(summary, Boolean(shipping.country));
  const amount = (value: number) => minor(money, value);
  const origin = publicOrigin(context.request, context.settings) ?? new URL(context.request.url).origin;
  const cart = {
    items: summary.lines.map((line) => ({
      key: line.key,
      id: line.product.id,
      quantity: line.quantity,
      quantity_limits: { minimum: Math.max(1, line.product.minimum), maximum: line.product.quantity, multiple_of: 1, editable: true },
      name: line.product.name,
      short_description: "",
      description: "",
      sku: line.product.model,
      low_stock_remaining: null,
      backorders_allowed: false,
      show_backorder_badge: false,
      sold_individually: false,
      permalink: `${origin}/product/${line.product.id}/`,
      images: [],
      variation: line.described.map((option) => ({ attribute: option.name, value: option.value })),
      item_data: [],
      prices: {
        price: amount(line.unitPrice),
        regular_price: amount(line.unitRegular),
        sale_price: amount(line.unitPrice),
        price_range: null,
        ...currency,
        raw_prices: {
          precision: 6,
          price: String(Math.round(money.convert(line.unitPrice) * 1e6)),
          regular_price: String(Math.round(money.convert(line.unitRegular) * 1e6)),
          sale_price: String(Math.round(money.convert(line.unitPrice) * 1e6)),
        },
      },
      totals: {
        line_subtotal: amount(line.lineTotal),
        line_subtotal_tax: "0",
        line_total: amount(line.lineTotal),
        line_total_tax: "0",
        ...currency,
      },
      catalog_visibility: "visible",
      extensions: {},
    })),
    coupons: summary.coupon
      ? [
          {
            code: summary.coupon.row.code.toLowerCase(),
            discount_type: summary.coupon.row.type === "P" ? "percent" : "fixed_cart",
            totals: { total_discount: amount(couponDiscount(summary.coupon.row, summary.subtotal)), total_discount_tax: "0", ...currency },
          },
        ]
      : [],
    fees: [],
    totals: {
      total_items: amount(summary.subtotal),
      total_items_tax: "0",
      total_fees: "0",
      total_fees_tax: "0",
      total_discount: amount(summary.coupon?.discount ?? 0),
      total_discount_tax: "0",
      total_shipping: summary.shipping ? amount(summary.shipping.cost) : null,
      total_shipping_tax: summary.shipping ? "0" : null,
      total_price: amount(summary.total),
      total_tax: "0",
      tax_lines: [],
      ...currency,
    },
    shipping_address: shipping,
    billing_address: billing,
    needs_payment: summary.total > 0,
    needs_shipping: summary.lines.length > 0,
    payment_requirements: ["products"],
    has_calculated_shipping: rates.length > 0,
    shipping_rates: rates.length
      ? [
          {
            package_id: 0,
            name: "Shipment 1",
            destination: {
              address_1: shipping.address_1,
              address_2: shipping.address_2,
              city: shipping.city,
              state: shipping.state,
              postcode: shipping.postcode,
              country: shipping.country,
            },
            items: summary.lines.map((line) => ({ key: line.key, name: line.product.name, quantity: line.quantity })),
            shipping_rates: rates.map((rate) => ({
              rate_id: rate.rateId,
              name: rate.name,
              description: "",
              delivery_time: "",
              price: amount(findShipping(rate.quote)?.cost ?? 0),
              taxes: "0",
              instance_id: rate.instanceId,
              method_id: rate.methodId,
              meta_data: [
                {
                  key: "Items",
                  value: summary.lines.map((line) => `${escapeHtml(line.product.name)} &times; ${line.quantity}`).join(", "),
                },
              ],
              selected: summary.shipping?.code === rate.quote,
              ...currency,
            })),
          },
        ]
      : [],
    items_count: summary.quantity,
    items_weight: 0,
    cross_sells: [],
    errors: [],
    payment_methods: Object.keys(GATEWAYS),
    extensions: {},
  };
  return Response.json(cart, { status });
}

/** The draft order WooCommerce shows before the checkout (the stand-in keeps none: its id is 0). */
async function draftOrder(context: ApiContext, customerId: number | null) {
  const session = await context.session.get();
  const state = checkoutState(session);
  return {
    order_id: 0,
    status: "checkout-draft",
    order_key: "",
    order_number: "0",
    customer_note: "",
    customer_id: customerId ?? 0,
    billing_address: storeAddressBack(state.paymentAddress, true),
    shipping_address: storeAddressBack(state.shippingAddress, false),
    payment_method: "",
    payment_result: { payment_status: "", payment_details: [], redirect_url: "" },
    extensions: {},
  };
}

/** Every gateway WooCommerce has, enabled or not: the checkout's `payment_method` must be one of them. */
const GATEWAY_ENUM = ["bacs", "cheque", "cod"];

/** POST /checkout: the addresses, the note and an offline gateway; the order is placed at once, for the caller. */
async function checkout(context: ApiContext, body: Record<string, unknown>, customerId: number | null) {
  const method = text(body.payment_method);
  if (!GATEWAY_ENUM.includes(method)) throw new ParamError({ payment_method: "payment_method is not one of bacs, cheque, and cod." });
  const gateway = GATEWAYS[method];
  if (!gateway) throw new RouteError("woocommerce_rest_checkout_payment_method_disabled", "This payment gateway is not available.");
  const { summary } = await visitorCart(context);
  if (!summary.lines.length) throw new RouteError("woocommerce_rest_cart_empty", "Cannot create order from empty cart.");
  const email = text((storeAddressOf(body.billing_address, true) ?? {}).email);
  if (body.billing_address && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new RouteError("woocommerce_rest_missing_email_address", "A valid email address is required");
  }
  if (body.billing_address || body.shipping_address) await updateCustomer(context, body);
  await updateCheckout(context, { paymentMethod: gateway.code });
  const state = checkoutState(await context.session.get());
  const placed = await confirmOrder(context, false, { comment: text(body.customer_note), customerId }).catch((error: unknown) => {
    if (error instanceof UserError) throw new RouteError("woocommerce_rest_checkout_error", error.message);
    throw error;
  });
  const order = placed.order;
  const key = `wc_order_${randomBytes(7).toString("hex")}`;
  const origin = publicOrigin(context.request, context.settings) ?? new URL(context.request.url).origin;
  const redirect = `${origin}/checkout/order-received/${order.id}/?key=${key}`;
  return {
    order_id: order.id,
    status: gateway.status,
    order_key: key,
    order_number: String(order.id),
    customer_note: text(body.customer_note),
    customer_id: customerId ?? 0,
    billing_address: storeAddressBack(state.paymentAddress, true),
    shipping_address: storeAddressBack(state.shippingAddress, false),
    payment_method: method,
    payment_result: {
      payment_status: "success",
      payment_details: [
        { key: "result", value: "success" },
        { key: "redirect", value: redirect },
      ],
      redirect_url: redirect,
    },
    extensions: {},
  };
}
