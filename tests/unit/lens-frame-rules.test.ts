import { describe, expect, it } from "vitest";
import { lensProductOf, offeredUsages, refusedUsageReasons, stepErrors } from "~/lib/lenses/configurator";
import {
  frameReasons,
  frameRxOf,
  materialProblem,
  offeredMaterials,
  powersOf,
  progressiveProblem,
  recommendedIndex,
  sphereProblem,
  type FrameRx,
} from "~/lib/lenses/frame-rules";
import { messages } from "~/lib/lenses/rules";

/** docs/decisions/301-rules-from-the-frame.md and 302-index-recommended-by-strength.md. */
const eye = (sphere: number, cylinder = 0) => ({ sphere, cylinder, axis: cylinder ? 90 : null });
const rx = (right: ReturnType<typeof eye>, left = right) => powersOf({ right, left });

const fullRim: FrameRx = { sphere: { min: -8, max: 6 }, progressiveFriendly: false, lensHeight: 38, rimless: false };
const unknown: FrameRx = { sphere: null, progressiveFriendly: null, lensHeight: null, rimless: false };
const store = ["1.50", "Trivex", "Polycarbonate", "1.60", "1.67", "1.74"].map((name) => ({ name }));
const names = (values: readonly { name: string }[]) => values.map((value) => value.name);

describe("the frame's rules from its attributes", () => {
  it("reads the prescription range, its progressive mark, the lens height and a rimless mount", () => {
    const rows = (range: string, rim = "Full-rim") => [
      { label: "Prescription range", value: range },
      { label: "Rim type", value: rim },
    ];
    expect(frameRxOf(rows("-8.00 to +6.00"), 38)).toEqual(fullRim);
    expect(frameRxOf(rows("\u221210.00 to +8.00, progressive", "Rimless"), 32)).toEqual({
      sphere: { min: -10, max: 8 },
      progressiveFriendly: true,
      lensHeight: 32,
      rimless: true,
    });
    // N/A (sunglasses, readers) or no attribute at all: nothing known, nothing refused on it.
    expect(frameRxOf(rows("N/A"), null)).toEqual(unknown);
    expect(frameRxOf([], null)).toEqual(unknown);
  });

  it("takes a sphere inside the range, both ends included, and names the range otherwise", () => {
    expect(sphereProblem(fullRim, -8)).toBeNull();
    expect(sphereProblem(fullRim, 6)).toBeNull();
    expect(sphereProblem(fullRim, -8.25)).toBe(
      "This frame takes a sphere from \u22128.00 to +6.00: for a stronger prescription, choose another frame.",
    );
    expect(sphereProblem(fullRim, 6.25)).toBe(frameReasons.sphere({ min: -8, max: 6 }));
    expect(sphereProblem(unknown, -20)).toBeNull();
  });

  it("offers progressives on a frame marked for them and at least 30 mm deep, with the reason otherwise", () => {
    const friendly = { ...fullRim, progressiveFriendly: true };
    expect(progressiveProblem({ ...friendly, lensHeight: 30 })).toBeNull();
    expect(progressiveProblem({ ...friendly, lensHeight: 29 })).toBe("This frame is too shallow for progressive lenses.");
    expect(progressiveProblem({ ...friendly, lensHeight: 26 })).toBe(frameReasons.tooShallow);
    expect(progressiveProblem(fullRim)).toBe("This frame is not made for progressive lenses.");
    expect(progressiveProblem(unknown)).toBeNull();
    expect(progressiveProblem({ ...unknown, lensHeight: 28 })).toBe(frameReasons.tooShallow);
  });

  it("puts no 1.50 lens in a rimless frame: Trivex, polycarbonate or 1.60 and thinner", () => {
    const rimless = { ...unknown, rimless: true };
    expect(materialProblem(rimless, "1.50", null)).toBe(frameReasons.rimless);
    for (const name of ["Trivex", "Polycarbonate", "1.60", "1.67", "1.74"]) expect(materialProblem(rimless, name, null)).toBeNull();
    expect(names(offeredMaterials(rimless, store, rx(eye(-1))).offered)).toEqual(["Trivex", "Polycarbonate", "1.60", "1.67", "1.74"]);
    // The recommendation for a weak prescription becomes the thinnest material the mount takes.
    expect(offeredMaterials(rimless, store, rx(eye(-1))).recommended?.name).toBe("Trivex");
    expect(offeredMaterials(rimless, [{ name: "1.50" }, { name: "1.60" }], rx(eye(-1))).recommended?.name).toBe("1.60");
  });
});

describe("the lens index recommended by strength, cheaper ones kept while optically fine", () => {
  // prescription → recommended, offered (the full-rim demo frame with every material)
  const table: [string, ReturnType<typeof powersOf>, number, string[]][] = [
    ["R/L −1.00", rx(eye(-1)), 1.5, ["1.50", "Trivex", "Polycarbonate", "1.60", "1.67", "1.74"]],
    [
      "R −2.25 −0.50, L −2.00 (was ≥ 1.60 only)",
      rx(eye(-2.25, -0.5), eye(-2)),
      1.5,
      ["1.50", "Trivex", "Polycarbonate", "1.60", "1.67", "1.74"],
    ],
    ["−3.00", rx(eye(-3)), 1.5, ["1.50", "Trivex", "Polycarbonate", "1.60", "1.67", "1.74"]],
    ["−3.25", rx(eye(-3.25)), 1.6, ["1.50", "Trivex", "Polycarbonate", "1.60", "1.67", "1.74"]],
    ["−4.00", rx(eye(-4)), 1.6, ["1.50", "Trivex", "Polycarbonate", "1.60", "1.67", "1.74"]],
    ["−4.25", rx(eye(-4.25)), 1.6, ["Polycarbonate", "1.60", "1.67", "1.74"]],
    ["R −5.00 −0.75 (was ≥ 1.67 only)", rx(eye(-5, -0.75)), 1.6, ["Polycarbonate", "1.60", "1.67", "1.74"]],
    ["−6.00", rx(eye(-6)), 1.6, ["Polycarbonate", "1.60", "1.67", "1.74"]],
    ["−6.25", rx(eye(-6.25)), 1.67, ["1.67", "1.74"]],
    ["−8.00", rx(eye(-8)), 1.67, ["1.67", "1.74"]],
    ["−8.25", rx(eye(-8.25)), 1.74, ["1.74"]],
    ["+2.00", rx(eye(2)), 1.5, ["1.50", "Trivex", "Polycarbonate", "1.60", "1.67", "1.74"]],
    ["+5.00", rx(eye(5)), 1.6, ["Polycarbonate", "1.60", "1.67", "1.74"]],
    ["+6.25: high plus gets 1.67, no 1.74", rx(eye(6.25)), 1.67, ["1.67"]],
    ["+9.00", rx(eye(9)), 1.67, ["1.67"]],
    ["R +1.00 −5.50: the minus meridian (−4.50) counts", rx(eye(1, -5.5)), 1.6, ["Polycarbonate", "1.60", "1.67", "1.74"]],
  ];

  it.each(table)("%s", (_, powers, index, offered) => {
    expect(recommendedIndex(powers)).toBe(index);
    const choice = offeredMaterials(fullRim, store, powers);
    expect(names(choice.offered)).toEqual(offered);
    // The recommended one is among those offered, the thinnest needed.
    expect(choice.recommended?.name).toBe(String(index === 1.5 ? "1.50" : index === 1.6 ? "1.60" : index));
  });

  it("says why a material is not offered: too thick, naming it", () => {
    expect(materialProblem(fullRim, "1.50", rx(eye(-4.25)))).toBe("1.50 would be too thick for your prescription: choose a thinner lens.");
    expect(materialProblem(fullRim, "1.74", rx(eye(6.25)))).toBe(frameReasons.tooThick("1.74"));
  });

  it("recommends nothing and offers every material when the prescription is not typed", () => {
    expect(recommendedIndex(null)).toBeNull();
    const choice = offeredMaterials(fullRim, store, null);
    expect(names(choice.offered)).toEqual(names(store));
    expect(choice.recommended).toBeNull();
  });
});

describe("the configurator's steps hold the frame's rules (what the action checks on each post)", () => {
  const option = (id: string, name: string, values: string[]) => ({
    id,
    name,
    type: "select" as const,
    required: false,
    values: values.map((value, index) => ({ id: `${id}-${index}`, name: value, price: "" })),
  });
  const frameWith = (details: { label: string; value: string }[], lensHeight: number) =>
    lensProductOf({
      id: "1",
      name: "Frame",
      price: "$50.00",
      special: "",
      images: [],
      details,
      measurements: { lensHeight },
      options: [
        option("u", "Lens usage", ["Single vision distance", "Progressive"]),
        option("i", "Lens index", ["1.50", "Trivex", "1.60"]),
      ],
    })!;
  const typedValues = (usage: string, sphere: string, index = "") => ({
    usage,
    index,
    prescription: {
      source: "typed",
      rightSphere: sphere,
      leftSphere: sphere,
      pdKind: "single",
      pd: "63",
      ...(usage === "progressive" ? { addition: "+2.00" } : {}),
    },
  });

  it("refuses a progressive on a shallow frame, a sphere outside the range, 1.50 in a rimless mount", () => {
    const shallow = frameWith([{ label: "Prescription range", value: "-10.00 to +8.00, progressive" }], 28);
    expect(offeredUsages(shallow).map((offer) => offer.usage)).toEqual(["single-vision"]);
    expect(refusedUsageReasons(shallow)).toEqual([frameReasons.tooShallow]);
    expect(stepErrors(shallow, "usage", typedValues("progressive", "-1.00")).usage).toBe(messages.usage);

    const rimless = frameWith(
      [
        { label: "Prescription range", value: "-8.00 to +6.00" },
        { label: "Rim type", value: "Rimless" },
      ],
      34,
    );
    expect(stepErrors(rimless, "prescription", typedValues("single-vision", "-8.25")).rightSphere).toBe(
      frameReasons.sphere({ min: -8, max: 6 }),
    );
    expect(stepErrors(rimless, "prescription", typedValues("single-vision", "-8.00"))).toEqual({});
    expect(stepErrors(rimless, "lens", typedValues("single-vision", "-1.00", "i-0")).index).toBe(frameReasons.rimless);
    expect(stepErrors(rimless, "lens", typedValues("single-vision", "-1.00", "i-1"))).toEqual({});
    expect(stepErrors(rimless, "lens", typedValues("single-vision", "-5.00", "i-1")).index).toBe(frameReasons.tooThick("Trivex"));
  });
});
