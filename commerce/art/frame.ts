/**
 * Draws a pair of glasses from a small 3D model: lens outlines on a gently wrapped front, bridge,
 * end pieces, nose pads and temples, projected with perspective for each camera angle. One model
 * gives consistent front, three-quarter, side and folded views of the same frame.
 */
import { escapeUTF8 } from "entities";
import { frameBuilds, type FrameBuild } from "@commerce/demo/frames";
import { clampAt, itemAt, wrapAt } from "@commerce/demo/lists";
import { Random } from "@commerce/demo/random";
import { angleNames, companionMetal, findColor, findLens, frameAngles, type FrameAngle, type FrameColor, type LensTint } from "./palette";
import { findShape, outlineBounds } from "./shapes";
import { blurFilter, linearGradient, num, smoothPath, svgDocument, type Point } from "./svg";

export interface FrameSpec {
  shape: string;
  build: FrameBuild;
  color: string;
  lens: string;
  angle: FrameAngle;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Checks path segments against the vocabulary; null when any is unknown. */
export function parseFrameSpec(parts: { shape: string; build: string; color: string; lens: string; angle: string }): FrameSpec | null {
  const { shape, build, color, lens, angle } = parts;
  if (!findShape(shape) || !findColor(color) || !findLens(lens)) return null;
  if (!(frameBuilds as readonly string[]).includes(build) || !(frameAngles as readonly string[]).includes(angle)) return null;
  return { shape, build: build as FrameBuild, color, lens, angle: angle as FrameAngle };
}

/** A readable description of the drawing, used as its SVG title. */
export function describeFrame(spec: FrameSpec): string {
  const shape = findShape(spec.shape)!.name.toLowerCase();
  const color = findColor(spec.color)!.name.toLowerCase();
  const lens = findLens(spec.lens)!;
  return `${color} ${shape} ${lens.sun ? "sunglasses" : "glasses"}, ${angleNames[spec.angle]}`;
}

// ---------------------------------------------------------------------------------------------
// The model, in millimetres: x to the wearer's right, y up, z towards the camera.

type Vec3 = readonly [number, number, number];

interface Camera {
  yaw: number;
  pitch: number;
  foldedTemples: boolean;
}

const cameras: Record<FrameAngle, Camera> = {
  front: { yaw: 0, pitch: 6, foldedTemples: false },
  angle: { yaw: 34, pitch: 10, foldedTemples: false },
  side: { yaw: 76, pitch: 5, foldedTemples: false },
  folded: { yaw: -20, pitch: 18, foldedTemples: true },
};

/** Camera distance: a product lens at about half a metre, so perspective stays gentle. */
const CAMERA_DISTANCE = 520;
const BRIDGE_WIDTH = 18;
const TEMPLE_LENGTH = 142;

/** Thicknesses of each build's parts. */
const buildStyle: Record<FrameBuild, { rim: number; bridge: number; temple: number; brow: number; pads: boolean }> = {
  acetate: { rim: 4.6, bridge: 4.2, temple: 5.2, brow: 0, pads: false },
  metal: { rim: 1.35, bridge: 1.3, temple: 1.5, brow: 0, pads: true },
  combo: { rim: 1.2, bridge: 1.3, temple: 4.6, brow: 5.6, pads: true },
  semi: { rim: 0, bridge: 1.4, temple: 1.6, brow: 2.6, pads: true },
  rimless: { rim: 0, bridge: 1.5, temple: 1.5, brow: 0, pads: true },
};

/** Orders an outline counter-clockwise so that outward normals point away from the lens. */
function counterClockwise(points: Point[]): Point[] {
  let area = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = itemAt(points, i);
    const [x2, y2] = wrapAt(points, i + 1);
    area += x1 * y2 - x2 * y1;
  }
  return area >= 0 ? points : [...points].reverse();
}

function outwardNormals(points: readonly Point[]): Point[] {
  return points.map((_, i) => {
    const prev = clampAt(points, i - 1);
    const next = clampAt(points, i + 1);
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const length = Math.hypot(dx, dy) || 1;
    return [dy / length, -dx / length] as Point;
  });
}

/** Where the outline crosses height v on the temple side (+1) or the nose side (-1). */
function edgeAt(outline: readonly Point[], v: number, side: 1 | -1): Point {
  let best: Point | undefined;
  for (let i = 0; i < outline.length; i++) {
    const [u1, v1] = itemAt(outline, i);
    const [u2, v2] = wrapAt(outline, i + 1);
    if ((v1 - v) * (v2 - v) > 0 || v1 === v2) continue;
    const u = u1 + ((v - v1) / (v2 - v1)) * (u2 - u1);
    if (!best || side * u > side * best[0]) best = [u, v];
  }
  return best ?? itemAt(outline, 0);
}

/** The run of outline points above a height, in order along the outline (the brow of a frame). */
function upperRun(outline: readonly Point[], vCut: number): Point[] {
  const start = outline.findIndex((p, i) => p[1] < vCut && wrapAt(outline, i + 1)[1] >= vCut);
  const run: Point[] = [];
  for (let k = 1; k <= outline.length; k++) {
    const p = wrapAt(outline, start + k);
    if (p[1] < vCut) break;
    run.push(p);
  }
  return run;
}

function buildModel(shapeKey: string) {
  const outline = counterClockwise(findShape(shapeKey)!.outline());
  const bounds = outlineBounds(outline);
  const lensCenter = BRIDGE_WIDTH / 2 - bounds.minU;
  const height = bounds.maxV - bounds.minV;
  /** A point of the front: lens coordinates on one side (-1 wearer's left, +1 right), `lift` towards the camera. */
  const toFront = (side: number, u: number, v: number, lift = 0): Vec3 => {
    const x = side * (lensCenter + u);
    // A gentle base curve wraps the front back towards the temples; lenses tilt in at the bottom.
    return [x, v, -0.0011 * x * x + 0.1 * v + lift];
  };
  const hingeHeight = bounds.maxV - height * 0.27;
  const outer = edgeAt(outline, hingeHeight, 1);
  const hinge = (side: number): Vec3 => {
    const [x, y, z] = toFront(side, outer[0], outer[1]);
    return [x + side * 4.5, y, z - 5];
  };
  return {
    outline,
    bounds,
    height,
    toFront,
    hingeHeight,
    bridgeHeight: bounds.maxV - height * 0.3,
    outerAtHinge: outer,
    hinge,
    lens: (side: number) => outline.map(([u, v]) => toFront(side, u, v)),
  };
}

type FrameModel = ReturnType<typeof buildModel>;

/** The temple's centre line from the hinge: open (straight back, bending over the ear) or folded. */
function templeLine(hinge: Vec3, side: number, folded: boolean): Vec3[] {
  // [distance back, drop, outward splay]
  const profile: Array<[number, number, number]> = [
    [0, 0, 0],
    [40, -0.6, 2.5],
    [80, -1.6, 5],
    [108, -3, 6.5],
    [124, -8, 7],
    [134, -15, 7],
    [TEMPLE_LENGTH, -24, 7],
  ];
  // Folded temples turn about the hinge's vertical axis and lie behind the lenses, one over the other.
  const foldAngle = ((side > 0 ? 80 : 87) * Math.PI) / 180;
  return profile.map(([back, drop, splay]) => {
    if (!folded) return [hinge[0] + side * splay, hinge[1] + drop, hinge[2] - back] as Vec3;
    const along = back * Math.sin(foldAngle);
    const behind = back * Math.cos(foldAngle) + (side > 0 ? 4 : 9);
    return [hinge[0] - side * along, hinge[1] + drop * 0.9, hinge[2] - behind] as Vec3;
  });
}

// ---------------------------------------------------------------------------------------------
// Projection and ink

interface Projected {
  point: Point;
  /** Perspective scale at the point (1 at the front plane). */
  scale: number;
}

function projector(camera: Camera) {
  const yaw = (camera.yaw * Math.PI) / 180;
  const pitch = (camera.pitch * Math.PI) / 180;
  return ([x, y, z]: Vec3): Projected => {
    const x1 = x * Math.cos(yaw) + z * Math.sin(yaw);
    const z1 = -x * Math.sin(yaw) + z * Math.cos(yaw);
    const y2 = y * Math.cos(pitch) - z1 * Math.sin(pitch);
    const z2 = y * Math.sin(pitch) + z1 * Math.cos(pitch);
    const scale = CAMERA_DISTANCE / (CAMERA_DISTANCE - z2);
    return { point: [x1 * scale, -y2 * scale], scale };
  };
}

/** Screen mapping known once every piece is projected: canvas position and pixels per millimetre. */
interface Fit {
  at(point: Point): Point;
  k: number;
}

/** A drawable piece: its projected points (for fitting), and how to write it once the fit is known. */
interface Piece {
  points: Point[];
  write(fit: Fit): string;
}

/** Collects gradients, patterns and shared paths for one drawing, with ids unique to it. */
class Ink {
  readonly defs: string[] = [];
  private made = new Set<string>();
  private paths = 0;

  constructor(private prefix: string) {}

  private once(name: string, make: (id: string) => string): string {
    const id = `${this.prefix}-${name}`;
    if (!this.made.has(id)) {
      this.made.add(id);
      this.defs.push(make(id));
    }
    return `url(#${id})`;
  }

  /** Defines a path once so its layers can reuse it; returns the id. */
  path(d: string): string {
    const id = `${this.prefix}-p${this.paths++}`;
    this.defs.push(`<path id="${id}" d="${d}"/>`);
    return id;
  }

  /** The frame material: a gradient across the part, or tortoiseshell. */
  material(color: FrameColor): string {
    if (color.finish === "tortoise") return this.once(color.key, (id) => tortoisePattern(id, color));
    if (color.finish === "metal")
      return this.once(color.key, (id) =>
        linearGradient(id, [
          [0, color.dark],
          [0.3, color.light],
          [0.55, color.base],
          [1, color.dark],
        ]),
      );
    return this.once(color.key, (id) =>
      linearGradient(id, [
        [0, color.light],
        [0.35, color.base],
        [1, color.dark],
      ]),
    );
  }

  /** A light-to-shadow overlay that gives flat colours some volume. */
  shade(): string {
    return this.once("shade", (id) =>
      linearGradient(id, [
        [0, "#ffffff", 0.16],
        [0.45, "#ffffff", 0],
        [1, "#000000", 0.3],
      ]),
    );
  }

  /** The bright edge along the top of a polished part, fading out downwards. */
  sheen(): string {
    return this.once("sheen", (id) =>
      linearGradient(id, [
        [0, "#ffffff", 0.55],
        [0.3, "#ffffff", 0.12],
        [0.5, "#ffffff", 0],
      ]),
    );
  }

  gradient(
    name: string,
    stops: ReadonlyArray<readonly [number, string, number?]>,
    direction?: Parameters<typeof linearGradient>[2],
  ): string {
    return this.once(name, (id) => linearGradient(id, stops, direction));
  }

  blur(name: string, deviation: number): string {
    return this.once(name, (id) => blurFilter(id, deviation));
  }

  raw(def: string): void {
    this.defs.push(def);
  }
}

/** Tortoiseshell: amber mottled with dark brown, softened, the same on every frame. */
function tortoisePattern(id: string, color: FrameColor): string {
  const random = new Random("tortoise");
  const next = () => random.next();
  const size = 120;
  const spots: string[] = [];
  const tones: Array<[string, number]> = [
    [color.dark, 0.85],
    ["#c98a45", 0.75],
    [color.dark, 0.7],
    [color.light, 0.6],
    ["#1c0e06", 0.7],
  ];
  for (let i = 0; i < 34; i++) {
    const [fill, opacity] = wrapAt(tones, i);
    const x = next() * size;
    const y = next() * size;
    const spot = `rx="${num(5 + next() * 13)}" ry="${num(3 + next() * 7)}" transform="rotate(${Math.round(next() * 180)} ${num(x)} ${num(y)})" fill="${fill}" fill-opacity="${opacity}"`;
    // Repeat spots near an edge on the other side so the tiles join without seams.
    for (const [dx, dy] of [
      [0, 0],
      [size, 0],
      [-size, 0],
      [0, size],
      [0, -size],
    ] as const) {
      spots.push(`<ellipse cx="${num(x + dx)}" cy="${num(y + dy)}" ${spot}/>`);
    }
  }
  return (
    `<filter id="${id}-soft" x="0" y="0" width="1" height="1"><feGaussianBlur stdDeviation="2.2"/></filter>` +
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="${color.base}"/><g filter="url(#${id}-soft)">${spots.join("")}</g></pattern>`
  );
}

// ---------------------------------------------------------------------------------------------
// Pieces

interface Drawing {
  spec: FrameSpec;
  model: FrameModel;
  project: (p: Vec3) => Projected;
  ink: Ink;
  color: FrameColor;
  lens: LensTint;
  /** The metal of bridges, pads and end pieces (the frame colour unless it is a combination frame). */
  metal: FrameColor;
  style: (typeof buildStyle)[FrameBuild];
}

const averageScale = (ps: Projected[]) => ps.reduce((sum, p) => sum + p.scale, 0) / ps.length;

/** A line of frame material (rim, bridge, wire), drawn as edge, body, shading and top sheen. */
function materialLine(draw: Drawing, points3: Vec3[], widthMm: number, material: FrameColor, closed: boolean): Piece {
  const ps = points3.map(draw.project);
  const points = ps.map((p) => p.point);
  return {
    points,
    write(fit) {
      const id = draw.ink.path(smoothPath(points.map(fit.at), closed));
      const w = widthMm * fit.k * averageScale(ps);
      const common = `fill="none" stroke-linejoin="round"${closed ? "" : ` stroke-linecap="round"`}`;
      const edgeOpacity = material.finish === "crystal" ? 0.75 : 0.55;
      let out = `<use href="#${id}" ${common} stroke="${material.dark}" stroke-opacity="${edgeOpacity}" stroke-width="${num(w + Math.max(0.9, w * 0.14))}"/>`;
      out += `<use href="#${id}" ${common} stroke="${draw.ink.material(material)}" stroke-width="${num(w)}"${material.finish === "crystal" ? ` stroke-opacity="0.8"` : ""}/>`;
      if (material.finish !== "metal") out += `<use href="#${id}" ${common} stroke="${draw.ink.shade()}" stroke-width="${num(w)}"/>`;
      if (w > 2.5)
        out += `<use href="#${id}" ${common} stroke="${draw.ink.sheen()}" stroke-width="${num(w * 0.14)}" transform="translate(0 ${num(-w * 0.22)})"/>`;
      return out;
    },
  };
}

/** A band of material between two edges (brows, end pieces, temples), filled and shaded. */
function materialBand(draw: Drawing, edgeA: Vec3[], edgeB: Vec3[], material: FrameColor): Piece {
  const pa = edgeA.map((p) => draw.project(p).point);
  const pb = edgeB.map((p) => draw.project(p).point).reverse();
  return {
    points: [...pa, ...pb],
    write(fit) {
      const a = smoothPath(pa.map(fit.at), false);
      const b = smoothPath(pb.map(fit.at), false);
      const id = draw.ink.path(`${a}L${b.slice(1)}Z`);
      let out = `<use href="#${id}" fill="${draw.ink.material(material)}" stroke="${material.dark}" stroke-opacity="0.5" stroke-width="0.8" stroke-linejoin="round"/>`;
      if (material.finish !== "metal") out += `<use href="#${id}" fill="${draw.ink.shade()}"/>`;
      return out;
    },
  };
}

function lensPiece(draw: Drawing, side: number): Piece {
  const { model, project, ink, lens, spec } = draw;
  const ps = model.lens(side).map(project);
  const points = ps.map((p) => p.point);
  // Window reflections: two slanted bands in the lens plane, clipped to the lens.
  const glare = (
    [
      [-16, -7],
      [-3, 0.5],
    ] as const
  ).map(([from, to]) =>
    (
      [
        [from + 14, 40],
        [to + 14, 40],
        [to - 14, -40],
        [from - 14, -40],
      ] as const
    ).map(([u, v]) => project(model.toFront(side, side < 0 ? -u : u, v, 0.2)).point),
  );
  return {
    points,
    write(fit) {
      const id = ink.path(smoothPath(points.map(fit.at), true));
      const tint = ink.gradient(`tint-${lens.key}`, [
        [0, lens.top[0], lens.top[1]],
        [1, lens.bottom[0], lens.bottom[1]],
      ]);
      ink.raw(`<clipPath id="${id}-clip"><use href="#${id}"/></clipPath>`);
      let out = `<use href="#${id}" fill="${tint}"/>`;
      if (lens.mirror) {
        const flash = ink.gradient(
          "mirror",
          [
            [0, "#ffffff", 0],
            [0.5, "#ffffff", 0.35],
            [1, "#ffffff", 0],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        );
        out += `<use href="#${id}" fill="${flash}"/>`;
      }
      out += `<g clip-path="url(#${id}-clip)" fill="#ffffff">`;
      glare.forEach((band, i) => {
        out += `<path d="${smoothPath(band.map(fit.at), true)}" fill-opacity="${Math.round(lens.glare * (i === 0 ? 50 : 32)) / 100}"/>`;
      });
      out += `</g>`;
      if (spec.build === "rimless" || spec.build === "semi") {
        // Uncut lens edges catch the light: a fine bright line with a grey inner edge.
        out += `<use href="#${id}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="1.8"/><use href="#${id}" fill="none" stroke="#6f787e" stroke-opacity="0.5" stroke-width="0.7"/>`;
      }
      return out;
    },
  };
}

function rimPieces(draw: Drawing, side: number): Piece[] {
  const { spec, model, style, color, metal } = draw;
  const lens3 = model.lens(side);
  if (spec.build === "acetate" || spec.build === "metal") return [materialLine(draw, lens3, style.rim, color, true)];
  if (spec.build === "rimless") return [];
  // Brow (combination and semi-rimless): a band over the upper part of the lens, thickest on top.
  const { minV, maxV } = model.bounds;
  const run = upperRun(model.outline, minV + (maxV - minV) * (spec.build === "combo" ? 0.5 : 0.45));
  const normals = outwardNormals(run);
  const edgeIn: Vec3[] = [];
  const edgeOut: Vec3[] = [];
  run.forEach(([u, v], i) => {
    const t = run.length > 1 ? i / (run.length - 1) : 0.5;
    const w = style.brow * (0.4 + 0.6 * Math.sin(Math.PI * t) ** 0.5);
    const [nu, nv] = itemAt(normals, i);
    edgeIn.push(model.toFront(side, u - nu * 0.9, v - nv * 0.9, 0.6));
    edgeOut.push(model.toFront(side, u + nu * w, v + nv * w, 0.6));
  });
  const lower = spec.build === "combo" ? materialLine(draw, lens3, style.rim, metal, true) : threadPiece(draw, lens3);
  return [lower, materialBand(draw, edgeIn, edgeOut, spec.build === "combo" ? color : metal)];
}

/** The nylon thread under a semi-rimless lens. */
function threadPiece(draw: Drawing, lens3: Vec3[]): Piece {
  const points = lens3.map((p) => draw.project(p).point);
  return {
    points,
    write: (fit) =>
      `<path d="${smoothPath(points.map(fit.at), true)}" fill="none" stroke="#8f989d" stroke-opacity="0.75" stroke-width="1"/>`,
  };
}

function bridgePieces(draw: Drawing): Piece[] {
  const { spec, model, style, color, metal } = draw;
  const inner = edgeAt(model.outline, model.bridgeHeight, -1);
  const innerX = model.toFront(1, inner[0], inner[1])[0];
  const arch = spec.build === "acetate" ? 3.2 : 4.5;
  const frontZ = (x: number) => 1.8 - 0.0011 * x * x;
  const line: Vec3[] = Array.from({ length: 11 }, (_, i) => {
    const x = -innerX + (2 * innerX * i) / 10;
    const t = x / innerX;
    return [x, model.bridgeHeight + arch * (1 - t * t), frontZ(x)];
  });
  const pieces = [materialLine(draw, line, style.bridge, spec.build === "acetate" ? color : metal, false)];
  if (spec.shape === "aviator") {
    // The aviator's straight brow bar, from one lens top to the other.
    const top = model.bounds.maxV - 2.5;
    const x0 = model.toFront(1, edgeAt(model.outline, top, -1)[0] + 7, top)[0];
    const bar: Vec3[] = [-1, -0.5, 0, 0.5, 1].map((t) => [t * x0, top + 0.8 * (1 - t * t), frontZ(t * x0)]);
    pieces.push(materialLine(draw, bar, style.bridge * 0.9, metal, false));
  }
  return pieces;
}

function padPieces(draw: Drawing, side: number): Piece[] {
  const { model, style, metal, project } = draw;
  if (!style.pads) return [];
  const { minV } = model.bounds;
  const armStart = edgeAt(model.outline, minV + model.height * 0.55, -1);
  const start = model.toFront(side, armStart[0], armStart[1]);
  const pad: Vec3 = [side * (BRIDGE_WIDTH / 2 - 1.2), minV + model.height * 0.3, -8];
  const arm = materialLine(draw, [start, [start[0] - side * 1.5, start[1] - 3, -4], [pad[0], pad[1] + 3, pad[2]]], 0.8, metal, false);
  const outline = Array.from({ length: 16 }, (_, i) => {
    const t = (i / 16) * Math.PI * 2;
    return project([pad[0] + 2.3 * Math.cos(t), pad[1] + 4.2 * Math.sin(t), pad[2] + side * 1.2 * Math.cos(t)]).point;
  });
  return [
    arm,
    {
      points: outline,
      write: (fit) =>
        `<path d="${smoothPath(outline.map(fit.at), true)}" fill="#eef3f4" fill-opacity="0.75" stroke="#a3adb2" stroke-width="0.8"/>`,
    },
  ];
}

/** The block joining rim and temple, with an acetate frame's two rivets. */
function endPieces(draw: Drawing, side: number): Piece[] {
  const { spec, model, color, metal, project } = draw;
  const hinge = model.hinge(side);
  const [u, v] = model.outerAtHinge;
  const half = spec.build === "acetate" ? 2.8 : 1.3;
  const material = spec.build === "acetate" ? color : metal;
  const from = (dv: number) => model.toFront(side, u - 1.5, v + dv, 0.4);
  const to = (dv: number): Vec3 => [hinge[0], hinge[1] + dv, hinge[2]];
  const middle = (dv: number): Vec3 => {
    const [x1, y1, z1] = from(dv);
    const [x2, y2, z2] = to(dv);
    return [(x1 + x2) / 2 + side * 0.8, (y1 + y2) / 2, (z1 + z2) / 2 + 0.8];
  };
  const pieces = [materialBand(draw, [from(half), middle(half), to(half)], [from(-half), middle(-half), to(-half)], material)];
  if (spec.build === "acetate") {
    const rivets = [-1.25, 1.25].map((dv) => project(model.toFront(side, u - 3, v + dv, 1.6)));
    pieces.push({
      points: rivets.map((r) => r.point),
      write: (fit) =>
        rivets
          .map((r) => {
            const [x, y] = fit.at(r.point);
            return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(Math.max(0.8, 0.5 * fit.k * r.scale))}" fill="#ece8df" stroke="#8f8a80" stroke-width="0.4"/>`;
          })
          .join(""),
    });
  }
  return pieces;
}

function templePieces(draw: Drawing, side: number, folded: boolean): Piece[] {
  const { spec, model, style, color, metal } = draw;
  const line = templeLine(model.hinge(side), side, folded);
  const acetateTemple = spec.build === "acetate" || spec.build === "combo";
  // Metal temples end in acetate tips: tortoise with gold, black with the cool metals.
  const tipColor = acetateTemple ? color : findColor(metal.key === "gold" ? "tortoise" : "black")!;
  /** Edges a band of the given thickness above and below the centre line, over part of its length. */
  const band = (from: number, thickness: (t: number) => number) => {
    const edgeA: Vec3[] = [];
    const edgeB: Vec3[] = [];
    line.forEach(([x, y, z], i) => {
      const t = i / (line.length - 1);
      if (t < from - 1e-9) return;
      const prev = clampAt(line, i - 1);
      const next = clampAt(line, i + 1);
      const [dx, dy, dz] = [next[0] - prev[0], next[1] - prev[1], next[2] - prev[2]];
      const length = Math.hypot(dx, dy, dz) || 1;
      const horizontal = Math.hypot(dx, dz) || 1;
      // The temple's up-vector: perpendicular to its direction, in the vertical plane it bends in.
      const up: Vec3 = [(-dy / length) * (dx / horizontal), horizontal / length, (-dy / length) * (dz / horizontal)];
      const h = thickness(t) / 2;
      edgeA.push([x + up[0] * h, y + up[1] * h, z + up[2] * h]);
      edgeB.push([x - up[0] * h, y - up[1] * h, z - up[2] * h]);
    });
    return [edgeA, edgeB] as const;
  };
  // Seen end-on (from the front) a band has no width: a line along the centre gives the temple its body.
  const core = materialLine(draw, line, acetateTemple ? 2 : 1.1, acetateTemple ? color : metal, false);
  if (acetateTemple) {
    const [a, b] = band(0, (t) => style.temple * (1 - 0.32 * t));
    return [core, materialBand(draw, a, b, color)];
  }
  const [wireA, wireB] = band(0, () => style.temple);
  const [tipA, tipB] = band(4 / 6, (t) => 3.2 + 0.6 * t);
  return [core, materialBand(draw, wireA, wireB, metal), materialBand(draw, tipA, tipB, tipColor)];
}

// ---------------------------------------------------------------------------------------------
// The drawing

export interface FrameDrawing {
  defs: string;
  body: string;
  /** Where the frame landed, in canvas pixels (for placing text around it). */
  bounds: Box;
}

/**
 * Draws the frame fitted into `box` (canvas pixels), with a soft contact shadow under it.
 * `idPrefix` keeps ids unique when several drawings share one SVG.
 */
export function drawFrame(spec: FrameSpec, box: Box, idPrefix = "f"): FrameDrawing {
  const color = findColor(spec.color)!;
  const camera = cameras[spec.angle];
  const draw: Drawing = {
    spec,
    model: buildModel(spec.shape),
    project: projector(camera),
    ink: new Ink(idPrefix),
    color,
    lens: findLens(spec.lens)!,
    metal: spec.build === "combo" ? companionMetal(color) : color,
    style: buildStyle[spec.build],
  };

  // Painter's order, far to near. Turned frames put the far side's parts behind the near side's;
  // temples seen from the front or folded lie behind the whole front.
  const near = camera.yaw > 0 ? -1 : 1;
  const far = -near;
  const temples = (side: number) => templePieces(draw, side, camera.foldedTemples);
  const front = (side: number) => [...padPieces(draw, side), lensPiece(draw, side), ...rimPieces(draw, side), ...endPieces(draw, side)];
  const ordered: Piece[] =
    camera.foldedTemples || Math.abs(camera.yaw) < 10
      ? [...temples(far), ...temples(near), ...front(far), ...bridgePieces(draw), ...front(near)]
      : [...temples(far), ...front(far), ...bridgePieces(draw), ...temples(near), ...front(near)];

  // Fit the projection into the box, centred, keeping its proportions.
  const all = ordered.flatMap((piece) => piece.points);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min(box.width / (maxX - minX), box.height / (maxY - minY));
  const offsetX = box.x + (box.width - (maxX - minX) * k) / 2 - minX * k;
  const offsetY = box.y + (box.height - (maxY - minY) * k) / 2 - minY * k;
  const fit: Fit = { k, at: ([x, y]) => [x * k + offsetX, y * k + offsetY] };

  const body = ordered.map((piece) => piece.write(fit)).join("");
  const bounds = { x: minX * k + offsetX, y: minY * k + offsetY, width: (maxX - minX) * k, height: (maxY - minY) * k };
  const shadow = contactShadow(draw.ink, bounds);
  return {
    defs: draw.ink.defs.join(""),
    body: `<g aria-label="${escapeUTF8(describeFrame(spec))}">${shadow}${body}</g>`,
    bounds,
  };
}

/** A wide soft shadow and a tighter darker one, as under an object resting on a table. */
function contactShadow(ink: Ink, bounds: Box): string {
  const cx = bounds.x + bounds.width / 2;
  const cy = bounds.y + bounds.height + Math.max(8, bounds.height * 0.06);
  const wide = ink.blur("shadow-wide", Math.max(6, bounds.width * 0.025));
  const close = ink.blur("shadow-near", 3);
  return (
    `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(bounds.width * 0.46)}" ry="${num(Math.max(6, bounds.height * 0.05))}" fill="#3a3026" fill-opacity="0.16" filter="${wide}"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(cy - 2)}" rx="${num(bounds.width * 0.3)}" ry="${num(Math.max(2.5, bounds.height * 0.018))}" fill="#2a221b" fill-opacity="0.12" filter="${close}"/>`
  );
}

/** The studio backdrop of product photos: warm off-white, lighter behind the frame. */
export function studioBackdrop(id: string): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#faf8f4"/><stop offset="0.7" stop-color="#f1ede6"/><stop offset="1" stop-color="#e6e0d6"/></radialGradient>`;
}

/** A product photo: the frame on a soft studio backdrop, 800 by 600. */
export function frameImage(spec: FrameSpec): string {
  const width = 800;
  const height = 600;
  const frame = drawFrame(spec, { x: 70, y: 120, width: 660, height: 330 });
  return svgDocument({
    width,
    height,
    title: describeFrame(spec),
    defs: studioBackdrop("studio") + frame.defs,
    body: `<rect width="${width}" height="${height}" fill="url(#studio)"/>${frame.body}`,
  });
}
