/**
 * A frame's size as printed inside its temple, "50-20-145" (lens width, bridge, temple length in
 * mm), read from what a shopper types for "Fits like my pair", and the window of frames that fit
 * like it (docs/decisions/248-frame-fit-search.md). Pure: loaders, components and unit tests share it.
 */
import { FIT_WINDOW, MEASURE_ATTRIBUTES } from "@config/frame-fit";

export interface FrameSize {
  lensWidth: number;
  bridge: number;
  temple: number;
}

/** The address's parameter: `?fit=50-20-145`. */
export const FIT_PARAM = "fit";

/** What makers print, and what nobody's head needs beyond: a number outside is a typing slip. */
export const FRAME_SIZE_LIMITS = {
  lensWidth: [30, 70],
  bridge: [10, 30],
  temple: [100, 170],
} as const satisfies Record<keyof FrameSize, readonly [number, number]>;

export const FRAME_SIZE_EXAMPLE = "50-20-145";
export const FRAME_SIZE_SHAPE_MESSAGE = `Enter the three numbers from inside your frame's temple, like ${FRAME_SIZE_EXAMPLE}.`;
export const FRAME_SIZE_RANGE_MESSAGE = "Those numbers are not a frame size: lens width is 30–70, bridge 10–30 and temple 100–170 mm.";

export type FrameSizeResult = { ok: true; size: FrameSize } | { ok: false; message: string };

/**
 * Three whole or half millimetre numbers apart by anything makers print between them: a dash, a
 * space, a slash, an "x" or the box of "50□20 145". Letters or a missing number are refused.
 */
const SHAPE = /^\s*(\d{2,3}(?:[.,]5)?)\s*(?:[-–—/x×□\s]\s*)(\d{1,2}(?:[.,]5)?)\s*(?:[-–—/x×□\s]\s*)(\d{2,3}(?:[.,]5)?)\s*(?:mm)?\s*$/i;

export function parseFrameSize(text: string): FrameSizeResult {
  const match = SHAPE.exec(text);
  if (!match) return { ok: false, message: FRAME_SIZE_SHAPE_MESSAGE };
  const [lensWidth, bridge, temple] = match.slice(1, 4).map((part) => Number(part!.replace(",", "."))) as [number, number, number];
  const size = { lensWidth, bridge, temple };
  const inRange = (Object.keys(FRAME_SIZE_LIMITS) as (keyof FrameSize)[]).every(
    (key) => size[key] >= FRAME_SIZE_LIMITS[key][0] && size[key] <= FRAME_SIZE_LIMITS[key][1],
  );
  return inRange ? { ok: true, size } : { ok: false, message: FRAME_SIZE_RANGE_MESSAGE };
}

/** "50-20-145", the way a frame and the address write it. */
export function formatFrameSize(size: FrameSize): string {
  return `${size.lensWidth}-${size.bridge}-${size.temple}`;
}

export interface FitWindow {
  lensWidth: readonly [number, number];
  bridge: readonly [number, number];
  temple: readonly [number, number];
}

/** The sizes that fit like `size`: ±2 mm lens width and bridge, ±5 mm temple (the API applies the same). */
export function fitWindow(size: FrameSize): FitWindow {
  const around = (key: keyof FrameSize) => [size[key] - FIT_WINDOW[key], size[key] + FIT_WINDOW[key]] as const;
  return { lensWidth: around("lensWidth"), bridge: around("bridge"), temple: around("temple") };
}

/** True when a frame of size `frame` fits like `mine`. */
export function fitsLike(mine: FrameSize, frame: FrameSize): boolean {
  const window = fitWindow(mine);
  return (Object.keys(window) as (keyof FrameSize)[]).every((key) => frame[key] >= window[key][0] && frame[key] <= window[key][1]);
}

/** "lens width 48–52 mm, bridge 18–22 mm, temple 140–150 mm". */
export function describeFitWindow(size: FrameSize): string {
  const window = fitWindow(size);
  return `lens width ${window.lensWidth.join("–")} mm, bridge ${window.bridge.join("–")} mm, temple ${window.temple.join("–")} mm`;
}

/** productsList's `fit` argument. */
export function toFitArgument(size: FrameSize): { lens_width: number; bridge: number; temple: number } {
  return { lens_width: size.lensWidth, bridge: size.bridge, temple: size.temple };
}

export interface FrameMeasurements extends FrameSize {
  lensHeight: number | null;
  frameWidth: number | null;
}

/**
 * A product's measurements from its attributes ("Lens width": ["50 mm"], …), or null unless the
 * three printed numbers are all there: a store without them shows no measurement block.
 */
export function frameMeasurements(
  attributes: readonly ({ name: string | null; options: readonly (string | null)[] | null } | null)[],
): FrameMeasurements | null {
  const millimetres = (name: string) => {
    const value = attributes.find((attribute) => attribute?.name?.trim().toLowerCase() === name.toLowerCase())?.options?.[0];
    const number = /^\s*(\d+(?:\.\d+)?)/.exec(value ?? "")?.[1];
    return number ? Number(number) : null;
  };
  const lensWidth = millimetres(MEASURE_ATTRIBUTES.lensWidth);
  const bridge = millimetres(MEASURE_ATTRIBUTES.bridge);
  const temple = millimetres(MEASURE_ATTRIBUTES.temple);
  if (lensWidth == null || bridge == null || temple == null) return null;
  return {
    lensWidth,
    bridge,
    temple,
    lensHeight: millimetres(MEASURE_ATTRIBUTES.lensHeight),
    frameWidth: millimetres(MEASURE_ATTRIBUTES.frameWidth),
  };
}

/** True when some product of a listing carries the three printed numbers: then the fit search is offered. */
export function hasFrameMeasurements(products: readonly { attributes?: Parameters<typeof frameMeasurements>[0] | null }[]): boolean {
  return products.some((product) => frameMeasurements(product.attributes ?? []) != null);
}
