/**
 * Return requests over HTTP (REST api/return, docs/decisions/340-return-request-checks.md): the
 * form's rules, the order they name (the signed-in customer's own, or for a guest the order's
 * e-mail), shipped or complete orders only, the item going back, details for the reasons that ask
 * for them, one open request per item, and the requests shown on the customer's order history.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Shopper, startTestApi, type TestApi } from "../support/api-server";

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server?.close());

const rows = async (sql: string, params: unknown[] = []) => (await server.api.db.query<any>(sql, params)).rows;

const NOT_FOUND = "We could not find an order with that number and e-mail address.";
const REGISTER = `mutation ($customer: CustomerInput) { accountRegister(customer: $customer) { id } }`;
const LOGIN = `mutation ($email: String, $password: String) { accountLogin(email: $email, password: $password) { token } }`;
const HISTORY = `{ accountOrdersList { content { id status returnable returns { return_id product_id product status date_added } } } }`;

async function signedIn(): Promise<{ shopper: Shopper; email: string; id: number }> {
  const shopper = new Shopper(server.url);
  const email = `returns-${randomUUID()}@example.com`;
  const { accountRegister } = await shopper.data(REGISTER, {
    customer: { firstName: "Maya", lastName: "Ito", email, password: "secret12", phone: "555 0101" },
  });
  await shopper.data(LOGIN, { email, password: "secret12" });
  return { shopper, email, id: Number(accountRegister.id) };
}

/** An order as checkout leaves it, in the given status, with one line per product (ids from the catalogue). */
async function order(
  status: string,
  email: string,
  customerId: number | null,
  lines = 2,
): Promise<{ id: number; products: { id: number; name: string }[] }> {
  const products = await rows(`select id, name from product order by id limit $1`, [lines]);
  const [{ id }] = await rows(
    `insert into "order" (session_id, customer_id, firstname, lastname, email, status, total) values ($1, $2, 'Maya', 'Ito', $3, $4, 100) returning id`,
    [randomUUID(), customerId, email, status],
  );
  for (const product of products)
    await rows(
      `insert into order_product (order_id, product_id, name, model, quantity, price, total) values ($1, $2, $3, 'M', 1, 50, 50)`,
      [id, product.id, product.name],
    );
  return { id, products };
}

const reasonId = async (name: string) => String((await rows(`select id from return_reason where name = $1`, [name]))[0].id);

function request(overrides: Record<string, unknown>) {
  return { firstName: "Sam", lastName: "Lee", email: "sam@example.com", phone: "+1 555 0199", ...overrides };
}

const post = (shopper: Shopper, body: Record<string, unknown>) => shopper.rest("api/return", { method: "POST", body });

describe("api/return/listReturnReasons", () => {
  it("gives the reasons for the form's radios, and which ask for details", async () => {
    const reasons = await rows(`select id, name from return_reason order by sort_order, id`);
    expect(reasons.length).toBeGreaterThan(0);
    const { status, body } = await new Shopper(server.url).rest("api/return/listReturnReasons");
    expect(status).toBe(200);
    expect(body).toEqual(
      reasons.map((r) => ({
        name: r.name,
        return_reason_id: String(r.id),
        details_required: r.name === "Faulty, please supply details" || r.name === "Other",
      })),
    );
  });
});

describe("api/return", () => {
  it("refuses an incomplete request with a message per field and stores nothing", async () => {
    const guest = new Shopper(server.url);
    const before = await rows(`select count(*)::int as n from return_request`);
    const { status, body } = await post(guest, { firstName: "  ", email: "not-an-email", reason: "99999999" });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: "Please fill out all required fields correctly.",
      errors: {
        firstName: "Value is required",
        lastName: "Value is required",
        email: "Value is not a valid email address",
        phone: "Value is required",
        orderId: "Value is required",
        reason: "You must select a return product reason",
      },
    });
    const faulty = await post(guest, request({ orderId: "1", reason: await reasonId("Faulty, please supply details"), details: " " }));
    expect(faulty.status).toBe(400);
    expect(faulty.body.errors).toEqual({ details: "Please tell us more about the reason." });
    const other = await post(guest, request({ orderId: "1", reason: await reasonId("Other") }));
    expect(other.body.errors).toEqual({ details: "Please tell us more about the reason." });
    expect(await rows(`select count(*)::int as n from return_request`)).toEqual(before);
  });

  it("a guest needs the order's e-mail; a wrong number, someone else's order and a wrong e-mail read the same", async () => {
    const owner = await signedIn();
    const theirs = await order("shipped", owner.email, owner.id);
    const guest = new Shopper(server.url);
    const reason = await reasonId("Dead on arrival");
    const before = await rows(`select count(*)::int as n from return_request`);
    for (const orderId of [String(theirs.id), "banana", "999999", "0"]) {
      const { status, body } = await post(guest, request({ orderId, reason, productId: String(theirs.products[0]!.id) }));
      expect(status, orderId).toBe(400);
      expect(body, orderId).toEqual({ error: NOT_FOUND, errors: { orderId: NOT_FOUND } });
    }
    expect(await rows(`select count(*)::int as n from return_request`)).toEqual(before);

    // With the order's e-mail (any case), a guest may return it.
    const ok = await post(
      guest,
      request({ orderId: String(theirs.id), email: owner.email.toUpperCase(), reason, productId: String(theirs.products[0]!.id) }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.return_id).toMatch(/^\d+$/);
  });

  it("a signed-in customer may return only their own orders, whatever e-mail they type", async () => {
    const maya = await signedIn();
    const ben = await signedIn();
    const bens = await order("complete", ben.email, ben.id);
    const mayas = await order("complete", maya.email, maya.id);
    const reason = await reasonId("Order error");
    const refused = await post(
      maya.shopper,
      request({ orderId: String(bens.id), email: ben.email, reason, productId: String(bens.products[0]!.id) }),
    );
    expect(refused).toEqual({ status: 400, body: { error: NOT_FOUND, errors: { orderId: NOT_FOUND } } });
    const own = await post(
      maya.shopper,
      request({ orderId: String(mayas.id), email: "typo@example.com", reason, productId: String(mayas.products[1]!.id) }),
    );
    expect(own.status).toBe(200);
    const [stored] = await rows(`select order_id, product_id, product, status, customer_id from return_request where id = $1`, [
      Number(own.body.return_id),
    ]);
    expect(stored).toEqual({
      order_id: String(mayas.id),
      product_id: mayas.products[1]!.id,
      product: mayas.products[1]!.name,
      status: "pending",
      customer_id: maya.id,
    });
  });

  it("refuses orders that have not been shipped", async () => {
    const maya = await signedIn();
    const reason = await reasonId("Order error");
    for (const status of ["pending", "awaiting_payment", "processing", "canceled", "expired"]) {
      const placed = await order(status, maya.email, maya.id, 1);
      const { status: code, body } = await post(maya.shopper, request({ orderId: String(placed.id), reason }));
      expect(code, status).toBe(409);
      expect(body.error, status).toBe("This order cannot be returned yet: only orders that have been shipped can be returned.");
    }
    const missing = await order("missing", maya.email, maya.id, 1);
    expect((await post(maya.shopper, request({ orderId: String(missing.id), reason }))).body.error).toBe(NOT_FOUND);
  });

  it("names the item: by product id or name, required when the order has several, never one outside the order", async () => {
    const maya = await signedIn();
    const placed = await order("shipped", maya.email, maya.id, 2);
    const single = await order("shipped", maya.email, maya.id, 1);
    const reason = await reasonId("Received wrong item");
    const base = request({ orderId: String(placed.id), reason });
    expect((await post(maya.shopper, base)).body).toEqual({
      error: "Please fill out all required fields correctly.",
      errors: { product: "Please choose the item you are sending back." },
    });
    expect((await post(maya.shopper, { ...base, productId: "424242" })).body.errors).toEqual({
      product: "That item is not part of this order.",
    });
    expect((await post(maya.shopper, { ...base, product: "A frame we never sold" })).body.errors).toEqual({
      product: "That item is not part of this order.",
    });
    const byName = await post(maya.shopper, { ...base, product: ` ${placed.products[1]!.name.toUpperCase()} ` });
    expect(byName.status).toBe(200);
    // An order of one item needs no choice; OpenCart's field names work too.
    const openCart = await post(maya.shopper, {
      firstname: "Ana",
      lastname: "Ruiz",
      email: maya.email,
      telephone: "555 0101",
      order_id: String(single.id),
      return_reason_id: await reasonId("Faulty, please supply details"),
      comment: "Hinge is loose",
    });
    expect(openCart.status).toBe(200);
    expect(await rows(`select product_id, comment from return_request where id = $1`, [Number(openCart.body.return_id)])).toEqual([
      { product_id: single.products[0]!.id, comment: "Hinge is loose" },
    ]);
  });

  it("one open request per item: a second is refused with the first's reference, even when both race", async () => {
    const maya = await signedIn();
    const placed = await order("shipped", maya.email, maya.id, 2);
    const reason = await reasonId("Dead on arrival");
    const item = (index: number) => request({ orderId: String(placed.id), reason, productId: String(placed.products[index]!.id) });
    const answers = await Promise.all([post(maya.shopper, item(0)), post(maya.shopper, item(0))]);
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200)!;
    const reference = accepted[0]!.body.return_id;
    expect(refused).toEqual({
      status: 409,
      body: {
        error: `A return for this item is already open (reference R${reference}).`,
        errors: { product: `A return for this item is already open (reference R${reference}).` },
      },
    });
    // The other item may still go back; a finished request lets the item go back again.
    expect((await post(maya.shopper, item(1))).status).toBe(200);
    await rows(`update return_request set status = 'complete' where id = $1`, [Number(reference)]);
    expect((await post(maya.shopper, item(0))).status).toBe(200);
  });

  it("the order history shows each request with its reference and status, and whether the order may be returned", async () => {
    const maya = await signedIn();
    const shipped = await order("shipped", maya.email, maya.id, 2);
    const pending = await order("pending", maya.email, maya.id, 1);
    const reason = await reasonId("Dead on arrival");
    const filed = await post(maya.shopper, request({ orderId: String(shipped.id), reason, productId: String(shipped.products[0]!.id) }));
    const history = async () =>
      Object.fromEntries(((await maya.shopper.data(HISTORY)).accountOrdersList.content as any[]).map((entry) => [entry.id, entry]));
    let orders = await history();
    expect(orders[String(pending.id)]).toMatchObject({ status: "Pending", returnable: false, returns: [] });
    expect(orders[String(shipped.id)]).toMatchObject({
      status: "Shipped",
      returnable: true,
      returns: [
        {
          return_id: filed.body.return_id,
          product_id: String(shipped.products[0]!.id),
          product: shipped.products[0]!.name,
          status: "Pending",
          date_added: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    // Every item on its way back: nothing left to return.
    await post(maya.shopper, request({ orderId: String(shipped.id), reason, productId: String(shipped.products[1]!.id) }));
    orders = await history();
    expect(orders[String(shipped.id)].returnable).toBe(false);
    expect(orders[String(shipped.id)].returns).toHaveLength(2);
  });
});
