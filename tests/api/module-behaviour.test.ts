/**
 * Where a stock VueFront CMS Connect module (d_vuefront on OpenCart) is the reference, the embedded
 * API answers as it does (docs/decisions/160-module-behaviour.md): the checkout link,
 * absolute image URLs, the address fields' names and types, partial updateOrder input, the en-gb
 * language and the multipart uploadFile request.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_UPLOAD_QUOTA, uploadMessages } from "@commerce/domain/content/uploads";
import { cleanUp } from "@commerce/domain/session/cleanup";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";
import { ADD_TO_CART, CART, checkoutFixtures, requiredOptions, type CountryFixtures, type ProductFixture } from "../support/shop-fixtures";

let server: TestApi;
let moduleFields: TestApi;
let product: ProductFixture;
let places: CountryFixtures;

beforeAll(async () => {
  [server, moduleFields] = await Promise.all([startTestApi(), startTestApi({ checkoutFields: "module" })]);
  ({ product, places } = await checkoutFixtures(server.api.db, { skip: 2 }));
});
afterAll(() => Promise.all([server?.close(), moduleFields?.close()]));

/** A client that came through the public pipeline, which forwards the origin the visitor used. */
const forwarded = { "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" };

async function gqlWith(baseUrl: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: any; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

function errorOf(result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  expect(result.errors, "expected a GraphQL error").toBeDefined();
  return result.errors![0];
}

describe("checkoutLink", () => {
  it("answers the store's checkout page, absolute on the public origin", async () => {
    expect((await gqlWith(server.url, `{ checkoutLink { link } }`, forwarded)).checkoutLink).toEqual({
      link: "https://shop.example/store/checkout",
    });
    // The storefront's own call on loopback knows no public origin: its own path.
    expect((await gqlWith(server.url, `{ checkoutLink { link } }`)).checkoutLink).toEqual({ link: "/store/checkout" });
  });

  it("follows STOREFRONT_URL when it is absolute", async () => {
    const elsewhere = await startTestApi({ storefrontUrl: "https://front.example/shop/" });
    try {
      expect((await gqlWith(elsewhere.url, `{ checkoutLink { link } }`)).checkoutLink.link).toBe(
        "https://front.example/shop/store/checkout",
      );
    } finally {
      await elsewhere.close();
    }
  });
});

describe("absolute image URLs", () => {
  const IMAGES = `{
    product(id: "PRODUCT") { image imageBig imageLazy images(limit: 1) { image imageBig imageLazy } manufacturer { image } }
    categoriesList(size: 1) { content { image imageLazy } }
  }`;
  const imagesOf = (data: any): string[] =>
    [
      data.product.image,
      data.product.imageBig,
      data.product.imageLazy,
      ...data.product.images.flatMap((i: any) => [i.image, i.imageBig, i.imageLazy]),
      ...data.categoriesList.content.flatMap((c: any) => [c.image, c.imageLazy]),
    ].filter(Boolean);

  it("are built from the forwarded public origin, and load there", async () => {
    const images = imagesOf(await gqlWith(server.url, IMAGES.replace("PRODUCT", String(product.id)), forwarded));
    expect(images.length).toBeGreaterThan(5);
    for (const image of images) expect(image).toMatch(/^https:\/\/shop\.example\/api\/image\//);
    const served = await fetch(server.url + new URL(images[0]).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("are built from API_PUBLIC_URL when it is set, whatever the request says", async () => {
    const media = await startTestApi({ publicUrl: "https://media.example" });
    try {
      const images = imagesOf(await gqlWith(media.url, IMAGES.replace("PRODUCT", String(product.id)), forwarded));
      for (const image of images) expect(image).toMatch(/^https:\/\/media\.example\/api\/image\//);
      const { body } = await new Shopper(media.url).rest("api/banner", { query: "banner=home" });
      expect(body.length).toBeGreaterThan(0);
      for (const slide of body) expect(slide.image).toMatch(/^https:\/\/media\.example\/api\/image\//);
    } finally {
      await media.close();
    }
  });

  it("stay site-relative for a call that came by no public road (the storefront on loopback)", async () => {
    const images = imagesOf(await gqlWith(server.url, IMAGES.replace("PRODUCT", String(product.id))));
    for (const image of images) expect(image).toMatch(/^\/api\/image\//);
  });
});

describe("address fields as the module names them (API_CHECKOUT_FIELDS=module)", () => {
  const FIELDS = `name type required defaultValue values { text value }`;

  it("uses the module's names and types, with no values in the list", async () => {
    const shopper = new Shopper(moduleFields.url);
    const { paymentAddress, shippingAddress } = await shopper.data(
      `{ paymentAddress { fields { ${FIELDS} } } shippingAddress { ${FIELDS} } }`,
    );
    const shape = (fields: any[]) => fields.map(({ name, type }) => [name, type]);
    expect(shape(paymentAddress.fields)).toEqual([
      ["firstName", "text"],
      ["lastName", "text"],
      ["email", "text"],
      ["telephone", "text"],
      ["company", "text"],
      ["address1", "text"],
      ["address2", "text"],
      ["city", "text"],
      ["postcode", "text"],
      ["country_id", "country"],
      ["zone_id", "zone"],
    ]);
    expect(shape(shippingAddress)).toEqual(shape(paymentAddress.fields).filter(([name]) => name !== "email" && name !== "telephone"));
    for (const field of [...paymentAddress.fields, ...shippingAddress]) expect(field.values).toBeNull();
    expect(paymentAddress.fields.find((f: any) => f.name === "country_id")).toMatchObject({
      required: true,
      defaultValue: expect.any(String),
    });
  });

  /** A London address under the module's field names (country_id, zone_id, postcode). */
  const londonAddress = (email: string) =>
    Object.entries({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      address1: "12 St James's Square",
      city: "London",
      postcode: "SW1Y 4JH",
      country_id: String(places.zoned.id),
      zone_id: String(places.zoned.zoneId),
    }).map(([name, value]) => ({ name, value }));

  it("takes those names back and places the order with them", async () => {
    const shopper = new Shopper(moduleFields.url);
    await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
    await shopper.data(`mutation { createOrder { success } }`);
    const email = `module.${randomBytes(4).toString("hex")}@example.com`;
    const address = londonAddress(email);
    await shopper.data(
      `mutation ($a: [InputField]) { updateOrder(paymentAddress: $a, shippingMethod: "flat.flat", paymentMethod: "cod") { totals { title } } }`,
      { a: address },
    );
    const { paymentAddress } = await shopper.data(`{ paymentAddress { fields { name defaultValue } } }`);
    expect(paymentAddress.fields.find((f: any) => f.name === "zone_id").defaultValue).toBe(String(places.zoned.zoneId));
    const { confirmOrder } = await shopper.data(`mutation { confirmOrder { order { id email } } }`);
    expect(confirmOrder.order.email).toBe(email);
    const { rows } = await moduleFields.api.db.query(
      `select payment_address->>'zone' as zone, payment_address->>'postcode' as postcode from "order" where id = $1`,
      [Number(confirmOrder.order.id)],
    );
    expect(rows[0]).toEqual({ zone: places.zoned.zoneName, postcode: "SW1Y 4JH" });
  });

  it("confirmOrder answers a url for every method, absolute on the public origin: the order placed page, or the card page", async () => {
    async function confirmWith(paymentMethod: string) {
      const shopper = new Shopper(moduleFields.url);
      await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
      await shopper.data(`mutation { createOrder { success } }`);
      const address = londonAddress(`url.${randomBytes(4).toString("hex")}@example.com`);
      await shopper.data(
        `mutation ($a: [InputField], $p: String) { updateOrder(paymentAddress: $a, shippingMethod: "flat.flat", paymentMethod: $p) { totals { title } } }`,
        { a: address, p: paymentMethod },
      );
      // As a storefront on another origin reaches the API: through the public pipeline.
      const response = await shopper.fetch("/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...forwarded },
        body: JSON.stringify({ query: `mutation { confirmOrder { url order { id } } }` }),
      });
      return ((await response.json()) as { data: { confirmOrder: { url: string } } }).data.confirmOrder.url;
    }
    expect(await confirmWith("cod")).toBe("https://shop.example/store/checkout-success");
    expect(await confirmWith("bank_transfer")).toBe("https://shop.example/store/checkout-success");
    expect(await confirmWith("card")).toMatch(/^https:\/\/shop\.example\/api\/payment\/card\/\d+-[A-Za-z0-9_-]{32}$/);
  });
});

describe("updateOrder with partial input", () => {
  const UPDATE = `mutation ($a: [InputField]) { updateOrder(paymentAddress: $a) { totals { title } } }`;
  const field = (name: string, value: string) => [{ name, value }];

  it("stores one field at a time silently; confirmOrder validates the whole", async () => {
    const shopper = new Shopper(server.url);
    await shopper.data(ADD_TO_CART, { id: String(product.id), quantity: 1, options: requiredOptions(product) });
    await shopper.data(`mutation { createOrder { success } }`);

    expect((await shopper.gql(UPDATE, { a: field("firstName", "Grace") })).errors).toBeUndefined();
    await shopper.data(`mutation { updateOrder(shippingMethod: "flat.flat", paymentMethod: "cod") { totals { title } } }`);
    const early = errorOf(await shopper.gql(`mutation { confirmOrder { order { id } } }`));
    expect(early.message).toBe("Payment address: Last Name must be between 1 and 32 characters!");
    expect(early.extensions).toMatchObject({ field: "paymentAddress.lastName" });
    expect((await shopper.data(CART)).cart.quantity).toBe(1);

    const rest = {
      lastName: "Hopper",
      email: `grace.${randomBytes(4).toString("hex")}@example.com`,
      address1: "1 Navy Yard",
      city: "Arlington",
      postcode: "22202",
      country_id: String(places.zoned.id),
      zone_id: String(places.zoned.zoneId),
    };
    for (const [name, value] of Object.entries(rest)) await shopper.data(UPDATE, { a: field(name, value) });
    const { paymentAddress } = await shopper.data(`{ paymentAddress { fields { name defaultValue } } }`);
    expect(paymentAddress.fields.find((f: any) => f.name === "firstName").defaultValue).toBe("Grace");
    expect(paymentAddress.fields.find((f: any) => f.name === "city").defaultValue).toBe("Arlington");

    const { confirmOrder } = await shopper.data(`mutation { confirmOrder { order { id email } } }`);
    expect(confirmOrder.order.email).toBe(rest.email);
  });
});

describe("language", () => {
  it("is OpenCart's default code, en-gb", async () => {
    const shopper = new Shopper(server.url);
    expect((await shopper.data(`{ language { code name active } }`)).language).toEqual([{ code: "en-gb", name: "English", active: true }]);
    expect((await shopper.data(`mutation { editLanguage(code: "en-gb") { code active } }`)).editLanguage).toEqual([
      { code: "en-gb", active: true },
    ]);
  });
});

describe("uploadFile", () => {
  const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(64)]);

  /** VueFront's request: the GraphQL multipart request spec (operations, map, the file part). */
  async function upload(parts: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> } | null, shopper = new Shopper(server.url)) {
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({ query: `mutation ($file: Upload) { uploadFile(file: $file) { code } }`, variables: { file: null } }),
    );
    if (parts) {
      form.set("map", JSON.stringify({ 0: ["variables.file"] }));
      form.set("0", new Blob([parts.bytes], { type: parts.type }), parts.name);
    } else {
      form.set("map", "{}");
    }
    const response = await shopper.fetch("/api/graphql", { method: "POST", body: form });
    expect(response.status).toBe(200);
    return (await response.json()) as { data: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  }

  it("stores the file and answers its code", async () => {
    const result = await upload({ name: "prescription.png", type: "image/png", bytes: PNG });
    expect(result.errors).toBeUndefined();
    const code = result.data.uploadFile.code;
    expect(code).toMatch(/^[0-9a-f]{40}$/);
    const { rows } = await server.api.db.query<any>(`select name, type, size, data from upload where code = $1`, [code]);
    expect(rows[0]).toMatchObject({ name: "prescription.png", type: "image/png", size: PNG.byteLength });
    expect(Buffer.from(rows[0].data).equals(Buffer.from(PNG))).toBe(true);
  });

  it('takes VueFront\'s own request, whose map names the variable ({"0": "file"})', async () => {
    // As VueFront's apollo/upload action sends it: the File in variables serialises to {}.
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({ query: `mutation ($file: Upload) { uploadFile(file: $file) { code } }`, variables: { file: {} } }),
    );
    form.set("0", new Blob([PNG], { type: "image/png" }), "lens-scan.png");
    form.set("map", JSON.stringify({ 0: "file" }));
    const response = await new Shopper(server.url).fetch("/api/graphql", { method: "POST", body: form });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { data: any; errors?: unknown[] };
    expect(result.errors).toBeUndefined();
    const { rows } = await server.api.db.query(`select name from upload where code = $1`, [result.data.uploadFile.code]);
    expect(rows).toEqual([{ name: "lens-scan.png" }]);
  });

  it("refuses a missing file, a wrong type, a disguised file and one beyond the size limit, with clear messages", async () => {
    expect(errorOf(await upload(null)).message).toBe("Upload required!");
    expect(errorOf(await upload({ name: "run.exe", type: "application/octet-stream", bytes: PNG })).message).toBe("Invalid file type!");
    expect(
      errorOf(await upload({ name: "photo.png", type: "image/png", bytes: new TextEncoder().encode("<?php echo 1; ?>") })).message,
    ).toBe("Invalid file type!");
    // A PNG's signature with PHP a megabyte in, in any case.
    const disguised = new Uint8Array(1024 * 1024 + 64);
    disguised.set(PNG);
    disguised.set(new TextEncoder().encode("<?PhP system($_GET[0]);"), 1024 * 1024);
    expect(errorOf(await upload({ name: "photo.png", type: "image/png", bytes: disguised })).message).toBe("Invalid file type!");
    expect(errorOf(await upload({ name: "ab", type: "image/png", bytes: PNG })).message).toBe(
      "Filename must be between 3 and 64 characters!",
    );
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = errorOf(await upload({ name: "scan.png", type: "image/png", bytes: big }));
    expect(tooBig.message).toBe("The file is too large: at most 5 MB.");
    expect(tooBig.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "file" });
  });

  it(`keeps at most ${SESSION_UPLOAD_QUOTA.files} files a day per session`, async () => {
    const shopper = new Shopper(server.url);
    const file = { name: "scan.png", type: "image/png", bytes: PNG };
    for (let i = 0; i < SESSION_UPLOAD_QUOTA.files; i++) expect((await upload(file, shopper)).errors).toBeUndefined();
    expect(errorOf(await upload(file, shopper)).message).toBe(uploadMessages.quota);
    // Another session is not held back.
    expect((await upload(file)).errors).toBeUndefined();
  });

  it("removes files no order took within a day, and keeps the ones an order names", async () => {
    const [old, attached, fresh] = await Promise.all(
      ["old.png", "attached.png", "fresh.png"].map(
        async (name) => (await upload({ name, type: "image/png", bytes: PNG })).data.uploadFile.code,
      ),
    );
    const { db } = server.api;
    await db.query(`update upload set date_added = now() - interval '25 hours' where code = any($1)`, [[old, attached]]);
    const { rows } = await db.query<{ id: number }>(`insert into "order" (session_id) values ('upload-test') returning id`);
    await db.query(
      `insert into order_product (order_id, product_id, name, model, quantity, price, total, options) values ($1, 1, 'x', 'x', 1, 1, 1, $2)`,
      [rows[0]!.id, JSON.stringify([{ name: "Prescription", value: attached, type: "file" }])],
    );
    expect((await cleanUp(db, { sessionIdleDays: 30, contactRetentionDays: 180 })).uploads).toBeGreaterThanOrEqual(1);
    const left = await db.query<{ code: string }>(`select code from upload where code = any($1) order by code`, [[old, attached, fresh]]);
    expect(left.rows.map((row) => row.code).sort()).toEqual([attached, fresh].sort());
  });
});
