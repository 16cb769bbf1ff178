import { describe, expect, it } from "vitest";
import { loginPathFor } from "~/lib/account/customer";
import { returnRequestHref, statusTone, toOrderSummaries } from "~/lib/account/orders";

describe("order summaries for the order history", () => {
  it("keeps the date, status, total and items, counting units", () => {
    const [order] = toOrderSummaries([
      {
        id: "12",
        status: "Pending",
        date_added: "2025-09-01T15:30:00.000Z",
        total: "$136.00",
        returnable: false,
        returns: [],
        products: [
          {
            product_id: "5",
            name: "Aria Round",
            model: "LO-5",
            quantity: 2,
            price: "$60.00",
            total: "$120.00",
            option: [{ name: "Frame size", type: "radio", value: "Medium" }, null],
          },
          null,
        ],
      },
    ]);
    expect(order).toMatchObject({
      id: "12",
      status: "Pending",
      placedAt: "2025-09-01T15:30:00.000Z",
      total: "$136.00",
      itemCount: 2,
      items: [{ productId: "5", name: "Aria Round", quantity: 2, total: "$120.00", options: [{ name: "Frame size", value: "Medium" }] }],
    });
    expect(order.placedOn).toMatch(/^(Aug 31|Sep 1|Sep 2), 2025$/);
  });

  it("keeps whether the order may be returned and its return requests (entries without a reference skipped)", () => {
    const [order] = toOrderSummaries([
      {
        id: "14",
        status: "Shipped",
        date_added: null,
        total: null,
        products: null,
        returnable: true,
        returns: [{ return_id: "7", product: "Aria Round", status: "Pending" }, null, { return_id: null, product: "x", status: "y" }],
      },
    ]);
    expect(order).toMatchObject({ returnable: true, returns: [{ id: "7", product: "Aria Round", status: "Pending" }] });
  });

  it("shows date and time options in the store's locale, as the cart does", () => {
    const [order] = toOrderSummaries([
      {
        id: "13",
        status: "Pending",
        date_added: "2025-09-01T15:30:00.000Z",
        total: "$60.00",
        returnable: false,
        returns: [],
        products: [
          {
            product_id: "5",
            name: "Aria Round",
            model: "LO-5",
            quantity: 1,
            price: "$60.00",
            total: "$60.00",
            option: [
              { name: "Fitting day", type: "date", value: "2030-01-15" },
              { name: "Fitting time", type: "time", value: "14:30" },
              { name: "Engraving", type: "text", value: "2030-01-15" },
            ],
          },
        ],
      },
    ]);
    expect(order.items[0]?.options).toEqual([
      { name: "Fitting day", value: "Jan 15, 2030" },
      { name: "Fitting time", value: "2:30 PM" },
      { name: "Engraving", value: "2030-01-15" },
    ]);
  });

  it("skips empty entries and tolerates a missing date", () => {
    const summaries = toOrderSummaries([
      null,
      { id: null, status: null, date_added: null, total: null, products: null, returnable: null, returns: null },
      { id: "3", status: null, returnable: null, returns: null, date_added: "nonsense", total: null, products: null },
    ]);
    expect(summaries).toEqual([
      { id: "3", status: "", placedAt: "", placedOn: "", total: "", items: [], itemCount: 0, returnable: false, returns: [] },
    ]);
  });

  it("gives statuses a tone", () => {
    expect(statusTone("Pending")).toBe("warning");
    expect(statusTone("Awaiting payment")).toBe("warning");
    expect(statusTone("Processing")).toBe("accent");
    expect(statusTone("Canceled")).toBe("neutral");
  });
});

describe("the login redirect", () => {
  it("remembers where the guest was going", () => {
    expect(loginPathFor("/account/address?x=1")).toBe("/account/login?redirectTo=%2Faccount%2Faddress%3Fx%3D1");
  });
});

describe("the return link of an order", () => {
  it("prefills the order on the return page", () => {
    expect(returnRequestHref("42")).toBe("/account/return?order_id=42");
  });
});
