/**
 * OpenCart 3.0.3.9's own order API (`index.php?route=api/...`, catalog/controller/api/*.php) on the
 * `stock` profile: the API user's login answers an `api_token`, and every call carrying it works
 * on that token's own session (its own cart, addresses, methods and coupon), as the admin's order
 * editor and the shop's order placement use it (docs/decisions/360-orders-through-the-stores-order-api.md).
 * Same routes, JSON shapes and messages as the store; the IP allow-list answers with the caller's
 * address; a token idle for an hour is gone. The cart, coupon and order are the domain's own, so an
 * order placed here is a real order of the embedded database.
 */
import { randomBytes, createHash, timingSafeEqual } from "node:crypto";
import { findCustomer } from "@commerce/domain/account/customers";
import {
  addToCart,
  clearCart,
  loadCartLines,
  openCartTitle,
  removeCartLine,
  STOCK_MESSAGE,
  summarizeCart,
} from "@commerce/domain/cart/cart";
import { couponProblem, findCoupon } from "@commerce/domain/cart/coupon";
import { findShipping } from "@commerce/domain/cart/shipping";
import { loadProductOptions } from "@commerce/domain/catalogue/options";
import { checkoutState } from "@commerce/domain/checkout/checkout";
import { confirmOrder } from "@commerce/domain/checkout/order";
import { storePaymentOptions } from "@commerce/domain/checkout/store-checkout";
import type { ApiContext, OpenCartApiUser, Visit } from "@commerce/domain/context";
import { UserError } from "@commerce/domain/errors";
import { moneyFor, type Money } from "@commerce/domain/money/money";
import type { CheckoutState } from "@commerce/domain/session/checkout-state";
import { ApiSession, SESSION_COOKIE } from "@commerce/domain/session/session";

export const OPENCART_API_MESSAGES = {
  permission: "Warning: You do not have permission to access the API!",
  loginSuccess: "Success: API session successfully started!",
  key: "Warning: Incorrect API Key!",
  ip: (ip: string) => `Warning: Your IP ${ip} is not allowed to access this API!`,
  cart: "Success: You have modified your shopping cart!",
  store: "Product can not be bought from the store you have choosen!",
  required: (name: string) => `${name} required!`,
  customer: "You have successfully modified customers",
  noCustomer: "You must select a customer!",
  firstname: "First Name must be between 1 and 32 characters!",
  lastname: "Last Name must be between 1 and 32 characters!",
  email: "E-Mail Address does not appear to be valid!",
  telephone: "Telephone must be between 3 and 32 characters!",
  address1: "Address 1 must be between 3 and 128 characters!",
  // As recorded: the message says 3 where the check is 2 (tests/fixtures/vuefront-opencart-3.0.3.9, 04).
  city: "City must be between 3 and 128 characters!",
  postcode: "Postcode must be between 2 and 10 characters for this country!",
  country: "Please select a country!",
  zone: "Please select a region / state!",
  paymentAddressSet: "Success: Payment address has been set!",
  shippingAddressSet: "Success: Shipping address has been set!",
  paymentMethodSet: "Success: Payment method has been set!",
  shippingMethodSet: "Success: Shipping method has been set!",
  paymentAddress: "Warning: Payment address required!",
  shippingAddress: "Warning: Shipping address required!",
  paymentMethod: "Warning: Payment method required!",
  shippingMethod: "Warning: Shipping method required!",
  noPayment: "Warning: No Payment options are available!",
  noShipping: "Warning: No Shipping options are available!",
  customerRequired: "Warning: Customer details required!",
  order: "Success: You have modified orders!",
  couponApplied: "Success: Your coupon discount has been applied!",
  /** OpenCart's own words, "it's" included (the extension's coupon route says "its"). */
  couponInvalid: "Warning: Coupon is either invalid, expired or reached it's usage limit!",
} as const;

/** OpenCart drops an API session idle for an hour (model/setting/api.php cleanSessions). */
const IDLE_MS = 60 * 60_000;

/** What OpenCart keeps in the API session's PHP data besides the cart and coupon (those are the domain's session row). */
interface TokenState {
  lastUsed: number;
  customer?: { customerId: number | null; firstname: string; lastname: string; email: string; telephone: string };
  paymentAddress?: Record<string, string>;
  shippingAddress?: Record<string, string>;
  shippingListed?: boolean;
  paymentListed?: boolean;
}

/** Per API process, as OpenCart's api_session rows (a restart logs the caller out: it logs in again). */
const tokens = new Map<string, TokenState>();

type Json = Record<string, unknown> | unknown[];
type Form = URLSearchParams;

const answer = (body: Json) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

/**
 * The caller's address as PHP's REMOTE_ADDR reads it: the one the server's pipeline put last in
 * X-Forwarded-For (never the shopper's address the storefront signs for its limits), an IPv4-mapped
 * address as IPv4.
 */
function remoteAddress(request: Request): string {
  const hops = (request.headers.get("x-forwarded-for") ?? "").split(",").map((hop) => hop.trim());
  return (hops.at(-1) || "unknown").replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());

/** Each route's answer to a caller without an API session, in that controller's shape. */
const PERMISSION_SHAPE: Record<string, "flat" | "warning"> = {
  "api/cart/add": "warning",
  "api/cart/products": "warning",
  "api/cart/remove": "flat",
  "api/customer": "warning",
  "api/payment/address": "warning",
  "api/payment/methods": "flat",
  "api/payment/method": "flat",
  "api/shipping/address": "warning",
  "api/shipping/methods": "flat",
  "api/shipping/method": "flat",
  "api/coupon": "flat",
  "api/order/add": "flat",
};

/** True for the order API's routes (login included); other `api/...` routes stay the store's "not found" page. */
export function isOpenCartApiRoute(route: string): boolean {
  return route === "api/login" || route in PERMISSION_SHAPE;
}

interface Call {
  context: ApiContext;
  visit: Visit;
  state: TokenState;
  form: Form;
}

type Handler = (call: Call) => Promise<Json>;

export async function openCartApiAnswer(route: string, request: Request, context: ApiContext): Promise<Response> {
  const form = request.method === "POST" ? new URLSearchParams(await request.text()) : new URLSearchParams();
  const user = context.settings.openCartApi;
  if (route === "api/login") return answer(login(user, form, remoteAddress(request)));
  const token = new URL(request.url).searchParams.get("api_token") ?? "";
  const state = user ? liveToken(token, user, remoteAddress(request)) : null;
  if (!state) {
    const refusal = OPENCART_API_MESSAGES.permission;
    return answer(PERMISSION_SHAPE[route] === "warning" ? { error: { warning: refusal } } : { error: refusal });
  }
  const session = new ApiSession(context.db, `${SESSION_COOKIE}=${token}`, { idleDays: context.settings.sessionIdleDays });
  let money: Promise<Money> | undefined;
  const visit: Visit = {
    db: context.db,
    session,
    rules: context.rules,
    money: () => (money ??= session.get().then((row) => moneyFor(context.db, row.currency))),
  };
  return answer(await HANDLERS[route]!({ context, visit, state, form }));
}

function login(user: OpenCartApiUser | undefined, form: Form, ip: string): Json {
  // A wrong user or key: OpenCart answers an empty array (no error), as recorded.
  // Without a username, OpenCart's login takes `Default` (recorded, 01).
  const username = form.get("username") ?? "Default";
  if (!user || username !== user.username || !sameSecret(form.get("key") ?? "", user.key)) return [];
  if (!user.ips.includes(ip)) return { error: { ip: OPENCART_API_MESSAGES.ip(ip), key: OPENCART_API_MESSAGES.key } };
  for (const [token, state] of tokens) if (Date.now() - state.lastUsed > IDLE_MS) tokens.delete(token);
  const token = randomBytes(16).toString("hex");
  tokens.set(token, { lastUsed: Date.now() });
  return { success: OPENCART_API_MESSAGES.loginSuccess, api_token: token };
}

function liveToken(token: string, user: OpenCartApiUser, ip: string): TokenState | null {
  const state = tokens.get(token);
  if (!state || !user.ips.includes(ip)) return null;
  if (Date.now() - state.lastUsed > IDLE_MS) {
    tokens.delete(token);
    return null;
  }
  state.lastUsed = Date.now();
  return state;
}

/** PHP's `option[300]=900` and `option[312][]=919`: scalars and lists by option id. */
function postedOptions(form: Form): Map<number, string | string[]> {
  const options = new Map<number, string | string[]>();
  for (const [name, value] of form) {
    const match = /^option\[(\d+)\](\[\])?$/.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    if (match[2]) {
      const list = options.get(id);
      options.set(id, [...(Array.isArray(list) ? list : []), value]);
    } else options.set(id, value);
  }
  return options;
}

const filled = (value: string | string[] | undefined) => (Array.isArray(value) ? value.some(Boolean) : Boolean(value));

async function forgetMethods(visit: Visit, state: TokenState, keep: (keyof CheckoutState)[] = []) {
  state.shippingListed = keep.includes("shippingMethod") && state.shippingListed;
  state.paymentListed = false;
  await visit.db.transaction(async (tx) => {
    const current = { ...checkoutState(await visit.session.lock(tx)) };
    if (!keep.includes("shippingMethod")) delete current.shippingMethod;
    delete current.paymentMethod;
    await visit.session.update({ checkout: current }, tx);
  });
}

async function cartAdd({ visit, state, form }: Call): Promise<Json> {
  const productId = Number(form.get("product_id"));
  const quantity = Number(form.get("quantity") ?? 1) || 1;
  const defs = Number.isInteger(productId) && productId > 0 ? ((await loadProductOptions(visit.db, [productId])).get(productId) ?? []) : [];
  const posted = postedOptions(form);
  const missing: Record<string, string> = {};
  for (const def of defs) if (def.required && !filled(posted.get(def.id))) missing[def.id] = OPENCART_API_MESSAGES.required(def.name);
  if (Object.keys(missing).length) return { error: { option: missing } };
  // The cart library reads a checkbox only as a list: a single value sent as a scalar is dropped.
  const options = defs.flatMap((def) => {
    const value = posted.get(def.id);
    if (def.type === "checkbox") return Array.isArray(value) && value.length ? [{ id: String(def.id), value: value.join("|") }] : [];
    const scalar = Array.isArray(value) ? value[0] : value;
    return scalar ? [{ id: String(def.id), value: scalar }] : [];
  });
  try {
    await addToCart(visit, { productId, quantity, options });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return { error: /could not be found/.test(error.message) ? { store: OPENCART_API_MESSAGES.store } : { warning: error.message } };
  }
  await forgetMethods(visit, state);
  return { success: OPENCART_API_MESSAGES.cart };
}

async function totalsOf(visit: Visit) {
  const [session, money] = await Promise.all([visit.session.get(), visit.money()]);
  const summary = await summarizeCart(visit.db, session);
  return {
    summary,
    money,
    totals: summary.totals.map((line) => ({ title: openCartTitle(line), text: openCartAmount(money, line.value) })),
  };
}

/** An amount as OpenCart's currency->format writes it: a negative one with its sign after the symbol ("$-36.20", recorded). */
function openCartAmount(money: Money, value: number): string {
  const text = money.format(value);
  return value < 0 ? text.replace(/^-(\D*)/, "$1-") : text;
}

async function cartProducts({ visit }: Call): Promise<Json> {
  const { summary, money, totals } = await totalsOf(visit);
  const short = summary.lines.some((line) => line.quantity > line.product.quantity);
  const products = summary.lines.map((line) => ({
    cart_id: line.key,
    product_id: String(line.product.id),
    name: line.product.name,
    model: line.product.model,
    option: line.described.map((option) => ({
      product_option_id: String(option.productOptionId),
      product_option_value_id: option.productOptionValueId == null ? "" : String(option.productOptionValueId),
      name: option.name,
      value: option.value,
      type: option.type,
    })),
    quantity: String(line.quantity),
    stock: line.quantity <= line.product.quantity,
    shipping: "1",
    price: money.format(line.unitPrice),
    total: money.format(line.lineTotal),
    reward: 0,
  }));
  return { ...(short ? { error: { stock: STOCK_MESSAGE } } : {}), products, vouchers: [], totals };
}

async function cartRemove({ visit, state, form }: Call): Promise<Json> {
  const key = form.get("key");
  if (key == null) return [];
  await removeCartLine(visit, key);
  await forgetMethods(visit, state);
  return { success: OPENCART_API_MESSAGES.cart };
}

const length = (value: string, min: number, max: number) => value.trim().length >= min && value.trim().length <= max;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function customer({ visit, state, form }: Call): Promise<Json> {
  const value = (name: string) => form.get(name) ?? "";
  const errors: Record<string, string> = {};
  const customerId = Number(value("customer_id")) || null;
  if (customerId && !(await findCustomer(visit.db, customerId))) errors.warning = OPENCART_API_MESSAGES.noCustomer;
  if (!length(value("firstname"), 1, 32)) errors.firstname = OPENCART_API_MESSAGES.firstname;
  if (!length(value("lastname"), 1, 32)) errors.lastname = OPENCART_API_MESSAGES.lastname;
  if (value("email").length > 96 || !EMAIL.test(value("email"))) errors.email = OPENCART_API_MESSAGES.email;
  if (value("telephone").length < 3 || value("telephone").length > 32) errors.telephone = OPENCART_API_MESSAGES.telephone;
  if (Object.keys(errors).length) return { error: errors };
  // OpenCart signs the API session in as the customer and keys its cart by customer: lines added
  // for another customer (a guest's before the sign-in) are no longer this cart's (recorded, 05).
  if ((state.customer?.customerId ?? null) !== customerId) await clearCart(visit);
  state.customer = {
    customerId,
    firstname: value("firstname"),
    lastname: value("lastname"),
    email: value("email"),
    telephone: value("telephone"),
  };
  return { success: OPENCART_API_MESSAGES.customer };
}

const ADDRESS_KEYS = ["firstname", "lastname", "company", "address_1", "address_2", "postcode", "city", "zone_id", "country_id"] as const;

async function addressErrors(visit: Visit, form: Form): Promise<Record<string, string>> {
  const value = (name: string) => form.get(name) ?? "";
  const errors: Record<string, string> = {};
  if (!length(value("firstname"), 1, 32)) errors.firstname = OPENCART_API_MESSAGES.firstname;
  if (!length(value("lastname"), 1, 32)) errors.lastname = OPENCART_API_MESSAGES.lastname;
  if (!length(value("address_1"), 3, 128)) errors.address_1 = OPENCART_API_MESSAGES.address1;
  if (value("city").length < 2 || value("city").length > 128) errors.city = OPENCART_API_MESSAGES.city;
  const countryId = Number(value("country_id"));
  const { rows } = Number.isInteger(countryId)
    ? await visit.db.query<{ postcode_required: boolean }>(`select postcode_required from country where id = $1`, [countryId])
    : { rows: [] };
  if (rows[0]?.postcode_required && !length(value("postcode"), 2, 10)) errors.postcode = OPENCART_API_MESSAGES.postcode;
  if (!value("country_id") || !Number.isInteger(countryId)) errors.country = OPENCART_API_MESSAGES.country;
  if (!/^\d+$/.test(value("zone_id"))) errors.zone = OPENCART_API_MESSAGES.zone;
  return errors;
}

const addressHandler =
  (kind: "payment" | "shipping"): Handler =>
  async ({ visit, state, form }) => {
    // Nothing to ship: OpenCart's shipping address answers an empty array (recorded, 04).
    if (kind === "shipping" && !(await totalsOf(visit)).summary.lines.length) return [];
    const errors = await addressErrors(visit, form);
    if (Object.keys(errors).length) return { error: errors };
    const address = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, form.get(key) ?? ""]));
    if (kind === "payment") {
      state.paymentAddress = address;
      state.paymentListed = false;
      return { success: OPENCART_API_MESSAGES.paymentAddressSet };
    }
    state.shippingAddress = address;
    await forgetMethods(visit, state);
    return { success: OPENCART_API_MESSAGES.shippingAddressSet };
  };

/** The one shipping method a stock store with the demo's extensions lists (as the module's stand-in does). */
const FLAT = findShipping("flat.flat")!;

async function shippingMethods({ visit, state }: Call): Promise<Json> {
  const { summary, money } = await totalsOf(visit);
  if (!summary.lines.length) return { shipping_methods: [] };
  if (!state.shippingAddress) return { error: OPENCART_API_MESSAGES.shippingAddress };
  state.shippingListed = true;
  const [group] = FLAT.code.split(".");
  return {
    shipping_methods: {
      [group!]: {
        title: "Flat Rate",
        quote: {
          [group!]: { code: FLAT.code, title: FLAT.title, cost: FLAT.cost.toFixed(2), tax_class_id: "0", text: money.format(FLAT.cost) },
        },
        sort_order: "1",
        error: false,
      },
    },
  };
}

async function shippingMethod({ visit, state, form }: Call): Promise<Json> {
  if (!state.shippingAddress) return { error: OPENCART_API_MESSAGES.shippingAddress };
  if (!state.shippingListed) return { error: OPENCART_API_MESSAGES.noShipping };
  if (form.get("shipping_method") !== FLAT.code) return { error: OPENCART_API_MESSAGES.shippingMethod };
  await visit.db.transaction(async (tx) => {
    const current = checkoutState(await visit.session.lock(tx));
    await visit.session.update({ checkout: { ...current, shippingMethod: FLAT.code } }, tx);
  });
  return { success: OPENCART_API_MESSAGES.shippingMethodSet };
}

const PAYMENT_SORT = (code: string) => ({ bank_transfer: 2, cod: 5 })[code] ?? 9;

async function paymentMethods({ state }: Call): Promise<Json> {
  if (!state.paymentAddress) return { error: OPENCART_API_MESSAGES.paymentAddress };
  state.paymentListed = true;
  // Keyed by code in the store's sort order, as recorded (Bank Transfer 2, Cash On Delivery 5).
  const listed: Record<string, unknown> = {};
  for (const option of [...storePaymentOptions].sort((a, b) => PAYMENT_SORT(a.codename) - PAYMENT_SORT(b.codename))) {
    listed[option.codename] = { code: option.codename, title: option.name, terms: "", sort_order: String(PAYMENT_SORT(option.codename)) };
  }
  return { payment_methods: listed };
}

async function paymentMethod({ visit, state, form }: Call): Promise<Json> {
  const code = form.get("payment_method");
  let error: string | null = null;
  if (!state.paymentAddress) error = OPENCART_API_MESSAGES.paymentAddress;
  if (!state.paymentListed) error = OPENCART_API_MESSAGES.noPayment;
  if (!code || !storePaymentOptions.some((option) => option.codename === code)) error = OPENCART_API_MESSAGES.paymentMethod;
  if (error) return { error };
  await visit.db.transaction(async (tx) => {
    const current = checkoutState(await visit.session.lock(tx));
    await visit.session.update({ checkout: { ...current, paymentMethod: code! } }, tx);
  });
  return { success: OPENCART_API_MESSAGES.paymentMethodSet };
}

async function coupon({ visit, form }: Call): Promise<Json> {
  await visit.session.update({ coupon_code: null });
  const session = await visit.session.get();
  const [row, summary] = await Promise.all([findCoupon(visit.db, form.get("coupon")), summarizeCart(visit.db, session)]);
  if (!row || couponProblem(row, summary.subtotal)) return { error: OPENCART_API_MESSAGES.couponInvalid };
  await visit.session.update({ coupon_code: row.code });
  return { success: OPENCART_API_MESSAGES.couponApplied };
}

const domainAddress = (address: Record<string, string>) => ({
  firstName: address.firstname,
  lastName: address.lastname,
  company: address.company,
  address1: address.address_1,
  address2: address.address_2,
  city: address.city,
  postcode: address.postcode,
  countryId: address.country_id,
  zoneId: address.zone_id,
});

async function orderAdd({ visit, state }: Call): Promise<Json> {
  const session = await visit.session.get();
  const current = checkoutState(session);
  const lines = await loadCartLines(visit.db, `s:${session.id}`);
  let error: string | null = null;
  if (!state.customer) error = OPENCART_API_MESSAGES.customerRequired;
  else if (!state.paymentAddress) error = OPENCART_API_MESSAGES.paymentAddress;
  else if (!current.paymentMethod) error = OPENCART_API_MESSAGES.paymentMethod;
  else if (!state.shippingAddress) error = OPENCART_API_MESSAGES.shippingAddress;
  else if (!current.shippingMethod) error = OPENCART_API_MESSAGES.shippingMethod;
  else if (!lines.length || lines.some((line) => line.quantity > line.product.quantity)) error = STOCK_MESSAGE;
  if (error) return { error };
  const { customer } = state as Required<Pick<TokenState, "customer">>;
  await visit.session.update({
    checkout: {
      ...current,
      paymentAddress: { ...domainAddress(state.paymentAddress!), email: customer.email, telephone: customer.telephone },
      shippingAddress: domainAddress(state.shippingAddress!),
    },
  });
  try {
    const placed = await confirmOrder(visit, false, { totalTitle: openCartTitle, customerId: customer.customerId });
    state.paymentListed = false;
    state.shippingListed = false;
    return { success: OPENCART_API_MESSAGES.order, order_id: placed.order.id };
  } catch (error) {
    if (error instanceof UserError) return { error: error.message };
    throw error;
  }
}

const HANDLERS: Record<string, Handler> = {
  "api/cart/add": cartAdd,
  "api/cart/products": cartProducts,
  "api/cart/remove": cartRemove,
  "api/customer": customer,
  "api/payment/address": addressHandler("payment"),
  "api/shipping/address": addressHandler("shipping"),
  "api/shipping/methods": shippingMethods,
  "api/shipping/method": shippingMethod,
  "api/payment/methods": paymentMethods,
  "api/payment/method": paymentMethod,
  "api/coupon": coupon,
  "api/order/add": orderAdd,
};

/** Tests: no API session survives a test file. */
export function resetOpenCartApiSessions(): void {
  tokens.clear();
}
