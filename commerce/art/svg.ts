/** Small helpers for writing SVG text by hand: number formatting, paths and the document shell (text is escaped with entities' escapeUTF8). */
import { escapeUTF8 } from "entities";
import { clampAt, wrapAt } from "@commerce/demo/lists";

export type Point = readonly [number, number];

/** Font stacks: each names the look first, then common fallbacks, so text fits on any system. */
export const fonts = {
  didone: "Didot, 'Bodoni 72', 'Bodoni MT', 'Playfair Display', Georgia, 'Times New Roman', serif",
  serif: "Baskerville, 'Libre Baskerville', Georgia, 'Times New Roman', serif",
  sans: "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif",
  geometric: "Futura, 'Century Gothic', 'Avenir Next', 'Trebuchet MS', sans-serif",
} as const;

/** One decimal is finer than a device pixel at the sizes we draw, and keeps files small. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** A polyline path; closed paths end with Z. */
export function polylinePath(points: readonly Point[], closed: boolean): string {
  const [first, ...rest] = points;
  if (!first) return "";
  return `M${num(first[0])} ${num(first[1])}${rest.map(([x, y]) => `L${num(x)} ${num(y)}`).join("")}${closed ? "Z" : ""}`;
}

/**
 * A smooth path through the points (Catmull-Rom turned into cubic Béziers), so curves look
 * round at any zoom without sampling hundreds of points.
 */
export function smoothPath(points: readonly Point[], closed: boolean): string {
  const count = points.length;
  if (count < 3) return polylinePath(points, closed);
  const at = (i: number): Point => (closed ? wrapAt(points, i) : clampAt(points, i));
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export interface SvgDocument {
  width: number;
  height: number;
  /** Accessible name of the drawing (rendered as <title>). */
  title: string;
  defs?: string;
  body: string;
}

export function svgDocument({ width, height, title, defs = "", body }: SvgDocument): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeUTF8(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>`
  );
}

/** A vertical or diagonal linear gradient from colour stops given as [offset 0..1, colour, opacity?]. */
export function linearGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
  return (
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
      )
      .join("") +
    `</linearGradient>`
  );
}

/** A Gaussian blur filter for soft shadows; the region is generous so flat ellipses are not clipped. */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-60%" y="-400%" width="220%" height="900%"><feGaussianBlur stdDeviation="${num(deviation)}"/></filter>`;
}
