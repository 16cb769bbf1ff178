import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import {
  ADD_TO_CART,
  CART,
  optionedProduct,
  percentOf,
  requiredOptions,
  roundCents,
  unitPriceWithRequiredOptions,
  usd,
  type ProductFixture,
} from "../support/shop-fixtures";

let server: TestApi;
let product: ProductFixture;
/** The line price of one unit with the first value of each required option. */
let unit: number;

beforeAll(async () => {
  server = await startTestApi();
  product = await optionedProduct(server.api.db);
  unit = unitPriceWithRequiredOptions(product);
  // Cases the demo seed has no coupon for.
  await server.api.db.query(
    `insert into coupon (name, code, type, discount, total, date_start, date_end, uses_total, status) values
       ('Test: bigger than any cart', 'TEST-HUGE', 'F', 100000, 0, current_date - 1, current_date + 30, 0, true),
       ('Test: starts next month', 'TEST-LATER', 'P', 10, 0, current_date + 30, current_date + 60, 0, true),
       ('Test: switched off', 'TEST-OFF', 'P', 10, 0, current_date - 1, current_date + 30, 0, false),
       ('Test: used up', 'TEST-ONCE', 'P', 10, 0, current_date - 1, current_date + 30, 1, true)`,
  );
  const order = await server.api.db.query<{ id: number }>(`insert into "order" (session_id) values ('test') returning id`);
  await server.api.db.query(
    `insert into coupon_history (coupon_id, order_id, amount) select id, $1, -1 from coupon where code = 'TEST-ONCE'`,
    [order.rows[0].id],
  );
});
afterAll(() => server?.close());

async function shopperWithCart(quantity: number) {
  const shopper = new Shopper(server.url);
  await shopper.data(ADD_TO_CART, { id: String(product.id), quantity, options: requiredOptions(product) });
  return shopper;
}

const apply = (shopper: Shopper, coupon: string) =>
  shopper.rest("api/coupon", { method: "POST", body: { coupon, token: "eyewear-storefront" } });

describe("POST api/coupon", () => {
  it("applies a percentage coupon to the subtotal, with OpenCart's coupon total line", async () => {
    const shopper = await shopperWithCart(2);
    const answer = await apply(shopper, "welcome15");
    expect(answer).toEqual({ status: 200, body: { success: "Success: Your coupon discount has been applied!" } });

    const { cart } = await shopper.data(CART);
    const subtotal = roundCents(unit * 2);
    const discount = percentOf(subtotal, 15);
    expect(cart.coupon).toBe("WELCOME15");
    expect(cart.totals.map((t: { code: string }) => t.code)).toEqual(["sub_total", "coupon", "total"]);
    expect(cart.totals[1]).toEqual({
      code: "coupon",
      title: "Coupon (WELCOME15)",
      value: -discount,
      text: usd(-discount),
      data: JSON.stringify({ type: "P", rate: 15, coupon_code: "WELCOME15" }),
      sort_order: 4,
    });
    expect(cart.total).toBe(usd(subtotal - discount));
    expect(cart.subtotal).toBe(usd(subtotal));
  });

  it("applies the seed's fixed $10 coupon (minimum subtotal $50)", async () => {
    const units = Math.ceil(50 / unit);
    const shopper = await shopperWithCart(units);
    expect((await apply(shopper, "SAVE10")).body).toEqual({ success: "Success: Your coupon discount has been applied!" });
    const { cart } = await shopper.data(CART);
    const coupon = cart.totals.find((t: { code: string }) => t.code === "coupon");
    expect(coupon).toMatchObject({
      title: "Coupon (SAVE10)",
      value: -10,
      data: JSON.stringify({ type: "F", rate: 10, coupon_code: "SAVE10" }),
    });
    expect(cart.total).toBe(usd(roundCents(unit * units) - 10));
  });

  it("refuses a coupon below its minimum subtotal, and stops applying it when the cart falls below", async () => {
    await server.api.db.query(
      `insert into coupon (name, code, type, discount, total, date_start, date_end) values ('Test: minimum', 'TEST-MIN', 'F', 5, $1, current_date, current_date)`,
      [unit * 2],
    );
    const shopper = await shopperWithCart(1);
    expect(await apply(shopper, "TEST-MIN")).toEqual({
      status: 200,
      // The same words as an unknown code: a refusal never tells which codes exist (decision 231).
      body: { error: "Warning: Coupon is either invalid, expired or reached its usage limit!" },
    });
    expect((await shopper.data(CART)).cart.coupon).toBeNull();

    const { addToCart: cart } = await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
    expect((await apply(shopper, "TEST-MIN")).body.success).toBeDefined();
    expect((await shopper.data(CART)).cart.coupon).toBe("TEST-MIN");

    const { updateCart } = await shopper.data(`mutation ($key: String) { updateCart(key: $key, quantity: 1) { coupon totals { code } } }`, {
      key: cart.products[0].key,
    });
    expect(updateCart).toEqual({ coupon: null, totals: [{ code: "sub_total" }, { code: "total" }] });
  });

  it("caps a fixed discount at the subtotal", async () => {
    const shopper = await shopperWithCart(1);
    expect((await apply(shopper, "TEST-HUGE")).body.success).toBeDefined();
    const { cart } = await shopper.data(CART);
    expect(cart.totals.find((t: { code: string }) => t.code === "coupon").value).toBe(-unit);
    expect(cart.total).toBe("$0.00");
  });

  it("refuses unknown, expired, not yet started, disabled and used-up coupons in the same words (decision 231)", async () => {
    const shopper = await shopperWithCart(1);
    const cases: [string, string][] = [
      ["NO-SUCH-CODE", "Warning: Coupon is either invalid, expired or reached its usage limit!"],
      ["SUMMER20", "Warning: Coupon is either invalid, expired or reached its usage limit!"],
      ["TEST-LATER", "Warning: Coupon is either invalid, expired or reached its usage limit!"],
      ["TEST-OFF", "Warning: Coupon is either invalid, expired or reached its usage limit!"],
      ["TEST-ONCE", "Warning: Coupon is either invalid, expired or reached its usage limit!"],
      ["  ", "Warning: Please enter a coupon code!"],
    ];
    for (const [code, error] of cases) expect(await apply(shopper, code), code).toEqual({ status: 200, body: { error } });
    const { cart } = await shopper.data(CART);
    expect(cart.coupon).toBeNull();
    expect(cart.totals.map((t: { code: string }) => t.code)).toEqual(["sub_total", "total"]);
  });

  it("removes the applied coupon", async () => {
    const shopper = await shopperWithCart(1);
    await apply(shopper, "WELCOME15");
    const removed = await shopper.rest("api/coupon/remove", { method: "POST", body: { coupon: "WELCOME15" } });
    expect(removed).toEqual({ status: 200, body: { success: "Success: Your coupon discount has been removed!" } });
    const { cart } = await shopper.data(CART);
    expect(cart.coupon).toBeNull();
    expect(cart.total).toBe(usd(unit));
  });
});
