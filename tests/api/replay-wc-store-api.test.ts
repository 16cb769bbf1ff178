/**
 * Holds the wordpress profile's Store API stand-in (commerce/http/wc-store-api.ts, decision 365) to
 * WooCommerce 8.0.3's recorded answers (tests/fixtures/vuefront-wordpress-6.3, 11–13): the same walk
 * through a guest's and a signed-in customer's cart and checkout, each answer compared with the
 * recorded one: its status, its session headers, refusals word for word (product names, codes and
 * state lists aside), and the JSON shape of the carts and orders (keys, value types, nulls). Values
 * differ (ids, names, prices, taxes: the stand-in's store charges none).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ProductFixture } from "../support/shop-fixtures";
import { signedInCustomer, storeApiCall, variableProduct, type PluginAttribute, type StoreApiAnswer } from "../support/store-api";
import { shapeDifferences } from "./replay/shape";

interface Exchange {
  name: string;
  request?: { method: string; url: string; headers: Record<string, string>; body: string | null };
  response?: { status: number; headers: Record<string, string | string[] | undefined>; body: string };
}

const recorded = ["11-store-api-guest-cart", "12-store-api-guest-checkout", "13-store-api-signed-in"].flatMap(
  (file) =>
    (
      JSON.parse(readFileSync(new URL(`../fixtures/vuefront-wordpress-6.3/${file}.json`, import.meta.url), "utf8")) as {
        exchanges: Exchange[];
      }
    ).exchanges,
);

/** The recorded exchange whose name starts so. */
function exchange(name: string): { status: number; headers: Record<string, unknown>; body: any } {
  const found = recorded.find((candidate) => candidate.name.startsWith(name));
  if (!found?.response) throw new Error(`No recorded exchange "${name}"`);
  return { status: found.response.status, headers: found.response.headers, body: JSON.parse(found.response.body) };
}

let wordpress: TestApi;
let optioned: ProductFixture;
let attributes: PluginAttribute[];

beforeAll(async () => {
  wordpress = await startTestApi({ profile: "wordpress" });
  ({ product: optioned, attributes } = await variableProduct(wordpress));
});
afterAll(() => wordpress?.close());

type Answer = StoreApiAnswer;

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  storeApiCall(wordpress, method, path, body, headers);

/** A client as the recorder was: the first Cart-Token and Nonce kept and sent with every later call. */
function recorder(extra: Record<string, string> = {}) {
  const kept: Record<string, string> = {};
  return async (method: string, path: string, body?: unknown, only?: Record<string, string>): Promise<Answer> => {
    const answer = await call(method, path, body, only ?? { ...extra, ...kept });
    for (const name of ["cart-token", "nonce"] as const) {
      const value = answer.headers[name];
      if (typeof value === "string" && !kept[name === "cart-token" ? "Cart-Token" : "Nonce"]) {
        kept[name === "cart-token" ? "Cart-Token" : "Nonce"] = value;
      }
    }
    return answer;
  };
}

/** Compares an answer with the recorded one: status, session headers, and the body's shape (or the whole refusal). */
function expectLike(actual: Answer, name: string, { exact = false } = {}) {
  const want = exchange(name);
  expect(actual.status, name).toBe(want.status);
  for (const header of ["cart-token", "nonce", "x-wc-store-api-nonce", "user-id"]) {
    expect(header in actual.headers, `${name}: ${header}`).toBe(header in want.headers);
  }
  if (exact) expect(actual.body, name).toEqual(want.body);
  else
    expect(
      shapeDifferences(want.body, actual.body).filter((line) => !STORE_DIFFERENCES.some((pattern) => pattern.test(line))),
      name,
    ).toEqual([]);
}

/**
 * Where the stand-in's carts differ in shape, for reasons of the store, not of the API: its store
 * charges no tax (no tax lines), and its products all have variations where the recorded cart's
 * first line is a simple product's (no variation).
 */
const STORE_DIFFERENCES = [
  /^\$\.totals\.tax_lines: non-empty list recorded, empty here$/,
  /^\$\.items\[0\]\.variation: empty list recorded, non-empty here$/,
];

const address = {
  first_name: "Ada",
  last_name: "Guest",
  company: "",
  address_1: "5 Elm Street",
  address_2: "Apt 2",
  city: "Albany",
  state: "NY",
  postcode: "12207",
  country: "US",
};
const billing = { ...address, email: "ada.guest@example.com", phone: "+1 518 555 0100" };

describe("the Store API stand-in against WooCommerce 8.0.3's recordings", () => {
  const byPa = () =>
    attributes.map((attribute) => ({ attribute: attribute.id.replace(/^attribute_/, ""), value: attribute.values[0]!.id }));

  it("a guest's cart: the nonce rule, add-item forms, refusals, coupons (11)", async () => {
    const store = recorder();
    expectLike(await store("GET", "/cart"), "GET /cart without anything");
    const add = { id: optioned.id, quantity: 1, variation: byPa() };
    expectLike(await store("POST", "/cart/add-item", add, {}), "POST /cart/add-item without Cart-Token and without Nonce", { exact: true });
    const token = (await store("GET", "/cart")).headers["cart-token"] as string;
    expectLike(await store("POST", "/cart/add-item", add, { "Cart-Token": token }), "POST /cart/add-item with Cart-Token only", {
      exact: true,
    });
    expectLike(
      await store("POST", "/cart/add-item", add, { "Cart-Token": token, Nonce: "0123456789" }),
      "POST /cart/add-item with Cart-Token and a wrong Nonce",
      {
        exact: true,
      },
    );
    expectLike(await store("POST", "/cart/add-item", add), "POST /cart/add-item simple 14 with Cart-Token and Nonce");
    const byLabel = attributes.map((attribute) => ({ attribute: attribute.name, value: attribute.values[0]!.name }));
    expectLike(
      await store("POST", "/cart/add-item", { ...add, variation: byLabel }),
      "add-item variable 18, variation by attribute label + term name",
    );
    const refusals: [string, unknown][] = [
      ["add-item variable 18, variation by the plugin's option ids", attributes.map((a) => ({ attribute: a.id, value: a.values[0]!.id }))],
      [
        "add-item variable 18, variation by lower-case label",
        attributes.map((a) => ({ attribute: a.name.toLowerCase(), value: a.values[0]!.id })),
      ],
      ["add-item variable 18, variation by one attribute only", byPa().slice(0, 1)],
      ["add-item variable 18, variation by unknown value", [...byPa().slice(1), { attribute: attributes[0]!.name, value: "no-such" }]],
      ["add-item the variable parent 18 without variation", undefined],
    ];
    for (const [name, variation] of refusals) {
      expectLike(await store("POST", "/cart/add-item", { id: optioned.id, quantity: 1, ...(variation ? { variation } : {}) }), name, {
        exact: true,
      });
    }
    expectLike(await store("POST", "/cart/add-item", { id: 999999, quantity: 1 }), "add-item unknown product 9999", { exact: true });
    const tooMany = await store("POST", "/cart/add-item", { ...add, quantity: 100000 });
    const recordedTooMany = exchange("add-item quantity 999");
    expect(tooMany.status).toBe(recordedTooMany.status);
    expect(tooMany.body.code).toBe(recordedTooMany.body.code);
    const wording = (message: string) => message.replace(/&quot;.*?&quot;/, "&quot;…&quot;").replace(/\(\d+ remaining\)/, "(N remaining)");
    expect(wording(tooMany.body.message)).toBe(wording(recordedTooMany.body.message));
    expectLike(await store("DELETE", "/cart/items"), "DELETE /cart/items: empties the cart", { exact: true });

    await store("POST", "/cart/add-item", add);
    const unknown = await store("POST", "/cart/apply-coupon", { code: "NOPE99" });
    expectLike(unknown, "apply-coupon NOPE99: refused", { exact: true });
    expectLike(await store("POST", "/cart/apply-coupon", { code: "WELCOME15" }), "apply-coupon SAVE10");
    const again = await store("POST", "/cart/apply-coupon", { code: "welcome15" });
    expect(again.status).toBe(400);
    expect(again.body.message.replace("welcome15", "save10")).toBe(exchange("apply-coupon save10 again").body.message);
    expectLike(await store("POST", "/cart/remove-coupon", { code: "WELCOME15" }), "remove-coupon SAVE10");
  });

  it("a guest's checkout: the address, the rate, refusals, the order (12)", async () => {
    const store = recorder();
    await store("GET", "/cart");
    await store("POST", "/cart/add-item", { id: optioned.id, quantity: 1, variation: byPa() });
    await store("POST", "/cart/apply-coupon", { code: "WELCOME15" });
    const badState = await store("POST", "/cart/update-customer", {
      billing_address: { ...billing, state: "XX" },
      shipping_address: { ...address, state: "XX", phone: "" },
    });
    const recordedBad = exchange("update-customer with a bad state");
    expect(badState.status).toBe(400);
    expect(badState.body.message).toBe(recordedBad.body.message);
    expect(badState.body.data.params.billing_address).toMatch(/^The provided state \(XX\) is not valid\. Must be one of: AL, AK, /);
    expectLike(
      await store("POST", "/cart/update-customer", { billing_address: billing, shipping_address: { ...address, phone: "" } }),
      "update-customer billing + shipping (US, NY)",
    );
    expectLike(
      await store("POST", "/cart/select-shipping-rate", { package_id: 0, rate_id: "nope:9" }),
      "select-shipping-rate unknown rate",
    );
    const selected = await store("POST", "/cart/select-shipping-rate", { package_id: 0, rate_id: "flat_rate:1" });
    expectLike(selected, "select-shipping-rate flat_rate:1");
    expect(selected.body.shipping_rates[0].shipping_rates.find((rate: { selected: boolean }) => rate.selected).rate_id).toBe("flat_rate:1");

    const order = { billing_address: billing, shipping_address: { ...address, phone: "" } };
    expectLike(
      await store("POST", "/checkout", { ...order, billing_address: { ...billing, email: "" }, payment_method: "cod" }),
      "POST /checkout refused: billing e-mail missing",
      {
        exact: true,
      },
    );
    const noMethod = await store("POST", "/checkout", order);
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.code).toBe(exchange("POST /checkout refused: no payment method").body.code);
    expect(noMethod.body.data.params).toEqual(exchange("POST /checkout refused: no payment method").body.data.params);
    const unknownMethod = await store("POST", "/checkout", { ...order, payment_method: "stripe" });
    expect(unknownMethod.body.data.params).toEqual(exchange("POST /checkout refused: unknown payment method").body.data.params);
    const placed = await store("POST", "/checkout", {
      ...order,
      payment_method: "cod",
      customer_note: "Prescription to follow by e-mail.",
    });
    expectLike(placed, "POST /checkout with cod and a customer note");
    expect(placed.body).toMatchObject({ status: "processing", customer_id: 0, customer_note: "Prescription to follow by e-mail." });
    expect(placed.body.order_number).toBe(String(placed.body.order_id));
    expect((await store("GET", "/cart")).body.items).toEqual([]);
  });

  it("a signed-in customer: the Bearer spelled so, their Nonce, their order (13)", async () => {
    const maya = await signedInCustomer(wordpress, "maya");
    const { email } = maya;
    const bearer = { Authorization: `Bearer ${maya.token}` };
    const customer = await call("GET", "/cart", undefined, bearer);
    expect(customer.headers["user-id"]).toBe(String(maya.id));
    expect((await call("GET", "/cart", undefined, { authorization: bearer.Authorization })).headers["user-id"]).toBe("0");
    const add = { id: optioned.id, quantity: 1, variation: byPa() };
    expectLike(await call("POST", "/cart/add-item", add, bearer), "POST /cart/add-item with the Bearer, no Nonce, no Cart-Token", {
      exact: true,
    });
    const guestNonce = (await call("GET", "/cart", undefined, {})).headers.nonce as string;
    expectLike(
      await call("POST", "/cart/add-item", add, { ...bearer, Nonce: guestNonce }),
      "POST /cart/add-item with the Bearer and a guest's Nonce",
      {
        exact: true,
      },
    );
    const nonce = customer.headers.nonce as string;
    expectLike(
      await call("POST", "/cart/add-item", add, { ...bearer, Nonce: nonce }),
      "POST /cart/add-item with the Bearer and the customer's Nonce",
    );
    // The Bearer alone: the customer's own cart, the one the plugin's GraphQL shows with the same token.
    expect((await call("GET", "/cart", undefined, bearer)).body.items).toHaveLength(1);

    const store = recorder(bearer);
    await store("GET", "/cart");
    expectLike(await store("DELETE", "/cart/items"), "DELETE /cart/items with Bearer + Cart-Token + Nonce", { exact: true });
    await store("POST", "/cart/add-item", add);
    await store("POST", "/cart/update-customer", { billing_address: { ...billing, email }, shipping_address: { ...address, phone: "" } });
    const placed = await store("POST", "/checkout", {
      billing_address: { ...billing, email },
      shipping_address: address,
      payment_method: "bacs",
    });
    expectLike(placed, "POST /checkout with bacs: placed for customer 2");
    expect(placed.body).toMatchObject({ status: "on-hold", customer_id: maya.id });
    expectLike(await call("GET", `/order/${placed.body.order_id}`, undefined, {}), "GET /order/{id}: no such route", { exact: true });
  });
});
