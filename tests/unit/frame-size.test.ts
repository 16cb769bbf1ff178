/** Reading a frame size as a shopper types it, the window of frames that fit, and its place in the catalog's address. */
import { describe, expect, it } from "vitest";
import { parseCatalogQuery, serializeCatalogQuery, toProductsListArgs, withoutAnyFilter } from "~/lib/listing/category-query";
import {
  FRAME_SIZE_RANGE_MESSAGE,
  FRAME_SIZE_SHAPE_MESSAGE,
  fitsLike,
  fitWindow,
  formatFrameSize,
  frameMeasurements,
  parseFrameSize,
} from "~/lib/listing/frame-size";

const size = (lensWidth: number, bridge: number, temple: number) => ({ lensWidth, bridge, temple });

describe("parseFrameSize", () => {
  it.each([
    ["50-20-145", size(50, 20, 145)],
    [" 50 - 20 - 145 ", size(50, 20, 145)],
    ["50 20 145", size(50, 20, 145)],
    ["50□20 145", size(50, 20, 145)],
    ["50/20/145", size(50, 20, 145)],
    ["50x20x145", size(50, 20, 145)],
    ["52–17.5–140", size(52, 17.5, 140)],
    ["52-17,5-140 mm", size(52, 17.5, 140)],
  ])("reads %j", (text, expected) => {
    expect(parseFrameSize(text)).toEqual({ ok: true, size: expected });
  });

  it.each(["", "50-20", "50", "fifty-20-145", "50-20-145a", "50-20-145-12", "50--145", "5o-20-145", "50-20-145.3"])(
    "refuses %j with the shape message",
    (text) => {
      expect(parseFrameSize(text)).toEqual({ ok: false, message: FRAME_SIZE_SHAPE_MESSAGE });
    },
  );

  it.each([
    ["30-10-100", true],
    ["70-30-170", true],
    ["29-20-145", false],
    ["71-20-145", false],
    ["50-9-145", false],
    ["50-31-145", false],
    ["50-20-99", false],
    ["50-20-171", false],
  ])("takes %j as a frame size: %s", (text, ok) => {
    expect(parseFrameSize(text)).toEqual(ok ? expect.objectContaining({ ok: true }) : { ok: false, message: FRAME_SIZE_RANGE_MESSAGE });
  });

  it("writes a size the way frames print it", () => {
    expect(formatFrameSize(size(52, 17.5, 140))).toBe("52-17.5-140");
  });
});

describe("fit window", () => {
  it("is ±2 mm lens width and bridge, ±5 mm temple", () => {
    expect(fitWindow(size(50, 20, 145))).toEqual({ lensWidth: [48, 52], bridge: [18, 22], temple: [140, 150] });
  });

  it.each([
    [size(48, 18, 140), true],
    [size(52, 22, 150), true],
    [size(47, 20, 145), false],
    [size(53, 20, 145), false],
    [size(50, 17, 145), false],
    [size(50, 23, 145), false],
    [size(50, 20, 139), false],
    [size(50, 20, 151), false],
  ])("a %j frame fits like 50-20-145: %s", (frame, fits) => {
    expect(fitsLike(size(50, 20, 145), frame)).toBe(fits);
  });
});

describe("frame measurements from product attributes", () => {
  const attribute = (name: string, value: string) => ({ name, options: [value] });
  it("reads the three numbers and the other two, in millimetres", () => {
    expect(
      frameMeasurements([
        attribute("Frame width", "138 mm"),
        attribute("Lens width", "50 mm"),
        attribute("bridge", "20"),
        attribute("Temple length", "145 mm"),
        attribute("Material", "Acetate"),
      ]),
    ).toEqual({ lensWidth: 50, bridge: 20, temple: 145, lensHeight: null, frameWidth: 138 });
  });

  it("is nothing without all three printed numbers", () => {
    expect(
      frameMeasurements([attribute("Lens width", "50 mm"), attribute("Bridge", "20 mm"), attribute("Temple length", "N/A")]),
    ).toBeNull();
    expect(frameMeasurements([])).toBeNull();
  });
});

describe("the fit search in the catalog's address", () => {
  it("reads fit=50-20-145, writes it back and sends it to productsList", () => {
    const parsed = parseCatalogQuery(new URLSearchParams("filters=3&fit=50-20-145"));
    expect(parsed.query.fit).toEqual(size(50, 20, 145));
    expect(parsed.fromForm).toBe(false);
    expect(serializeCatalogQuery(parsed.query).toString()).toBe("filters=3&fit=50-20-145");
    expect(toProductsListArgs(parsed.query).fit).toEqual({ lens_width: 50, bridge: 20, temple: 145 });
    expect(withoutAnyFilter(parsed.query).fit).toBeNull();
  });

  it("redirects a typed '50 20 145' to its canonical address", () => {
    const parsed = parseCatalogQuery(new URLSearchParams("fit=50+20+145"));
    expect(parsed.fromForm).toBe(true);
    expect(serializeCatalogQuery(parsed.query).get("fit")).toBe("50-20-145");
  });

  it("keeps bad input for the field, with its message, and ignores it", () => {
    const parsed = parseCatalogQuery(new URLSearchParams("fit=50-20"));
    expect(parsed.query.fit).toBeNull();
    expect(parsed.problems).toEqual(["fit"]);
    expect(parsed.fitText).toBe("50-20");
    expect(parsed.fitMessage).toBe(FRAME_SIZE_SHAPE_MESSAGE);
  });
});
