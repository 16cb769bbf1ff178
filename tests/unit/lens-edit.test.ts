import { describe, expect, it } from "vitest";
import type { ProductOptionData } from "~/lib/cart/cart-options";
import { cartOptionsOfConfiguration, lensProductOf, sameCartOptions } from "~/lib/lenses/configurator";
import { lensValuesOfLine } from "~/lib/lenses/form-values";

const option = (id: string, name: string, type: ProductOptionData["type"], values: string[] = []): ProductOptionData => ({
  id,
  name,
  type,
  required: name === "Frame size",
  values: values.map((value, index) => ({ id: `${id}-${index}`, name: value, price: "" })),
});

const product = lensProductOf({
  id: "4",
  name: "Ingrid",
  price: "$59.60",
  special: "",
  images: [],
  options: [
    option("1", "Frame size", "radio", ["Small", "Medium", "Large"]),
    option("2", "Lens usage", "select", ["Frame only", "Single vision distance", "Progressive"]),
    option("3", "Lens index", "select", ["1.50", "1.60", "1.67", "1.74"]),
    option("4", "Lens coatings", "checkbox", ["Anti-reflective", "Hydrophobic", "Blue light"]),
    option("5", "Prescription", "text"),
  ],
})!;

/** A cart line's options as the store shows them: names and value names. */
const line = [
  { name: "Frame size", value: "Medium" },
  { name: "Lens usage", value: "Progressive" },
  { name: "Lens index", value: "1.67" },
  { name: "Lens coatings", value: "Hydrophobic" },
  { name: "Lens coatings", value: "Anti-reflective" },
  { name: "Prescription", value: "R -2.25 -0.50 x180; L -2.00; Add +2.00; PD 63" },
];

// docs/decisions/300-edit-lenses-in-place.md: "Update cart" with nothing changed leaves the line alone.
describe("Edit lenses: the line's configuration read back", () => {
  it("gives the same cart options as the line has: an unchanged edit is seen as one", () => {
    const values = lensValuesOfLine(product, line);
    const options = cartOptionsOfConfiguration(product, values);
    expect(options).toEqual([
      { id: "1", value: "1-1" },
      { id: "2", value: "2-2" },
      { id: "3", value: "3-2" },
      { id: "4", value: "4-1|4-0" },
      { id: "5", value: "R -2.25 -0.50 x180; L -2.00; Add +2.00; PD 63" },
    ]);
    // The same choices posted back in another order, coatings ticked the other way round.
    const posted = [...options].reverse().map((entry) => (entry.id === "4" ? { id: "4", value: "4-0|4-1" } : entry));
    expect(sameCartOptions(options, posted)).toBe(true);
  });

  it("sees any change: a coating more, another index, another prescription, another size", () => {
    const options = cartOptionsOfConfiguration(product, lensValuesOfLine(product, line));
    const changed = (id: string, value: string) => options.map((entry) => (entry.id === id ? { id, value } : entry));
    expect(sameCartOptions(options, changed("4", "4-1|4-0|4-2"))).toBe(false);
    expect(sameCartOptions(options, changed("3", "3-3"))).toBe(false);
    expect(sameCartOptions(options, changed("5", "R -2.25 -0.50 x180; L -2.25; Add +2.00; PD 63"))).toBe(false);
    expect(sameCartOptions(options, changed("1", "1-2"))).toBe(false);
    expect(sameCartOptions(options, options.slice(1))).toBe(false);
  });
});
