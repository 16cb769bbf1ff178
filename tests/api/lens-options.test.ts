/**
 * Prescription lenses as ordinary product options (docs/decisions/253-lens-options.md): a frame
 * configured with every lens option, its prescription typed and a prescription file uploaded, goes
 * into the cart and the order with each option and its price, through the API over HTTP.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { ADD_TO_CART, countries, loadProductFixture, option, roundCents, usd, type ProductFixture } from "../support/shop-fixtures";

let server: TestApi;
let frame: ProductFixture;

beforeAll(async () => {
  server = await startTestApi();
  // An Rx-able pair of glasses in stock, without a special, with required options no more than a frame size.
  const { rows } = await server.api.db.query<{ id: number }>(
    `select pl.id from product_listing pl
      where pl.special_price is null and pl.quantity >= 10 and pl.minimum = 1
        and exists (select 1 from product_option o where o.product_id = pl.id and o.name = 'Lens usage')
        and exists (select 1 from product_option o where o.product_id = pl.id and o.name = 'Prescription file' and o.type = 'file')
        and exists (select 1 from product_option o where o.product_id = pl.id and o.name = 'Lens coatings')
        and not exists (select 1 from product_option o where o.product_id = pl.id and o.required and o.name <> 'Frame size')
      order by pl.id limit 1`,
  );
  frame = await loadProductFixture(server.api.db, rows[0]!.id);
});
afterAll(() => server?.close());

const valueOf = (name: string, valueName: string) => {
  const found = option(frame, name).values.find((value) => value.name === valueName);
  if (!found) throw new Error(`No ${valueName} in ${name}`);
  return found;
};

async function uploadPdf(shopper: Shopper): Promise<string> {
  const form = new FormData();
  form.set(
    "operations",
    JSON.stringify({ query: `mutation ($file: Upload) { uploadFile(file: $file) { code } }`, variables: { file: null } }),
  );
  form.set("map", JSON.stringify({ 0: ["variables.file"] }));
  form.set("0", new Blob([Buffer.from("%PDF-1.4\n% prescription\n")], { type: "application/pdf" }), "prescription.pdf");
  const response = await shopper.fetch("/api/graphql", { method: "POST", body: form });
  const answer = (await response.json()) as { data: { uploadFile: { code: string } } };
  return answer.data.uploadFile.code;
}

describe("a frame with prescription lenses", () => {
  it("keeps every lens option and its price in the cart and the placed order", async () => {
    const shopper = new Shopper(server.url);
    const code = await uploadPdf(shopper);
    expect(code).toMatch(/^[0-9a-f]{40}$/);
    const prescription = "R -2.25 -0.50 x180; L -2.00; Add +2.00; PD 63";
    const chosen = {
      size: valueOf("Frame size", "Medium"),
      usage: valueOf("Lens usage", "Progressive"),
      index: valueOf("Lens index", "1.67"),
      antiReflective: valueOf("Lens coatings", "Anti-reflective"),
      hydrophobic: valueOf("Lens coatings", "Hydrophobic"),
    };
    const options = [
      { id: String(option(frame, "Frame size").id), value: String(chosen.size.id) },
      { id: String(option(frame, "Lens usage").id), value: String(chosen.usage.id) },
      { id: String(option(frame, "Lens index").id), value: String(chosen.index.id) },
      { id: String(option(frame, "Lens coatings").id), value: `${chosen.antiReflective.id}|${chosen.hydrophobic.id}` },
      { id: String(option(frame, "Prescription").id), value: prescription },
      { id: String(option(frame, "Prescription file").id), value: code },
    ];
    const { addToCart: cart } = await shopper.data(ADD_TO_CART, { id: String(frame.id), quantity: 1, options });

    const unit = roundCents(frame.price + 149 + 60 + 19 + 12);
    expect([chosen.usage.addOn, chosen.index.addOn, chosen.antiReflective.addOn, chosen.hydrophobic.addOn]).toEqual([149, 60, 19, 12]);
    const [line] = cart.products;
    expect(line).toMatchObject({ quantity: 1, price: usd(unit), total: usd(unit) });
    expect(line.option).toEqual([
      { name: "Frame size", type: "radio", value: "Medium" },
      { name: "Lens usage", type: "select", value: "Progressive" },
      { name: "Lens coatings", type: "checkbox", value: "Anti-reflective" },
      { name: "Lens coatings", type: "checkbox", value: "Hydrophobic" },
      { name: "Lens index", type: "select", value: "1.67" },
      { name: "Prescription", type: "text", value: prescription },
      { name: "Prescription file", type: "file", value: code },
    ]);

    // Checkout as a guest, paying on delivery.
    expect((await shopper.data(`mutation { createOrder { success } }`)).createOrder).toEqual({ success: "true" });
    const places = await countries(server.api.db);
    const address = Object.entries({
      firstName: "Ada",
      lastName: "Lovelace",
      email: `ada.${randomBytes(4).toString("hex")}@example.com`,
      telephone: "555-0100",
      company: "",
      address1: "1 Lens Street",
      address2: "",
      city: "Montgomery",
      postcode: "36104",
      countryId: String(places.zoned.id),
      zoneId: String(places.zoned.zoneId),
    }).map(([name, value]) => ({ name, value }));
    await shopper.data(
      `mutation ($a: [InputField]) { updateOrder(paymentAddress: $a, shippingMethod: "flat.flat", paymentMethod: "cod") { totals { title } } }`,
      { a: address },
    );
    const { confirmOrder } = await shopper.data(`mutation { confirmOrder { order { id } } }`);

    const { rows } = await server.api.db.query<{ price: number; options: { name: string; value: string; price: number }[] }>(
      `select price::float8 as price, options from order_product where order_id = $1`,
      [Number(confirmOrder.order.id)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.price).toBe(unit);
    expect(rows[0]!.options.map(({ name, value, price }) => ({ name, value, price }))).toEqual([
      { name: "Frame size", value: "Medium", price: 0 },
      { name: "Lens usage", value: "Progressive", price: 149 },
      { name: "Lens coatings", value: "Anti-reflective", price: 19 },
      { name: "Lens coatings", value: "Hydrophobic", price: 12 },
      { name: "Lens index", value: "1.67", price: 60 },
      { name: "Prescription", value: prescription, price: 0 },
      { name: "Prescription file", value: code, price: 0 },
    ]);
  });
});
