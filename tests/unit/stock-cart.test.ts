/**
 * A stock store's cart (decision 165): lines carry only their total and the cart only its total. The
 * unit price is the line's share and the totals a single sub-total, never "The price is invalid".
 */
import { describe, expect, it } from "vitest";
import { toCart } from "~/lib/cart/cart-data";

describe("a stock store's cart", () => {
  it("gets unit prices from line totals and a sub-total from the cart total", () => {
    const cart = toCart({
      total: "$1,290.00",
      products: [
        {
          key: "a",
          quantity: 2,
          total: "$1,200.00",
          option: [],
          product: { id: "1", name: "Ansel", model: "A1", image: null, url: "/ansel", manufacturer: null },
        },
        {
          key: "b",
          quantity: 1,
          total: "90.00 €",
          option: [],
          product: { id: "2", name: "Brio", model: "B1", image: null, url: "/brio", manufacturer: null },
        },
      ],
    } as never);
    expect(cart.lines.map((line) => [line.price, line.originalPrice, line.special])).toEqual([
      ["$600.00", "$600.00", ""],
      ["90.00 €", "90.00 €", ""],
    ]);
    expect(cart.subtotal).toBe("$1,290.00");
    expect(cart.quantity).toBe(3);
    expect(cart.totals).toEqual([{ code: "sub_total", title: "Subtotal", value: 1290, text: "$1,290.00", coupon: null }]);
  });
});
