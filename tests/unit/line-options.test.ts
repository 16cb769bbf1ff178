/**
 * A cart line whose store names no options (WooCommerce: `option: []`) shows what the shopper chose,
 * remembered by its key; values a store pads with spaces are trimmed (docs/decisions/290-store-did-what-it-said.md).
 */
import { describe, expect, it } from "vitest";
import type { CartFieldsFragment } from "~/lib/api/generated/graphql";
import { toCart } from "~/lib/cart/cart-data";
import { describeChoices } from "~/lib/cart/cart-options";

const line = (key: string, option: Array<{ name: string; value: string; type?: string }>) => ({
  key,
  quantity: 1,
  total: "$155.00",
  option,
  product: { id: "17", name: "Aviator Classic" },
});

describe("options on a cart line", () => {
  it("shows the store's options, trimmed, over anything remembered", () => {
    const raw = { products: [line("a", [{ name: " Lens usage ", value: " Single vision distance ", type: "radio" }])], total: "$155.00" };
    const cart = toCart(raw as CartFieldsFragment, { a: [{ name: "Frame colour", value: "Tortoise" }] });
    expect(cart.lines[0]!.options).toEqual([{ name: "Lens usage", value: "Single vision distance" }]);
  });

  it("shows what was remembered for a line the store names none, and nothing for other lines", () => {
    const raw = { products: [line("a", []), line("b", [])], total: "$310.00" };
    const cart = toCart(raw as CartFieldsFragment, { a: [{ name: "Frame colour", value: "Tortoise" }] });
    expect(cart.lines.map((entry) => entry.options)).toEqual([[{ name: "Frame colour", value: "Tortoise" }], []]);
  });

  it("names the choices sent with an add by the product page's option and value names", () => {
    const options = [
      {
        id: "attribute_pa_frame-colour",
        name: "Frame colour",
        values: [
          { id: "black", name: "Black" },
          { id: "tortoise", name: "Tortoise" },
        ],
      },
      { id: "attribute_lens-usage", name: "Lens usage", values: [{ id: " Single vision distance ", name: " Single vision distance " }] },
      { id: "attribute_pa_lens", name: "Lens", values: [{ id: "clear", name: "Clear" }] },
    ];
    const sent = [
      { id: "attribute_pa_frame-colour", value: "tortoise" },
      { id: "attribute_lens-usage", value: "Single vision distance" },
    ];
    expect(describeChoices(options, sent)).toEqual([
      { name: "Frame colour", value: "Tortoise" },
      { name: "Lens usage", value: "Single vision distance" },
    ]);
  });
});
