import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import {
  ADD_TO_CART,
  CART,
  option,
  optionedProduct,
  productWithOptionType,
  requiredOptions,
  roundCents,
  specialProduct,
  usd,
  type ProductFixture,
} from "../support/shop-fixtures";

let server: TestApi;
let product: ProductFixture;
let other: ProductFixture;

beforeAll(async () => {
  // This file's stock rules take lines past the cart's caps, which tests/api/unpaid-orders.test.ts checks (decision 262).
  server = await startTestApi({ cartMaxLineQuantity: 1000, cartMaxQuantity: 1000 });
  product = await optionedProduct(server.api.db);
  other = await optionedProduct(server.api.db, { skip: 1 });
});
afterAll(() => server?.close());

const UPDATE = `mutation ($key: String, $quantity: Int) { updateCart(key: $key, quantity: $quantity) { quantity products { key quantity total } } }`;
const REMOVE = `mutation ($key: String) { removeCart(key: $key) { quantity products { key } } }`;

function errorOf(result: { errors?: { message: string }[] }): string {
  expect(result.errors, "expected a GraphQL error").toBeDefined();
  return result.errors![0].message;
}

/** A value of the named option that costs extra (or the first one). */
function pricedValue(p: ProductFixture, name: string) {
  const values = option(p, name).values;
  return values.find((v) => v.addOn > 0) ?? values[0];
}

describe("addToCart with options", () => {
  it("prices a line from the product price plus every option add-on, and lists ticked checkbox values", async () => {
    const shopper = new Shopper(server.url);
    const frame = option(product, "Frame size");
    const lens = pricedValue(product, "Lens usage");
    const [coatingA, coatingB] = option(product, "Lens coatings").values;
    const options = requiredOptions(product, {
      "Frame size": String(frame.values[1].id),
      "Lens usage": String(lens.id),
      // Sent in reverse order: the cart stores checkbox ids canonically.
      "Lens coatings": `${coatingB.id}|${coatingA.id}`,
    });

    const { addToCart: cart } = await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 2, options });

    const requiredAddOns = product.options
      .filter((o) => o.required && !["Frame size", "Lens usage"].includes(o.name))
      .reduce((sum, o) => sum + o.values[0].addOn, 0);
    const unit = roundCents(product.price + frame.values[1].addOn + lens.addOn + coatingA.addOn + coatingB.addOn + requiredAddOns);
    expect(cart.products).toHaveLength(1);
    const [line] = cart.products;
    expect(line).toMatchObject({ quantity: 2, price: usd(unit), original_price: usd(unit), special: "", total: usd(unit * 2) });
    expect(line.key).toMatch(/^\d+$/);
    expect(line.product).toEqual({ id: String(product.id), name: product.name });
    expect(line.option).toEqual(
      expect.arrayContaining([
        { name: "Frame size", type: "radio", value: frame.values[1].name },
        { name: "Lens usage", type: "select", value: lens.name },
        { name: "Lens coatings", type: "checkbox", value: coatingA.name },
        { name: "Lens coatings", type: "checkbox", value: coatingB.name },
      ]),
    );
    expect(cart).toMatchObject({ quantity: 2, subtotal: usd(unit * 2), total: usd(unit * 2), coupon: null });
    expect(cart.totals.map((t: { code: string }) => t.code)).toEqual(["sub_total", "total"]);
    expect(cart.totals[1]).toMatchObject({ value: unit * 2, text: usd(unit * 2) });

    const { rows } = await server.api.db.query<any>(`select options from cart where id = $1`, [Number(line.key)]);
    const stored = rows[0].options.find((o: { id: number }) => o.id === option(product, "Lens coatings").id);
    expect(stored.value).toBe([coatingA.id, coatingB.id].sort((a, b) => a - b).join("|"));
  });

  it("refuses a product without its required option, naming the option as OpenCart does", async () => {
    const shopper = new Shopper(server.url);
    const options = requiredOptions(product).filter((o) => o.id !== String(option(product, "Frame size").id));
    const result = await shopper.gql(ADD_TO_CART, { id: String(product.id), options });
    expect(errorOf(result)).toBe("Frame size required!");
    expect((await shopper.data(CART)).cart.products).toEqual([]);
  });

  it("refuses a value id of another option, an option of another product, and unknown products", async () => {
    const shopper = new Shopper(server.url);
    const lensValue = String(option(product, "Lens usage").values[0].id);
    const badValue = await shopper.gql(ADD_TO_CART, {
      id: String(product.id),
      options: requiredOptions(product, { "Frame size": lensValue }),
    });
    expect(errorOf(badValue)).toBe("Frame size: the chosen value is not available!");

    const foreignOption = { id: String(option(other, "Frame size").id), value: String(option(other, "Frame size").values[0].id) };
    const badOption = await shopper.gql(ADD_TO_CART, { id: String(product.id), options: [...requiredOptions(product), foreignOption] });
    expect(errorOf(badOption)).toMatch(/does not belong to this product/);

    const radioTwice = `${option(product, "Frame size").values[0].id}|${option(product, "Frame size").values[1].id}`;
    const twoRadios = await shopper.gql(ADD_TO_CART, {
      id: String(product.id),
      options: requiredOptions(product, { "Frame size": radioTwice }),
    });
    expect(errorOf(twoRadios)).toMatch(/not available/);

    expect(errorOf(await shopper.gql(ADD_TO_CART, { id: "999999", options: [] }))).toMatch(/could not be found/);
    expect(errorOf(await shopper.gql(ADD_TO_CART, { id: String(product.id), quantity: 0, options: requiredOptions(product) }))).toMatch(
      /at least 1/,
    );
    expect((await shopper.data(CART)).cart.products).toEqual([]);
  });

  it("takes typed option values as typed, checking dates (YYYY-MM-DD) and times (HH:MM)", async () => {
    const engraved = await productWithOptionType(server.api.db, "text");
    const text = engraved.options.find((o) => o.type === "text")!;
    const shopper = new Shopper(server.url);
    const { addToCart } = await shopper.data(ADD_TO_CART, {
      id: String(engraved.id),
      options: [...requiredOptions(engraved), { id: String(text.id), value: "  For Sam  " }],
    });
    expect(addToCart.products[0].option).toContainEqual({ name: text.name, type: "text", value: "For Sam" });

    const fitted = await productWithOptionType(server.api.db, "date");
    const date = fitted.options.find((o) => o.type === "date")!;
    const time = fitted.options.find((o) => o.type === "time")!;
    const withTyped = (dateValue: string, timeValue: string) => ({
      id: String(fitted.id),
      options: [...requiredOptions(fitted), { id: String(date.id), value: dateValue }, { id: String(time.id), value: timeValue }],
    });
    expect(errorOf(await shopper.gql(ADD_TO_CART, withTyped("2030-02-30", "10:30")))).toBe(`${date.name}: enter a date as YYYY-MM-DD!`);
    expect(errorOf(await shopper.gql(ADD_TO_CART, withTyped("30/01/2030", "10:30")))).toMatch(/YYYY-MM-DD/);
    expect(errorOf(await shopper.gql(ADD_TO_CART, withTyped("2030-01-30", "25:00")))).toBe(`${time.name}: enter a time as HH:MM!`);

    const { addToCart: cart } = await shopper.data(ADD_TO_CART, withTyped("2030-01-30", "09:15"));
    const line = cart.products.find((p: { product: { id: string } }) => p.product.id === String(fitted.id));
    expect(line.option).toEqual(
      expect.arrayContaining([
        { name: date.name, type: "date", value: "2030-01-30" },
        { name: time.name, type: "time", value: "09:15" },
      ]),
    );
  });
});

describe("cart lines", () => {
  it("raises the quantity of the same product with the same options, and keeps other options on their own line", async () => {
    const shopper = new Shopper(server.url);
    const coatings = option(product, "Lens coatings").values;
    const first = requiredOptions(product, { "Lens coatings": `${coatings[0].id}|${coatings[1].id}` });
    const reordered = requiredOptions(product, { "Lens coatings": `${coatings[1].id}|${coatings[0].id}` });
    await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: first });
    const { addToCart: merged } = await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 2, options: reordered });
    expect(merged.products).toHaveLength(1);
    expect(merged.products[0].quantity).toBe(3);

    const { addToCart: split } = await shopper.data(ADD_TO_CART, {
      id: String(product.id),
      quantity: 1,
      options: requiredOptions(product),
    });
    expect(split.products.map((p: { quantity: number }) => p.quantity)).toEqual([3, 1]);
    expect(split.quantity).toBe(4);
  });

  it("updates, removes and clears lines by key; a quantity of 0 removes the line", async () => {
    const shopper = new Shopper(server.url);
    await shopper.data(ADD_TO_CART, { id: String(product.id), options: requiredOptions(product) });
    const { addToCart: cart } = await shopper.data(ADD_TO_CART, { id: String(other.id), options: requiredOptions(other) });
    const [a, b] = cart.products.map((p: { key: string }) => p.key);

    const { updateCart } = await shopper.data(UPDATE, { key: a, quantity: 3 });
    expect(updateCart.products.find((p: { key: string }) => p.key === a).quantity).toBe(3);
    expect(updateCart.quantity).toBe(4);

    const { updateCart: afterZero } = await shopper.data(UPDATE, { key: a, quantity: 0 });
    expect(afterZero.products.map((p: { key: string }) => p.key)).toEqual([b]);

    expect(errorOf(await shopper.gql(UPDATE, { key: a, quantity: 2 }))).toMatch(/not in your cart/);
    expect(errorOf(await shopper.gql(UPDATE, { key: "abc", quantity: 2 }))).toMatch(/not in your cart/);

    const { removeCart } = await shopper.data(REMOVE, { key: b });
    expect(removeCart).toEqual({ quantity: 0, products: [] });
    // Removing it again is harmless (a double click).
    expect((await shopper.data(REMOVE, { key: b })).removeCart.products).toEqual([]);

    await shopper.data(ADD_TO_CART, { id: String(product.id), options: requiredOptions(product) });
    await shopper.data(ADD_TO_CART, { id: String(other.id), options: requiredOptions(other) });
    const { clearCart } = await shopper.data(`mutation { clearCart { total quantity products { key } } }`);
    expect(clearCart).toEqual({ total: "$0.00", quantity: 0, products: [] });
  });

  it("sums ten parallel adds of the same product and options into one line", async () => {
    const shopper = new Shopper(server.url);
    await shopper.data(CART); // take the session cookie first, as a browser would
    const options = requiredOptions(product);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => shopper.gql(ADD_TO_CART, { id: String(product.id), quantity: 1, options })),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const { cart } = await shopper.data(CART);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0].quantity).toBe(10);
  });

  it("refuses more units than are in stock and leaves the line as it was", async () => {
    const shopper = new Shopper(server.url);
    const options = requiredOptions(product);
    const { addToCart } = await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: product.quantity, options });
    const result = await shopper.gql(ADD_TO_CART, { id: String(product.id), quantity: 1, options });
    expect(errorOf(result)).toBe("Products marked with *** are not available in the desired quantity or not in stock!");
    const update = await shopper.gql(UPDATE, { key: addToCart.products[0].key, quantity: product.quantity + 1 });
    expect(errorOf(update)).toMatch(/not available in the desired quantity/);
    expect((await shopper.data(CART)).cart.products[0].quantity).toBe(product.quantity);
  });
});

describe("cart totals", () => {
  it("charges the special price plus add-ons, and shows the regular price as original_price", async () => {
    const onSale = await specialProduct(server.api.db);
    const shopper = new Shopper(server.url);
    const { addToCart: cart } = await shopper.data(ADD_TO_CART, { id: String(onSale.id), quantity: 3, options: requiredOptions(onSale) });
    const addOns = onSale.options.filter((o) => o.required).reduce((sum, o) => sum + (o.values[0]?.addOn ?? 0), 0);
    const unit = roundCents(onSale.special! + addOns);
    expect(cart.products[0]).toMatchObject({
      price: usd(unit),
      special: usd(unit),
      original_price: usd(roundCents(onSale.price + addOns)),
      total: usd(unit * 3),
    });
    expect(cart.subtotal).toBe(usd(unit * 3));
    expect(cart.total).toBe(usd(unit * 3));
    expect(cart.totals).toEqual([
      { code: "sub_total", title: "Subtotal", value: roundCents(unit * 3), text: usd(unit * 3), data: null, sort_order: 1 },
      { code: "total", title: "Total", value: roundCents(unit * 3), text: usd(unit * 3), data: null, sort_order: 9 },
    ]);
  });

  it("converts and formats every amount in the session currency", async () => {
    const { rows } = await server.api.db.query<{ code: string; value: number; symbol_left: string; symbol_right: string }>(
      `select code, value::float8 as value, symbol_left, symbol_right from currency where not is_default order by code limit 1`,
    );
    expect(rows[0], "the seed has a second currency").toBeDefined();
    const shopper = new Shopper(server.url);
    const { addToCart } = await shopper.data(ADD_TO_CART, { id: String(product.id), options: requiredOptions(product) });
    const usdTotal = addToCart.totals.at(-1).value;
    // Switched on the session row directly: editCurrency belongs to another module.
    await server.api.db.query(
      `insert into session (id, currency) values ($1, $2) on conflict (id) do update set currency = excluded.currency`,
      [shopper.cookieHeader.replace(/^OCSESSID=/, ""), rows[0].code],
    );
    const { cart } = await shopper.data(CART);
    expect(cart.totals.at(-1).value).toBeCloseTo(usdTotal * rows[0].value, 2);
    expect(cart.total).toContain(rows[0].symbol_left || rows[0].symbol_right);
    expect(cart.total).not.toContain("$");
  });
});

describe("wishlist and compare", () => {
  const WISHLIST = `{ wishlist { id name } }`;
  const COMPARE = `{ compare { id } }`;

  it("adds each product once, lists them in the order added, and removes by id", async () => {
    const shopper = new Shopper(server.url);
    await shopper.data(`mutation ($id: Int) { addToWishlist(id: $id) { id } }`, { id: product.id });
    await shopper.data(`mutation ($id: Int) { addToWishlist(id: $id) { id } }`, { id: other.id });
    const { addToWishlist } = await shopper.data(`mutation ($id: Int) { addToWishlist(id: $id) { id } }`, { id: product.id });
    expect(addToWishlist.map((p: { id: string }) => p.id)).toEqual([String(product.id), String(other.id)]);

    const { removeWishlist } = await shopper.data(`mutation ($id: String) { removeWishlist(id: $id) { id } }`, { id: String(product.id) });
    expect(removeWishlist).toEqual([{ id: String(other.id) }]);
    expect((await shopper.data(WISHLIST)).wishlist).toEqual([{ id: String(other.id), name: other.name }]);
    expect((await new Shopper(server.url).data(WISHLIST)).wishlist).toEqual([]);

    const unknown = await shopper.gql(`mutation { addToWishlist(id: 999999) { id } }`);
    expect(errorOf(unknown)).toMatch(/could not be found/);
  });

  it("keeps at most four products to compare, the newest replacing the oldest", async () => {
    const { rows } = await server.api.db.query<{ id: number }>(`select id from product_listing order by id limit 5`);
    const ids = rows.map((r) => r.id);
    const shopper = new Shopper(server.url);
    for (const id of ids) await shopper.data(`mutation ($id: Int) { addToCompare(id: $id) { id } }`, { id });
    const { addToCompare } = await shopper.data(`mutation ($id: Int) { addToCompare(id: $id) { id } }`, { id: ids[4] });
    expect(addToCompare.map((p: { id: string }) => Number(p.id))).toEqual(ids.slice(1));

    const { removeCompare } = await shopper.data(`mutation ($id: String) { removeCompare(id: $id) { id } }`, { id: String(ids[2]) });
    expect(removeCompare.map((p: { id: string }) => Number(p.id))).toEqual([ids[1], ids[3], ids[4]]);
    expect((await shopper.data(COMPARE)).compare).toHaveLength(3);
    expect((await new Shopper(server.url).data(COMPARE)).compare).toEqual([]);
  });
});
