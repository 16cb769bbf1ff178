/**
 * OpenCart 3's order API, `index.php?route=api/...` with an API user and key (System › Users › API;
 * docs/real-stores.md, docs/decisions/360-orders-through-the-stores-order-api.md). One API session
 * (its `api_token`, kept in the shopper's session) is filled from the shopper's details on each
 * quote and place: the customer first (OpenCart keys the session's cart by it), the cart emptied and
 * filled with the exact choices, both addresses, the shipping and payment methods, the coupon, then
 * the totals (`api/cart/products`) and the order (`api/order/add`). Every call is a form post with
 * `api_token` in the query, through the store client (timeouts, deadline, request id) without the
 * shopper's cookies. Keys, tokens, addresses and option values never reach a log line.
 */
import { CommerceClient } from "~/lib/api/client.server";
import type { StoreTotalLine } from "~/lib/checkout/summary";
import { getEnv } from "~/lib/env.server";
import { stripMarkup } from "~/lib/forms/form-errors";
import {
  StoreOrderRefusal,
  type OrderAddress,
  type OrderDetails,
  type OrderPaymentMethod,
  type OrderQuote,
  type StoreOrderApi,
  type StoreOrderContext,
} from "./types";

/** OpenCart's refusal to a caller whose API session is gone (idle an hour, or never started). */
const NO_PERMISSION = /permission to access the API/i;

/** The refusal when the store does not take the configured user and key (it answers `[]`). */
export const LOGIN_REFUSED = "The store refused this shop's API key: the order could not be placed here.";

type Answer = Record<string, unknown>;

const isRecord = (value: unknown): value is Answer => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The store's own words in an answer's `error` (a string, or fields with strings, nested once for
 * the options), markup out; null when it has none.
 */
export function openCartError(answer: unknown): string | null {
  if (!isRecord(answer) || answer.error == null || answer.error === "") return null;
  const words: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") {
      if (value.trim()) words.push(stripMarkup(value));
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) Object.values(value).forEach(collect);
  };
  collect(answer.error);
  return words.length ? words.join(" ") : null;
}

/** The ticks of a checkbox as OpenCart reads them: always a list (`option[312][]`), even for one. */
export function optionFields(options: readonly { id: string; value: string; type?: string }[]): [string, string][] {
  return options.flatMap(({ id, value, type }) =>
    type === "checkbox"
      ? value
          .split("|")
          .filter(Boolean)
          .map((tick): [string, string] => [`option[${id}][]`, tick])
      : [[`option[${id}]`, value]],
  );
}

/** An address as `api/payment/address` and `api/shipping/address` take it. */
export function addressFields(address: OrderAddress): [string, string][] {
  return [
    ["firstname", address.firstName],
    ["lastname", address.lastName],
    ["company", address.company],
    ["address_1", address.address1],
    ["address_2", address.address2],
    ["city", address.city],
    ["postcode", address.postcode],
    ["country_id", address.country],
    ["zone_id", address.zone],
  ];
}

/**
 * OpenCart's offline payment extensions: the order is placed and paid later, nothing to do on a
 * payment page. Others (PayPal, a card) need their own pages: not offered here.
 */
const OFFLINE_PAYMENTS = new Set(["cod", "bank_transfer", "cheque", "free_checkout"]);

/** `api/payment/methods`' offline methods, in the store's sort order. */
export function paymentMethodsOf(answer: unknown): OrderPaymentMethod[] {
  const listed = isRecord(answer) && isRecord(answer.payment_methods) ? Object.values(answer.payment_methods) : [];
  return listed
    .filter(isRecord)
    .map((method) => ({
      code: String(method.code ?? ""),
      name: stripMarkup(String(method.title ?? "")),
      order: Number(method.sort_order) || 0,
    }))
    .filter((method) => OFFLINE_PAYMENTS.has(method.code))
    .sort((a, b) => a.order - b.order)
    .map(({ code, name }) => ({ code, name: name || code }));
}

/** The shipping codes `api/shipping/methods` lists (`flat.flat`). */
export function shippingCodesOf(answer: unknown): string[] {
  const listed = isRecord(answer) ? (answer.shipping_methods ?? answer.shipping_method) : null;
  if (!isRecord(listed)) return [];
  return Object.values(listed).flatMap((group) =>
    isRecord(group) && isRecord(group.quote)
      ? Object.values(group.quote).flatMap((quote) => (isRecord(quote) && typeof quote.code === "string" ? [quote.code] : []))
      : [],
  );
}

/** `api/cart/products`' total lines, markup out. */
export function totalLinesOf(answer: unknown): StoreTotalLine[] {
  const totals = isRecord(answer) && Array.isArray(answer.totals) ? answer.totals : [];
  return totals.flatMap((line) => {
    if (!isRecord(line)) return [];
    const title = stripMarkup(String(line.title ?? ""));
    const text = stripMarkup(String(line.text ?? ""));
    return title && text ? [{ title, text }] : [];
  });
}

/** A call refused because the API session is gone: log in again and start over. */
class SessionGone extends Error {}

class OpenCartOrderApi implements StoreOrderApi {
  readonly platform = "opencart" as const;

  constructor(private readonly credentials: { username: string; key: string }) {}

  private client(context: StoreOrderContext): CommerceClient {
    const env = getEnv();
    return new CommerceClient(
      { apiUrl: env.apiUrl, indexUrl: env.indexUrl, timeoutMs: env.apiTimeoutMs },
      { signal: context.signal, requestId: context.requestId, deadline: context.deadline },
    );
  }

  private async login(client: CommerceClient, context: StoreOrderContext): Promise<string> {
    const form = new URLSearchParams({ username: this.credentials.username, key: this.credentials.key });
    const answer = await client.postForm("api/login", {}, form);
    const token = isRecord(answer) && typeof answer.api_token === "string" ? answer.api_token : null;
    if (!token) {
      // The operator's problem (a wrong key, the shop's address not allowed): said in the log, the store's words only.
      console.error(`[commerce api] api/login: the store refused the API user: ${openCartError(answer) ?? "no api_token"}`);
      throw new StoreOrderRefusal(LOGIN_REFUSED);
    }
    context.apiToken?.set(token);
    return token;
  }

  /** Runs `work` with a live API session: the kept token, else (or once it is gone) a new login. */
  private async withSession<T>(context: StoreOrderContext, work: (call: Caller) => Promise<T>): Promise<T> {
    const client = this.client(context);
    const kept = context.apiToken?.get();
    const run = async (token: string) =>
      work(async (route, fields = []) => {
        const answer = await client.postForm(route, { api_token: token }, new URLSearchParams(fields));
        const refusal = openCartError(answer);
        if (refusal && NO_PERMISSION.test(refusal)) throw new SessionGone();
        return answer;
      });
    if (kept) {
      try {
        return await run(kept);
      } catch (error) {
        if (!(error instanceof SessionGone)) throw error;
      }
    }
    try {
      return await run(await this.login(client, context));
    } catch (error) {
      if (error instanceof SessionGone) throw new StoreOrderRefusal(LOGIN_REFUSED);
      throw error;
    }
  }

  /** Fills the API session from `details` and answers its quote. */
  private async fill(call: Caller, details: OrderDetails, { checkCoupon = false } = {}): Promise<OrderQuote> {
    const must = async (route: string, fields: [string, string][] = []) => {
      const answer = await call(route, fields);
      const refusal = openCartError(answer);
      if (refusal) throw new StoreOrderRefusal(refusal);
      return answer;
    };
    const address = details.paymentAddress;
    // Only the cart for a code checked from the cart page: no details to give yet.
    const cartOnly = checkCoupon && !(address.firstName && details.email);
    // The customer first: OpenCart keys the API session's cart by it.
    if (!cartOnly) {
      await must("api/customer", [
        ["customer_id", details.customerId ?? "0"],
        ["firstname", address.firstName],
        ["lastname", address.lastName],
        ["email", details.email],
        ["telephone", details.telephone],
      ]);
    }
    // A kept session may hold an earlier attempt's lines.
    const before = await call("api/cart/products");
    const held = isRecord(before) && Array.isArray(before.products) ? before.products.filter(isRecord) : [];
    for (const line of held) await call("api/cart/remove", [["key", String(line.cart_id ?? "")]]);
    for (const line of details.lines) {
      await must("api/cart/add", [["product_id", line.productId], ["quantity", String(line.quantity)], ...optionFields(line.options)]);
    }
    let paymentMethods: OrderPaymentMethod[] = [];
    if (!cartOnly) {
      await must("api/payment/address", addressFields(details.paymentAddress));
      await must("api/shipping/address", addressFields(details.shippingAddress));
      const codes = shippingCodesOf(await must("api/shipping/methods"));
      const shipping = details.shippingMethod && codes.includes(details.shippingMethod) ? details.shippingMethod : codes[0];
      if (shipping) await must("api/shipping/method", [["shipping_method", shipping]]);
      paymentMethods = paymentMethodsOf(await must("api/payment/methods"));
    }
    // api/coupon forgets the session's coupon before it checks the code: an empty one takes an old one off.
    const coupon = await call("api/coupon", [["coupon", details.coupon ?? ""]]);
    const couponRefusal = details.coupon ? openCartError(coupon) : null;
    if (couponRefusal && checkCoupon) throw new StoreOrderRefusal(couponRefusal);
    const products = await call("api/cart/products");
    const lines = totalLinesOf(products);
    const total = lines.find((line) => /^(order\s+)?total$/i.test(line.title)) ?? lines.at(-1);
    return { lines, total: total?.text ?? "", paymentMethods, couponRefusal };
  }

  quote(details: OrderDetails, context: StoreOrderContext): Promise<OrderQuote> {
    return this.withSession(context, (call) => this.fill(call, details));
  }

  checkCoupon(code: string, details: OrderDetails, context: StoreOrderContext): Promise<OrderQuote> {
    return this.withSession(context, (call) => this.fill(call, { ...details, coupon: code }, { checkCoupon: true }));
  }

  place(details: OrderDetails, paymentMethod: string, comment: string, context: StoreOrderContext) {
    return this.withSession(context, async (call) => {
      const quote = await this.fill(call, details);
      if (quote.couponRefusal) throw new StoreOrderRefusal(quote.couponRefusal);
      if (!quote.paymentMethods.some((method) => method.code === paymentMethod)) {
        throw new StoreOrderRefusal("Warning: Payment method required!");
      }
      const chosen = await call("api/payment/method", [["payment_method", paymentMethod]]);
      const refusal = openCartError(chosen);
      if (refusal) throw new StoreOrderRefusal(refusal);
      await context.beforePlace?.(quote);
      const placed = await call("api/order/add", [["comment", comment]]);
      const orderRefusal = openCartError(placed);
      const orderId = isRecord(placed) && placed.order_id != null ? String(placed.order_id) : "";
      if (orderRefusal || !orderId) throw new StoreOrderRefusal(orderRefusal ?? "The store did not place the order.");
      return { orderId, lines: quote.lines, total: quote.total };
    });
  }
}

type Caller = (route: string, fields?: [string, string][]) => Promise<unknown>;

export function openCartOrderApi(): StoreOrderApi | null {
  const credentials = getEnv().openCartApi;
  return credentials ? new OpenCartOrderApi(credentials) : null;
}
