/**
 * Lens outlines of each frame shape, in millimetres, for the right-hand lens as seen from the
 * front: u grows towards the temple, v grows upwards, (0, 0) is the middle of the lens box.
 * Proportions follow real frames (a 47–54 mm lens, 30–50 mm tall).
 */
import { itemAt, wrapAt } from "@commerce/demo/lists";
import type { Point } from "./svg";

export interface FrameShape {
  key: string;
  /** Name shown in the shape filter and the shape menu. */
  name: string;
  outline: () => Point[];
}

const SAMPLES = 72;

function ellipse(a: number, b: number): Point[] {
  return Array.from({ length: SAMPLES }, (_, i) => {
    const t = (i / SAMPLES) * Math.PI * 2;
    return [a * Math.cos(t), b * Math.sin(t)] as Point;
  });
}

/** |u/a|^n + |v/b|^n = 1: a rectangle with softly curved sides, the way acetate fronts are cut. */
function superellipse(a: number, b: number, n: number): Point[] {
  return Array.from({ length: SAMPLES }, (_, i) => {
    const t = (i / SAMPLES) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    return [a * Math.sign(c) * Math.abs(c) ** (2 / n), b * Math.sign(s) * Math.abs(s) ** (2 / n)] as Point;
  });
}

/**
 * A smooth closed curve through control points (uniform Catmull-Rom), sampled densely: organic
 * shapes such as cat-eye or aviator are easiest to describe by a dozen points on their edge.
 */
function spline(controls: ReadonlyArray<readonly [number, number]>, perSegment = 7): Point[] {
  const count = controls.length;
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [wrapAt(controls, i - 1), wrapAt(controls, i), wrapAt(controls, i + 1), wrapAt(controls, i + 2)];
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (c: 0 | 1) =>
        0.5 *
        (2 * p1[c] +
          (-p0[c] + p2[c]) * t +
          (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2 +
          (-p0[c] + 3 * p1[c] - 3 * p2[c] + p3[c]) * t3);
      points.push([at(0), at(1)]);
    }
  }
  return points;
}

/** A polygon with rounded corners (quadratic corners meet the straight edges tangentially). */
function roundedPolygon(corners: ReadonlyArray<readonly [number, number]>, radius: number): Point[] {
  const points: Point[] = [];
  const count = corners.length;
  for (let i = 0; i < count; i++) {
    const [x, y] = itemAt(corners, i);
    const [px, py] = wrapAt(corners, i - 1);
    const [nx, ny] = wrapAt(corners, i + 1);
    const toPrev = Math.hypot(px - x, py - y);
    const toNext = Math.hypot(nx - x, ny - y);
    const r = Math.min(radius, toPrev / 2, toNext / 2);
    const start: Point = [x + ((px - x) / toPrev) * r, y + ((py - y) / toPrev) * r];
    const end: Point = [x + ((nx - x) / toNext) * r, y + ((ny - y) / toNext) * r];
    for (let s = 0; s <= 6; s++) {
      const t = s / 6;
      const [a, b, c] = [(1 - t) * (1 - t), 2 * (1 - t) * t, t * t];
      points.push([a * start[0] + b * x + c * end[0], a * start[1] + b * y + c * end[1]]);
    }
  }
  return points;
}

export const frameShapes = [
  { key: "round", name: "Round", outline: () => ellipse(23.5, 23) },
  { key: "oval", name: "Oval", outline: () => ellipse(26, 18.5) },
  { key: "square", name: "Square", outline: () => superellipse(25, 22.5, 4.4) },
  { key: "rectangle", name: "Rectangle", outline: () => superellipse(27, 16, 4.8) },
  {
    key: "cat-eye",
    name: "Cat-Eye",
    // The brow sweeps up to a point at the temple; the lower edge tapers towards it.
    outline: () =>
      spline([
        [-24, 6],
        [-18, 13],
        [-6, 16],
        [8, 17],
        [20, 19],
        [27.5, 21.5],
        [29.5, 17],
        [26, 6],
        [18, -6],
        [7, -14],
        [-7, -16.5],
        [-18, -12.5],
        [-23.5, -4],
      ]),
  },
  {
    key: "aviator",
    name: "Aviator",
    // Teardrop: a nearly straight brow line; the nose side runs down and out, the deepest point is under the pupil.
    outline: () =>
      spline([
        [-22, 17],
        [0, 19.5],
        [21, 19],
        [27, 15],
        [29, 3],
        [27.5, -10],
        [21, -20],
        [10, -26],
        [-2, -25],
        [-12, -18],
        [-19, -8],
        [-23, 5],
      ]),
  },
  {
    key: "browline",
    name: "Browline",
    // A straight, wide upper line over a rounded lower half.
    outline: () =>
      spline([
        [-24, 15],
        [0, 16.5],
        [23.5, 16.5],
        [27, 9],
        [25, -5],
        [17, -15.5],
        [4, -19.5],
        [-9, -18.5],
        [-19, -12],
        [-24.5, 0],
      ]),
  },
  {
    key: "geometric",
    name: "Geometric",
    outline: () =>
      roundedPolygon(
        [
          [-13, 22],
          [13, 22],
          [26, 1],
          [13, -21],
          [-13, -21],
          [-26, 1],
        ],
        6,
      ),
  },
  { key: "oversized", name: "Oversized", outline: () => superellipse(29.5, 27, 3.3) },
  {
    key: "wayfarer",
    name: "Wayfarer",
    // Trapezoid: the brow is wider than the base and rises towards the temple.
    outline: () =>
      spline([
        [-23, 15.5],
        [0, 18],
        [22, 20.5],
        [27, 17],
        [25, 3],
        [20, -11],
        [10, -17.5],
        [-6, -18],
        [-17, -13.5],
        [-22.5, -2],
      ]),
  },
] as const satisfies readonly FrameShape[];

export type FrameShapeKey = (typeof frameShapes)[number]["key"];

export function findShape(key: string): FrameShape | undefined {
  return frameShapes.find((s) => s.key === key);
}

/** Width and height of an outline, and where its top and outermost points are. */
export function outlineBounds(points: readonly Point[]) {
  const us = points.map((p) => p[0]);
  const vs = points.map((p) => p[1]);
  return { minU: Math.min(...us), maxU: Math.max(...us), minV: Math.min(...vs), maxV: Math.max(...vs) };
}
