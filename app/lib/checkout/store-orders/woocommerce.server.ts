/**
 * WooCommerce's Store API, `/wp-json/wc/store/v1` (docs/real-stores.md, docs/decisions/365-woocommerce-store-api-orders.md):
 * the API WooCommerce makes for headless storefronts, which takes an order the VueFront plugin cannot
 * (it lists no payment method and never selects a shipping rate). One order session per shopper,
 * named by the `Cart-Token` the Store API hands out (with it, no Nonce is asked); it is filled afresh
 * from the shop's cart on every call (emptied, each line added again with its chosen attributes), so
 * what the store charges is always what the shopper's bag holds. A signed-in customer's calls carry
 * the plugin's token as `Authorization: Bearer`: WordPress knows the user on every request, and the
 * order is theirs. Behaviour as WooCommerce 8.0.3's `src/StoreApi` routes.
 */
import { createHash } from "node:crypto";
import { logApiError } from "~/lib/api/client.server";
import { CommerceApiError, restStatusMessage, toCommerceApiError } from "~/lib/api/errors";
import { fetchWithExactHeaders } from "~/lib/api/exact-headers.server";
import type { StoreTotalLine } from "~/lib/checkout/summary";
import { getEnv } from "~/lib/env.server";
import { stripMarkup } from "~/lib/forms/form-errors";
import { formatMoney, type MoneyFormat } from "~/lib/money";
import {
  StoreOrderRefusal,
  type OrderAddress,
  type OrderDetails,
  type OrderLine,
  type OrderPaymentMethod,
  type OrderQuote,
  type PlacedStoreOrder,
  type StoreOrderApi,
  type StoreOrderContext,
} from "./types";

/**
 * The offline gateways the shop can take an order with (nothing to pay on another page), under
 * WooCommerce's default titles: the Store API of 8.0.3 lists gateways by id only (decision 365).
 */
export const OFFLINE_GATEWAYS: Readonly<Record<string, string>> = {
  cod: "Cash on delivery",
  bacs: "Direct bank transfer",
  cheque: "Check payments",
};

/** Said when the method chosen in step 2 has no rate for this address and cart (say, free shipping under its minimum). */
export const SHIPPING_NOT_OFFERED_TEXT = "The shipping method you chose is not available for this address. Please choose another.";

/** The Store API's base URL for this shop, or null: the hand-over stays (WOOCOMMERCE_STORE_API_URL). */
export function wooCommerceStoreApiUrl(): string | null {
  return getEnv().wooCommerceStoreApiUrl;
}

export function wooCommerceStoreApi(): StoreOrderApi | null {
  const base = wooCommerceStoreApiUrl();
  return base ? storeApiAdapter(base) : null;
}

/** The Store API's money fields: minor units as strings, and how the store prints them. */
interface StoreMoney {
  currency_minor_unit?: number;
  currency_prefix?: string;
  currency_suffix?: string;
  currency_decimal_separator?: string;
  currency_thousand_separator?: string;
}

interface StoreCartTotals extends StoreMoney {
  total_items?: string;
  total_discount?: string;
  total_shipping?: string | null;
  total_tax?: string;
  total_price?: string;
  tax_lines?: { name?: string; price?: string }[];
}

interface StoreShippingPackage {
  package_id?: number | string;
  shipping_rates?: { rate_id?: string; method_id?: string; selected?: boolean }[];
}

export interface StoreCart {
  items?: { key?: string }[];
  coupons?: { code?: string }[];
  shipping_rates?: StoreShippingPackage[];
  needs_shipping?: boolean;
  payment_methods?: string[];
  totals?: StoreCartTotals;
}

interface StoreCheckout {
  order_id?: number | string;
}

/** A refusal WooCommerce 8.0.3 gives a checkout placed in the same second as another try on its draft order (its stock reservation's quirk). */
const RESERVATION_QUIRK = "woocommerce_product_not_enough_stock";

/**
 * One order session with the store: its Cart-Token and Nonce, and the call plumbing. WooCommerce
 * 8.0.3 asks the Nonce of every write even with a Cart-Token (recording 11): each answer carries the
 * Nonce for whoever is calling (a guest's, or the signed-in customer's), sent back with the next write.
 */
class StoreApiSession {
  private token: string | null;
  private nonce: string | null = null;

  constructor(
    private readonly base: string,
    private readonly context: StoreOrderContext,
  ) {
    // WooCommerce's Cart-Token: not a secret of the shop, but never logged. Kept with whom it was
    // made for: a token made while signed in names the customer's WooCommerce session, which a guest
    // (after signing out) or another customer must not go on with.
    const [who, token] = (context.apiToken?.get() ?? "").split(" ");
    this.token = who === this.who && token ? token : null;
  }

  /** Who is calling: a guest, or a digest of the customer's token (never the token itself). */
  private get who(): string {
    const bearer = this.context.bearerToken;
    return bearer ? createHash("sha256").update(bearer).digest("base64url").slice(0, 16) : "guest";
  }

  /** `path` under the Store API's base (`?rest_route=/wc/store/v1` on a site without pretty permalinks). */
  private urlOf(path: string): URL {
    const url = new URL(this.base);
    const route = url.searchParams.get("rest_route");
    if (route !== null) url.searchParams.set("rest_route", `${route.replace(/\/+$/, "")}${path}`);
    else url.pathname = `${url.pathname.replace(/\/+$/, "")}${path}`;
    return url;
  }

  /**
   * Opens the session: `GET /cart`, whose answer brings the Nonce. A signed-in customer's first call
   * is made as a guest, for a Cart-Token of a cart of its own: with the Bearer alone, WooCommerce
   * uses the customer's persistent cart, the very cart the shop shows, which filling the order
   * session would empty and fill again (recording 13). With the Bearer and that token, the calls are
   * the customer's (their Nonce, their order) on the token's cart.
   */
  async open(): Promise<StoreCart> {
    if (!this.token && this.context.bearerToken) await this.call("GET", "/cart", undefined, { asGuest: true });
    return this.call<StoreCart>("GET", "/cart");
  }

  async call<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown, { asGuest = false } = {}): Promise<T> {
    const timeoutMs = getEnv().apiTimeoutMs;
    // Each call gets what is left of the shopper's request, as the store client's calls do (decision 124).
    const left = this.context.deadline === undefined ? timeoutMs : Math.min(timeoutMs, this.context.deadline - Date.now());
    const timeout = AbortSignal.timeout(Math.max(1, left));
    const signal = this.context.signal ? AbortSignal.any([this.context.signal, timeout]) : timeout;
    const headers = new Headers({ accept: "application/json" });
    if (body !== undefined) headers.set("content-type", "application/json");
    if (this.token) headers.set("Cart-Token", this.token);
    if (this.nonce && !asGuest) headers.set("Nonce", this.nonce);
    if (this.context.requestId) headers.set("x-request-id", this.context.requestId);
    const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal, redirect: "manual" };
    let response: Response;
    let text: string;
    try {
      const url = this.urlOf(path);
      // `Authorization` spelled exactly so: the plugin reads it case-sensitively (decision 223).
      response =
        this.context.bearerToken && !asGuest
          ? await fetchWithExactHeaders(url, init, { Authorization: `Bearer ${this.context.bearerToken}` })
          : await fetch(url, init);
      text = await response.text();
    } catch (error) {
      throw toCommerceApiError(error, timeoutMs);
    }
    const issued = response.headers.get("cart-token");
    if (issued && issued !== this.token) {
      this.token = issued;
      this.context.apiToken?.set(`${this.who} ${issued}`);
    }
    if (!asGuest) this.nonce = response.headers.get("nonce") ?? this.nonce;
    const answer = parseJson(text);
    if (response.status >= 200 && response.status < 300 && answer !== undefined) return answer as T;
    const refusal = storeRefusal(answer);
    if (response.status >= 400 && response.status < 500 && refusal && refusal.code !== "rest_no_route") {
      throw new StoreOrderRefusal(refusal.message, { cause: refusal.code });
    }
    // The Store API unreachable, blocked (WordPress's rest_no_route), failing, or answering something else.
    const detail = `${method} ${path}: ${response.status} ${refusal?.code ?? ""} ${refusal?.message ?? text.slice(0, 200)}`.trim();
    logApiError("woocommerce store api", detail);
    if (response.status >= 500) throw new CommerceApiError(restStatusMessage(response.status), "http", response.status);
    throw new CommerceApiError(`The API returned ${response.status} for ${path}`, "invalid-response", response.status);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * WordPress REST's error answer, `{code, message, data: {status}}`, its message as plain text (HTML
 * entities decoded: `&quot;Aviator Classic&quot;`). A refused parameter's own words stand for the
 * bare "Invalid parameter(s): billing_address" (`data.params`: "The provided state (XX) is not valid…").
 */
function storeRefusal(answer: unknown): { code: string; message: string } | null {
  if (!answer || typeof answer !== "object") return null;
  const { code, message, data } = answer as { code?: unknown; message?: unknown; data?: { params?: unknown } };
  if (typeof code !== "string" || typeof message !== "string") return null;
  const params = data?.params && typeof data.params === "object" ? Object.values(data.params) : [];
  const own = params.find((value): value is string => typeof value === "string" && value.trim() !== "");
  const words = own ?? message;
  return { code, message: stripMarkup(words) || words };
}

/** The plugin's option id is WooCommerce's form field (`attribute_pa_frame-colour`); the Store API takes the attribute (`pa_frame-colour`). */
export function variationOf(line: OrderLine): { attribute: string; value: string }[] {
  return line.options.map((option) => ({ attribute: option.id.replace(/^attribute_/, ""), value: option.value }));
}

/** WooCommerce's address fields (`billing_address`, `shipping_address`). */
export function storeAddress(address: OrderAddress, contact?: { email: string; phone: string }) {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    address_1: address.address1,
    address_2: address.address2,
    city: address.city,
    state: address.zone,
    postcode: address.postcode,
    country: address.country,
    ...(contact ? { email: contact.email, phone: contact.phone } : { phone: "" }),
  };
}

function moneyFormatOf(money: StoreMoney): MoneyFormat {
  return {
    prefix: money.currency_prefix ?? "",
    suffix: money.currency_suffix ?? "",
    decimals: money.currency_minor_unit ?? 2,
    decimalMark: money.currency_decimal_separator ?? ".",
    groupMark: money.currency_thousand_separator ?? ",",
  };
}

/**
 * The cart's totals as total lines, printed as the store prints money, to the cent: the goods, each
 * discount, shipping once a rate is chosen, each tax line, then the Total WooCommerce charges. The
 * lines add up to the Total (amounts before tax, then the tax).
 */
export function storeTotals(totals: StoreCartTotals | undefined, coupons: readonly string[]): { lines: StoreTotalLine[]; total: string } {
  const format = moneyFormatOf(totals ?? {});
  const amount = (minor: string | null | undefined) => Number(minor ?? 0) / 10 ** format.decimals;
  const text = (minor: string | null | undefined, sign = 1) => formatMoney(sign * amount(minor), format);
  const lines: StoreTotalLine[] = [{ title: "Subtotal", text: text(totals?.total_items) }];
  if (amount(totals?.total_discount) > 0) {
    lines.push({ title: coupons.length ? `Discount (${coupons.join(", ")})` : "Discount", text: text(totals?.total_discount, -1) });
  }
  if (totals?.total_shipping != null) lines.push({ title: "Shipping", text: text(totals.total_shipping) });
  const taxLines = (totals?.tax_lines ?? []).filter((line) => amount(line.price) !== 0);
  for (const line of taxLines) lines.push({ title: stripMarkup(line.name ?? "") || "Tax", text: text(line.price) });
  if (!taxLines.length && amount(totals?.total_tax) !== 0) lines.push({ title: "Tax", text: text(totals?.total_tax) });
  const total = text(totals?.total_price);
  lines.push({ title: "Total", text: total });
  return { lines, total };
}

/** The cart's offline gateways, in the store's order. */
export function offlinePaymentMethods(cart: StoreCart): OrderPaymentMethod[] {
  return (cart.payment_methods ?? []).flatMap((code) => {
    const name = OFFLINE_GATEWAYS[code];
    return name ? [{ code, name }] : [];
  });
}

/** The rate of each package whose method is `code` (`flat_rate`) or whose rate id it is (`flat_rate:1`). */
export function ratesFor(cart: StoreCart, code: string): { package_id: number | string; rate_id: string; selected: boolean }[] | null {
  const picks = [];
  for (const pack of cart.shipping_rates ?? []) {
    const rate = pack.shipping_rates?.find((candidate) => candidate.rate_id === code || candidate.method_id === code);
    if (!rate?.rate_id || pack.package_id == null) return null;
    picks.push({ package_id: pack.package_id, rate_id: rate.rate_id, selected: Boolean(rate.selected) });
  }
  return picks;
}

interface Filled {
  cart: StoreCart;
  couponRefusal: string | null;
}

/**
 * Fills the order session from `details`: the lines (after emptying it), the coupon, both
 * addresses and the shipping rate. A refused coupon is left out and its words kept, unless
 * `strictCoupon`, when the refusal is thrown.
 */
async function fill(session: StoreApiSession, details: OrderDetails, strictCoupon: boolean): Promise<Filled> {
  let cart = await session.open();
  // Emptying takes its coupons off too (WooCommerce's empty_cart).
  if (cart.items?.length || cart.coupons?.length) await session.call("DELETE", "/cart/items");
  for (const line of details.lines) {
    cart = await session.call<StoreCart>("POST", "/cart/add-item", {
      id: Number(line.productId) || line.productId,
      quantity: line.quantity,
      variation: variationOf(line),
    });
  }
  let couponRefusal: string | null = null;
  if (details.coupon) {
    try {
      cart = await session.call<StoreCart>("POST", "/cart/apply-coupon", { code: details.coupon });
    } catch (error) {
      if (strictCoupon || !(error instanceof StoreOrderRefusal)) throw error;
      couponRefusal = error.message;
    }
  }
  cart = await session.call<StoreCart>("POST", "/cart/update-customer", {
    billing_address: storeAddress(details.paymentAddress, { email: details.email, phone: details.telephone }),
    shipping_address: storeAddress(details.shippingAddress),
  });
  if (details.shippingMethod && cart.needs_shipping !== false) {
    const picks = ratesFor(cart, details.shippingMethod);
    if (!picks?.length) throw new StoreOrderRefusal(SHIPPING_NOT_OFFERED_TEXT);
    for (const pick of picks) {
      if (!pick.selected) cart = await session.call<StoreCart>("POST", "/cart/select-shipping-rate", pick);
    }
  }
  return { cart, couponRefusal };
}

const couponCodes = (cart: StoreCart) => (cart.coupons ?? []).flatMap((coupon) => (coupon.code ? [coupon.code] : []));

function quoteOf({ cart, couponRefusal }: Filled): OrderQuote {
  const { lines, total } = storeTotals(cart.totals, couponCodes(cart));
  return { lines, total, paymentMethods: offlinePaymentMethods(cart), couponRefusal };
}

export function storeApiAdapter(base: string): StoreOrderApi {
  return {
    platform: "woocommerce",
    async quote(details, context) {
      return quoteOf(await fill(new StoreApiSession(base, context), details, false));
    },
    async checkCoupon(code, details, context) {
      return quoteOf(await fill(new StoreApiSession(base, context), { ...details, coupon: code }, true));
    },
    async place(details, paymentMethod, comment, context): Promise<PlacedStoreOrder> {
      if (!OFFLINE_GATEWAYS[paymentMethod]) throw new StoreOrderRefusal("Please choose a payment method.");
      const session = new StoreApiSession(base, context);
      // A coupon the page showed applied that no longer is changes the total: the wiring's check
      // (beforePlace) says so; without one, the store's refusal stops the order. Nothing placed either way.
      const filled = await fill(session, details, !context.beforePlace);
      const quote = quoteOf(filled);
      await context.beforePlace?.(quote);
      const { lines, total } = quote;
      const order = {
        billing_address: storeAddress(details.paymentAddress, { email: details.email, phone: details.telephone }),
        shipping_address: storeAddress(details.shippingAddress),
        customer_note: comment,
        payment_method: paymentMethod,
      };
      const placed = await session.call<StoreCheckout>("POST", "/checkout", order).catch(async (error: unknown) => {
        // WooCommerce 8.0.3 reads a stock reservation re-written in the same second as "not enough
        // stock" (fixtures README, 12): a second later the same checkout goes through, or says so again.
        if (!(error instanceof StoreOrderRefusal) || error.cause !== RESERVATION_QUIRK) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        return session.call<StoreCheckout>("POST", "/checkout", order);
      });
      const orderId = placed.order_id == null ? "" : String(placed.order_id);
      if (!orderId || orderId === "0") throw new CommerceApiError("The API returned no order_id for checkout", "invalid-response");
      return { orderId, lines, total };
    },
  };
}
