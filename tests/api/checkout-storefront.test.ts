/**
 * The checkout as the storefront drives it (app/lib/checkout/checkout.server.ts): step 1 is one
 * document (createOrder, then updateOrder with both addresses under docs/product's field
 * names), the review of steps 2 and 3 reads paymentAddress and shippingAddress back, and the
 * summary reads the total lines in their order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import {
  ADD_TO_CART,
  CART,
  checkoutFixtures,
  percentOf,
  requiredOptions,
  roundCents,
  usd,
  type CountryFixtures,
  type ProductFixture,
} from "../support/shop-fixtures";

let server: TestApi;
let product: ProductFixture;
let places: CountryFixtures;
let unit: number;

beforeAll(async () => {
  server = await startTestApi();
  ({ product, places, unit } = await checkoutFixtures(server.api.db, { skip: 1 }));
});
afterAll(() => server?.close());

const STEP_ONE = `mutation ($paymentAddress: [InputField], $shippingAddress: [InputField]) {
  createOrder { success }
  updateOrder(paymentAddress: $paymentAddress, shippingAddress: $shippingAddress) { totals { title } }
}`;

const REVIEW = `{
  paymentAddress { fields { name defaultValue } }
  shippingAddress { name defaultValue values { text value } }
}`;

function address(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    firstName: "Rosa",
    lastName: "Parks",
    company: "",
    address1: "1 Montgomery Street",
    address2: "",
    city: "Montgomery",
    zipcode: "36104",
    countryId: String(places.zoned.id),
    zoneId: String(places.zoned.zoneId),
    ...overrides,
  };
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

async function shopperWithCart() {
  const shopper = new Shopper(server.url);
  await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 2, options: requiredOptions(product) });
  return shopper;
}

const valueOf = (fields: { name: string; defaultValue: string }[], name: string) =>
  fields.find((field) => field.name === name)?.defaultValue;

describe("the storefront's checkout calls", () => {
  it("step 1 stores the contact and both addresses in one document; the review reads them back", async () => {
    const shopper = await shopperWithCart();
    const result = await shopper.data(STEP_ONE, {
      paymentAddress: [{ name: "email", value: "rosa@example.com" }, { name: "telephone", value: "" }, ...address()],
      shippingAddress: address(),
    });
    expect(result.createOrder).toEqual({ success: "true" });

    const { paymentAddress, shippingAddress } = await shopper.data(REVIEW);
    expect(valueOf(paymentAddress.fields, "email")).toBe("rosa@example.com");
    // The storefront's `zipcode` is the API's `postcode`.
    expect(valueOf(shippingAddress, "postcode")).toBe("36104");
    expect(valueOf(shippingAddress, "city")).toBe("Montgomery");
    const zone = shippingAddress.find((field: { name: string }) => field.name === "zoneId");
    expect(zone.values).toContainEqual({ text: places.zoned.zoneName, value: String(places.zoned.zoneId) });
    expect(zone.defaultValue).toBe(String(places.zoned.zoneId));
  });

  it("stores a wrong address as the module does; placing the order refuses it, naming the field", async () => {
    const shopper = await shopperWithCart();
    const result = await shopper.gql(STEP_ONE, {
      paymentAddress: [{ name: "email", value: "rosa@example.com" }, ...address({ city: "" })],
      shippingAddress: address({ city: "" }),
    });
    expect(result.errors).toBeUndefined();
    await shopper.data(`mutation { updateOrder(shippingMethod: "flat.flat", paymentMethod: "cod") { totals { title } } }`);
    const confirm = await shopper.gql(`mutation { confirmOrder { order { id } } }`);
    expect(confirm.errors?.[0].message).toBe("Payment address: City must be between 2 and 128 characters!");
  });

  it("starting again forgets the method chosen before (the storefront then asks for it again)", async () => {
    const shopper = await shopperWithCart();
    const fields = { paymentAddress: [{ name: "email", value: "rosa@example.com" }, ...address()], shippingAddress: address() };
    await shopper.data(STEP_ONE, fields);
    await shopper.data(`mutation { updateOrder(shippingMethod: "express.express") { totals { title } } }`);
    expect((await shopper.data(CART)).cart.totals.map((t: { code: string }) => t.code)).toContain("shipping");
    await shopper.data(STEP_ONE, fields);
    expect((await shopper.data(CART)).cart.totals.map((t: { code: string }) => t.code)).toEqual(["sub_total", "total"]);
  });

  it("free shipping is a zero shipping line before the coupon's; the total is the subtotal less the coupon", async () => {
    const shopper = await shopperWithCart();
    await shopper.rest("api/coupon", { method: "POST", body: { coupon: "WELCOME15", token: "eyewear-storefront" } });
    await shopper.data(STEP_ONE, {
      paymentAddress: [{ name: "email", value: "rosa@example.com" }, ...address()],
      shippingAddress: address(),
    });
    await shopper.data(`mutation { updateOrder(shippingMethod: "free.shipping") { totals { title } } }`);
    const { cart } = await shopper.data(CART);
    const subtotal = roundCents(unit * 2);
    const discount = percentOf(subtotal, 15);
    expect(cart.totals.map((t: { code: string; value: number }) => [t.code, t.value])).toEqual([
      ["sub_total", subtotal],
      ["shipping", 0],
      ["coupon", -discount],
      ["total", roundCents(subtotal - discount)],
    ]);
    expect(cart.totals[1].title).toBe("Free Shipping (3-5 business days)");
    expect(cart.total).toBe(usd(subtotal - discount));
  });
});
