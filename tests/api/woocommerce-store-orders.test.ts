/**
 * The shop's WooCommerce Store API adapter (app/lib/checkout/store-orders/woocommerce.server.ts,
 * decision 365) against the wordpress profile's stand-in over HTTP: a guest's and a signed-in
 * customer's order with a coupon, a refused coupon in the store's words, a variation line, the
 * order session kept by its Cart-Token, and a store that cannot be reached.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommerceApiError } from "~/lib/api/errors";
import { StoreOrderRefusal, type OrderDetails, type StoreOrderContext } from "~/lib/checkout/store-orders/types";
import { storeApiAdapter } from "~/lib/checkout/store-orders/woocommerce.server";
import { parseMoney } from "~/lib/money";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ProductFixture } from "../support/shop-fixtures";
import { signedInCustomer, variableProduct, type PluginAttribute } from "../support/store-api";

let wordpress: TestApi;
let optioned: ProductFixture;
/** The product's options as the plugin's addToCart takes them: `attribute_pa_<slug>` and value slugs. */
let attributes: PluginAttribute[];

beforeAll(async () => {
  wordpress = await startTestApi({ profile: "wordpress" });
  ({ product: optioned, attributes } = await variableProduct(wordpress));
});
afterAll(() => wordpress?.close());

const adapter = () => storeApiAdapter(`${wordpress.url}/api/wp-json/wc/store/v1`);

const place = {
  firstName: "Rosa",
  lastName: "Parks",
  company: "",
  address1: "12 Bedford Street",
  address2: "",
  city: "New York",
  postcode: "10014",
  country: "US",
  zone: "NY",
};

function details(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    lines: [
      {
        productId: String(optioned.id),
        quantity: 2,
        // The last value of each: not what the store would take by default.
        options: attributes.map((attribute) => ({ id: attribute.id, value: attribute.values.at(-1)!.id })),
      },
    ],
    email: "rosa.adapter@example.com",
    telephone: "+1 646 555 0100",
    paymentAddress: place,
    shippingAddress: place,
    shippingMethod: "flat_rate",
    customerId: null,
    coupon: "WELCOME15",
    ...overrides,
  };
}

/** The shopper's session as the wiring keeps the Cart-Token. */
function context(bearerToken: string | null = null): StoreOrderContext & { kept: string[] } {
  const kept: string[] = [];
  return {
    bearerToken,
    kept,
    apiToken: { get: () => kept.at(-1), set: (value) => void (value && kept.push(value)) },
  };
}

async function orderRow(id: string) {
  const { rows } = await wordpress.api.db.query<{
    total: number;
    customer_id: number | null;
    email: string;
    comment: string;
    payment_code: string;
  }>(`select total::float8 as total, customer_id, email, comment, payment_code from "order" where id = $1`, [Number(id)]);
  return rows[0]!;
}

describe("the WooCommerce Store API adapter", () => {
  it("quotes the order with the coupon, the flat rate and the offline gateways, in the store's money", async () => {
    const shopper = context();
    const quote = await adapter().quote(details(), shopper);
    expect(quote.couponRefusal).toBeNull();
    expect(quote.paymentMethods).toEqual([
      { code: "cod", name: "Cash on delivery" },
      { code: "bacs", name: "Direct bank transfer" },
    ]);
    expect(quote.lines.map((line) => line.title)).toEqual(["Subtotal", "Discount (welcome15)", "Shipping", "Total"]);
    const [subtotal, discount, shipping, total] = quote.lines.map((line) => parseMoney(line.text)!);
    expect(shipping).toBe(8);
    expect(discount).toBeCloseTo(-Math.round(subtotal! * 15) / 100, 2);
    expect(total).toBeCloseTo(subtotal! + discount! + shipping!, 2);
    expect(quote.total).toBe(quote.lines.at(-1)!.text);
    expect(quote.total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    // The order session is kept by its token, and the next call goes on with it.
    expect(shopper.kept.length).toBeGreaterThan(0);
    const again = await adapter().quote(details(), shopper);
    expect(again.total).toBe(quote.total);
    const sessionOf = (kept: string) => JSON.parse(Buffer.from(kept.split(" ")[1]!.split(".")[1]!, "base64url").toString("utf8")).user_id;
    expect(new Set(shopper.kept.map(sessionOf)).size).toBe(1);
  });

  it("leaves a refused coupon out with the store's words, and checkCoupon refuses it", async () => {
    const quote = await adapter().quote(details({ coupon: "SUMMER20" }), context());
    expect(quote.couponRefusal).toBe("This coupon has expired.");
    expect(quote.lines.map((line) => line.title)).toEqual(["Subtotal", "Shipping", "Total"]);
    await expect(adapter().checkCoupon("NOPE-9", details({ coupon: null }), context())).rejects.toEqual(
      new StoreOrderRefusal('Coupon "nope-9" does not exist!'),
    );
    const checked = await adapter().checkCoupon("welcome15", details({ coupon: null }), context());
    expect(checked.lines.some((line) => line.title === "Discount (welcome15)")).toBe(true);
  });

  it("places a guest's order at the total quoted, with the chosen variation and the note", async () => {
    const shopper = context();
    const quote = await adapter().quote(details(), shopper);
    const placed = await adapter().place(details(), "cod", "Please ring twice", shopper);
    expect(placed.orderId).toMatch(/^\d+$/);
    expect(placed.total).toBe(quote.total);
    const order = await orderRow(placed.orderId);
    expect(order).toMatchObject({
      customer_id: null,
      email: "rosa.adapter@example.com",
      comment: "Please ring twice",
      payment_code: "cod",
    });
    expect(order.total).toBe(parseMoney(placed.total));
    const { rows } = await wordpress.api.db.query<{ quantity: number; options: { name: string; value: string }[] }>(
      `select quantity, options from order_product where order_id = $1`,
      [Number(placed.orderId)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(2);
    for (const attribute of attributes) {
      expect(rows[0]!.options).toContainEqual(expect.objectContaining({ name: attribute.name, value: attribute.values.at(-1)!.name }));
    }
  });

  it("places a signed-in customer's order on their account", async () => {
    const customer = await signedInCustomer(wordpress, "adapter");
    const { email } = customer;
    // The order session a guest's quote made is not the customer's to go on with.
    const guest = context();
    await adapter().quote(details({ email }), guest);
    const signedIn = { ...guest, bearerToken: customer.token };
    const placed = await adapter().place(details({ email }), "bacs", "", signedIn);
    const sessionOf = (kept: string) => JSON.parse(Buffer.from(kept.split(" ")[1]!.split(".")[1]!, "base64url").toString("utf8")).user_id;
    expect(sessionOf(guest.kept.at(-1)!)).not.toBe(sessionOf(guest.kept[0]!));
    const order = await orderRow(placed.orderId);
    expect(order.customer_id).toBe(customer.id);
    expect(order.payment_code).toBe("bank_transfer");
    expect(order.total).toBe(parseMoney(placed.total));
  });

  it("refuses what the store refuses, and places nothing", async () => {
    const before = await wordpress.api.db.query<{ n: number }>(`select count(*)::int as n from "order"`);
    await expect(adapter().place(details({ coupon: "SUMMER20" }), "cod", "", context())).rejects.toEqual(
      new StoreOrderRefusal("This coupon has expired."),
    );
    await expect(adapter().place(details({ coupon: null, shippingMethod: "local_pickup" }), "cod", "", context())).rejects.toBeInstanceOf(
      StoreOrderRefusal,
    );
    // With the wiring's check: it sees the quote without the coupon, and stops the order.
    const seen: string[] = [];
    const checked = {
      ...context(),
      beforePlace: (quote: { couponRefusal: string | null; total: string }) => {
        seen.push(quote.couponRefusal ?? "");
        throw new Error("The total changed");
      },
    };
    await expect(adapter().place(details({ coupon: "SUMMER20" }), "cod", "", checked)).rejects.toThrow("The total changed");
    expect(seen).toEqual(["This coupon has expired."]);
    const missing = details({ coupon: null, lines: [{ productId: String(optioned.id), quantity: 1, options: [] }] });
    await expect(adapter().quote(missing, context())).rejects.toThrow("No matching variation found.");
    const after = await wordpress.api.db.query<{ n: number }>(`select count(*)::int as n from "order"`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("says the store is failing when it cannot be reached", async () => {
    const unreachable = storeApiAdapter("http://127.0.0.1:9/wp-json/wc/store/v1");
    const error = await unreachable.quote(details(), context()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CommerceApiError);
    expect((error as CommerceApiError).unavailable).toBe(true);
  });
});
