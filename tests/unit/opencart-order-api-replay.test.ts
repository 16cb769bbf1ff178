/**
 * The OpenCart order API adapter (app/lib/checkout/store-orders/opencart.server.ts) against the
 * exchanges recorded on a real OpenCart 3.0.3.9 (tests/fixtures/vuefront-opencart-3.0.3.9, README
 * there). A node:http server stands in for the store: each request must match a recorded request of
 * its route (the same form fields, `option[302][]` and `option[302]` told apart) and gets that
 * exchange's recorded answer; a request the store was never seen answering fails the test. The one
 * rule the server adds is the store's, recorded in 05: `api/customer` with a customer id signs the API
 * session in as that customer, and lines added before it are no longer in its cart.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderDetails } from "~/lib/checkout/store-orders/types";

const FIXTURES = join(import.meta.dirname, "../fixtures/vuefront-opencart-3.0.3.9");
const KEY = "replay-api-key";

interface Exchange {
  name: string;
  request?: { method: string; url: string; body: string | null };
  response?: { status: number; headers: Record<string, unknown>; body: string };
}

const recorded = (file: string): Exchange[] =>
  (JSON.parse(readFileSync(join(FIXTURES, file), "utf8")) as { exchanges: Exchange[] }).exchanges.filter((e) => e.request);

const routeOf = (url: string) => new URL(url, "http://store.local").searchParams.get("route") ?? "";
const tokenOf = (url: string) => new URL(url, "http://store.local").searchParams.get("api_token");

/**
 * A form body as the store reads it: its fields, sorted, without empty ones and without those PHP
 * fills in itself when absent (`customer_group_id`: the store's default group).
 */
function significant(body: string | null): string[] {
  return [...new URLSearchParams((body ?? "").replaceAll("<api-key>", KEY))]
    .filter(([name, value]) => value !== "" && name !== "customer_group_id")
    .map(([name, value]) => `${name}=${value}`)
    .sort();
}

interface Session {
  customerId: string;
  lines: number;
  /** A customer signed the session in after lines were added: the cart the store reads is that customer's, empty. */
  cartLost: boolean;
  coupon: boolean;
}

/** The server's state: the recorded flow it replays, its sessions by token, and every request not matched. */
const store = {
  flow: [] as Exchange[],
  used: new Set<Exchange>(),
  sessions: new Map<string, Session>(),
  unmatched: [] as string[],
  sent: [] as { route: string; body: string }[],
};

function replay(file: string) {
  store.flow = [...recorded(file), ...recorded("01-api-login.json"), ...recorded("02-no-token.json")];
  store.used.clear();
  store.sessions.clear();
  store.unmatched.length = 0;
  store.sent.length = 0;
}

/** The recorded exchange of `route` whose request carries the same fields, not used yet (login answers may repeat). */
function matching(route: string, body: string): Exchange | undefined {
  const fields = significant(body).join("&");
  return store.flow.find(
    (exchange) =>
      (route === "api/login" || !store.used.has(exchange)) &&
      routeOf(exchange.request!.url) === route &&
      significant(exchange.request!.body).join("&") === fields,
  );
}

/** `api/cart/products` answers by what the session's cart holds, as recorded at each point. */
function cartProductsExchange(session: Session): Exchange | undefined {
  const named = (name: string) => store.flow.find((exchange) => exchange.name === name);
  if (session.cartLost) return named("pitfall: api/cart/products: empty, the line was added as customer 0");
  if (!session.lines) return named("api/cart/products after the order: the cart is empty");
  return named(session.coupon ? "api/cart/products: the totals with the coupon" : "api/cart/products: before the coupon");
}

const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    const url = req.url ?? "";
    const route = routeOf(url);
    store.sent.push({ route, body });
    const token = tokenOf(url);
    const session = token ? store.sessions.get(token) : undefined;
    let exchange: Exchange | undefined;
    if (route !== "api/login" && !session) {
      // No token, or one the store does not know (02): its permission refusal, in the route's shape.
      exchange = store.flow.find(
        (e) => e.name === (route === "api/cart/products" ? "api/cart/products with an unknown token" : `${route} without a token`),
      );
    } else if (route === "api/cart/products") {
      exchange = cartProductsExchange(session!);
    } else {
      exchange = matching(route, body);
    }
    if (!exchange?.response) {
      store.unmatched.push(`${route}: ${body}`);
      res.writeHead(500, { "content-type": "text/plain" });
      return res.end("no recorded exchange for this request");
    }
    store.used.add(exchange);
    const answer = exchange.response.body;
    const parsed = JSON.parse(answer) as Record<string, unknown>;
    if (route === "api/login" && typeof parsed.api_token === "string") {
      store.sessions.set(parsed.api_token, { customerId: "0", lines: 0, cartLost: false, coupon: false });
    }
    if (session && "success" in parsed) {
      const fields = new URLSearchParams(body);
      if (route === "api/customer") {
        session.customerId = fields.get("customer_id") ?? "0";
        if (session.customerId !== "0" && session.lines) session.cartLost = true;
      }
      if (route === "api/cart/add") session.lines += 1;
      if (route === "api/coupon") session.coupon = true;
      if (route === "api/order/add") session.lines = 0;
    }
    res.writeHead(exchange.response.status, { "content-type": String(exchange.response.headers["content-type"] ?? "application/json") });
    res.end(answer);
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

process.env.COMMERCE_API_URL = `${origin}/index.php?route=extension/module/d_vuefront/graphql`;
process.env.COMMERCE_API_TIMEOUT_MS = "2000";
process.env.SESSION_SECRET = "test-secret-for-the-opencart-replay";
process.env.OPENCART_API_USERNAME = "Default";
process.env.OPENCART_API_KEY = KEY;
process.env.NODE_ENV = "test";

const { openCartOrderApi } = await import("~/lib/checkout/store-orders/opencart.server");
const { StoreOrderRefusal } = await import("~/lib/checkout/store-orders/types");

afterAll(() => server.close());
vi.spyOn(console, "error").mockImplementation(() => {});

/** What the recorder put in the cart and the forms (04, 05). */
const address = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  company: "",
  address1: "1 Harbour Street",
  address2: "",
  city: "Lancaster",
  postcode: "LA1 1AA",
  country: "222",
  zone: "3563",
});
const LINES: OrderDetails["lines"] = [
  {
    productId: "50",
    quantity: 1,
    options: [
      { id: "300", value: "901", type: "select" },
      { id: "301", value: "903", type: "radio" },
      { id: "302", value: "904", type: "checkbox" },
      { id: "303", value: "M.L. 2026", type: "text" },
    ],
  },
  { productId: "40", quantity: 2, options: [] },
];
const guest: OrderDetails = {
  lines: LINES,
  email: "gwen.guest@example.com",
  telephone: "+44 1524 000000",
  paymentAddress: address("Gwen", "Guest"),
  shippingAddress: address("Gwen", "Guest"),
  shippingMethod: "flat.flat",
  customerId: null,
  coupon: "2222",
};
const maya: OrderDetails = {
  ...guest,
  email: "maya@example.com",
  telephone: "+44 20 7946 0000",
  paymentAddress: address("Maya", "Lindqvist"),
  shippingAddress: address("Maya", "Lindqvist"),
  customerId: "1",
};

/** The store's total lines as recorded with the coupon (04 and 05 alike). */
const RECORDED_LINES = [
  { title: "Sub-Total", text: "$362.00" },
  { title: "Flat Shipping Rate", text: "$5.00" },
  { title: "Coupon (2222)", text: "$-36.20" },
  { title: "Eco Tax (-2.00)", text: "$8.00" },
  { title: "VAT (20%)", text: "$66.16" },
  { title: "Total", text: "$404.96" },
];

function tokenKeeper(initial?: string) {
  let kept = initial;
  return { get: () => kept, set: (token: string | undefined) => (kept = token) };
}

const sentRoutes = () => store.sent.map((call) => call.route);

describe("OpenCart's order API adapter against the recorded store", () => {
  beforeEach(() => {
    store.unmatched.length = 0;
  });

  it("places a guest order as recorded in 04: order 4, the store's total lines, the one-tick checkbox as a list", async () => {
    replay("04-guest-order.json");
    const api = openCartOrderApi()!;
    const placed = await api.place(guest, "cod", "Guest order (fixture)", { bearerToken: null, apiToken: tokenKeeper() });
    expect(store.unmatched).toEqual([]);
    expect(placed).toEqual({ orderId: "4", lines: RECORDED_LINES, total: "$404.96" });
    // The store reads a checkbox only as a list: a scalar would be taken and dropped (03).
    const aviator = store.sent.find((call) => call.route === "api/cart/add" && call.body.includes("product_id=50"))!;
    expect([...new URLSearchParams(aviator.body)]).toContainEqual(["option[302][]", "904"]);
    expect(sentRoutes().at(-1)).toBe("api/order/add");
  });

  it("places customer 1's order as recorded in 05: the customer before the cart, order 5", async () => {
    replay("05-customer-order.json");
    const api = openCartOrderApi()!;
    const placed = await api.place(maya, "bank_transfer", "Customer order (fixture)", { bearerToken: null, apiToken: tokenKeeper() });
    expect(store.unmatched).toEqual([]);
    expect(placed).toEqual({ orderId: "5", lines: RECORDED_LINES, total: "$404.96" });
    expect(sentRoutes().indexOf("api/customer")).toBeLessThan(sentRoutes().indexOf("api/cart/add"));
  });

  it("quotes the guest's order: the store's lines and its offline payment methods in its order", async () => {
    replay("04-guest-order.json");
    const quote = await openCartOrderApi()!.quote(guest, { bearerToken: null, apiToken: tokenKeeper() });
    expect(store.unmatched).toEqual([]);
    expect(quote).toEqual({
      lines: RECORDED_LINES,
      total: "$404.96",
      paymentMethods: [
        { code: "bank_transfer", name: "Bank Transfer" },
        { code: "cod", name: "Cash On Delivery" },
      ],
      couponRefusal: null,
    });
    expect(sentRoutes()).not.toContain("api/order/add");
  });

  it("refuses NOPE99 in the store's words", async () => {
    replay("04-guest-order.json");
    const checking = openCartOrderApi()!.checkCoupon("NOPE99", guest, { bearerToken: null, apiToken: tokenKeeper() });
    await expect(checking).rejects.toThrow(StoreOrderRefusal);
    await expect(checking).rejects.toThrow("Warning: Coupon is either invalid, expired or reached it's usage limit!");
  });

  it("logs in again when the kept token is one the store no longer knows", async () => {
    replay("04-guest-order.json");
    const keeper = tokenKeeper("0123456789abcdef0123456789");
    const placed = await openCartOrderApi()!.place(guest, "cod", "Guest order (fixture)", { bearerToken: null, apiToken: keeper });
    expect(placed.orderId).toBe("4");
    expect(sentRoutes().filter((route) => route === "api/login")).toHaveLength(1);
    expect(keeper.get()).toBe("<api_token-5>");
  });
});
