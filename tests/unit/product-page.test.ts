import { describe, expect, it } from "vitest";
import { routeCrumbs } from "~/lib/breadcrumbs";
import { chosenValues, optionElementId, optionFieldName, optionIdOfField, optionOfError } from "~/lib/cart/cart-options";
import { averageRating, galleryImages, optionType, productDetails } from "~/lib/product/product-view";

describe("product gallery", () => {
  it("puts the main picture first, then the additional ones, each once, large where there is one", () => {
    const main = { image: "/a.svg", imageBig: "/a-big.svg" };
    const additional = [
      { image: "/a.svg", imageBig: "/a-big.svg" },
      { image: "/b.svg", imageBig: null },
      null,
      { image: "", imageBig: "" },
    ];
    expect(galleryImages(main, additional, "Frame")).toEqual([
      { src: "/a-big.svg", alt: "Frame" },
      { src: "/b.svg", alt: "Frame, view 2" },
    ]);
    expect(galleryImages(null, [], "Frame")).toEqual([]);
  });
});

describe("product details", () => {
  it("lists the name, then each attribute with its options joined; empty attributes read N/A", () => {
    expect(
      productDetails("Positano", [
        { name: "Material", options: ["Acetate", "Stainless steel"] },
        { name: "Prescription range", options: [] },
        { name: "Lens", options: [null, " "] },
        null,
        { name: null, options: ["x"] },
      ]),
    ).toEqual([
      { label: "Name", value: "Positano" },
      { label: "Material", value: "Acetate, Stainless steel" },
      { label: "Prescription range", value: "N/A" },
      { label: "Lens", value: "N/A" },
    ]);
  });
});

describe("ratings", () => {
  it("averages to one decimal, 0 without reviews", () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBe(0);
    expect(averageRating([0, Number.NaN])).toBe(0);
  });
});

describe("product options", () => {
  const options = [
    { id: "1", name: "Frame size" },
    { id: "2", name: "Lens tint" },
  ];

  it("are fields named option[{id}]; unknown types are asked as text", () => {
    expect(optionFieldName("12")).toBe("option[12]");
    expect(optionType("checkbox")).toBe("checkbox");
    expect(optionType("datetime")).toBe("text");
    expect(optionType(null)).toBe("text");
  });

  it("name any store's option id safely, and read it back as given", () => {
    expect(optionFieldName("attribute_pa_frame-colour")).toBe("option[attribute_pa_frame-colour]");
    for (const id of ["226", "attribute_pa_frame-colour", "a]b", "x y", "50%", "brille-größe", "[x]"]) {
      expect(optionIdOfField(optionFieldName(id))).toBe(id);
      expect(optionElementId(id)).not.toMatch(/\s/);
    }
    expect(optionFieldName("a]b")).toBe("option[a%5Db]");
    expect(optionIdOfField("option[%E0%A4%A]")).toBeNull();
    expect(optionIdOfField("option[]")).toBeNull();
    expect(optionIdOfField("quantity")).toBeNull();
  });

  it("an API error names the option it is about, OpenCart's way or the embedded API's", () => {
    expect(optionOfError("Frame size required!", options)).toBe("1");
    expect(optionOfError("Lens tint: the chosen value is not available!", options)).toBe("2");
    expect(optionOfError("Products marked with *** are not available in the desired quantity or not in stock!", options)).toBeNull();
  });

  it("what was sent comes back per option, checkbox values split again", () => {
    expect(
      chosenValues([
        { id: "1", value: "2" },
        { id: "3", value: "7|9" },
      ]),
    ).toEqual({ 1: ["2"], 3: ["7", "9"] });
  });
});

describe("route breadcrumbs", () => {
  const handle = { breadcrumb: (data: { name: string }) => [{ label: data.name, to: "/p" }] };

  it("come from the deepest route that names them", () => {
    expect(
      routeCrumbs([
        { handle, data: { name: "Outer" } },
        { handle: {}, data: {} },
        { handle, data: { name: "Inner" } },
      ]),
    ).toEqual([{ label: "Inner", to: "/p" }]);
  });

  it("are null when no route names them, or its data is missing (an error)", () => {
    expect(routeCrumbs([{ handle: undefined, data: {} }])).toBeNull();
    expect(routeCrumbs([{ handle, data: undefined }])).toBeNull();
    expect(routeCrumbs([{ handle: { breadcrumb: () => null }, data: {} }])).toBeNull();
  });
});
