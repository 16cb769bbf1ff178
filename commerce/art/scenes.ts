/**
 * Illustrations around the catalogue: category tiles, blog post headers and the showroom
 * facades on the contact page. Each varies deterministically with its path.
 */
import { escapeUTF8 } from "entities";
import { itemAt, wrapAt } from "@commerce/demo/lists";
import { drawFrame, describeFrame, type FrameSpec } from "./frame";
import { shapeOutline } from "./icons";
import { findColor } from "./palette";
import { fonts, svgDocument } from "./svg";

/** Mixes two #rrggbb colours (t = 0 gives a, 1 gives b). */
export function mixColor(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) * (1 - t) + channel(b, i) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const CREAM = "#f6f1e9";

/** A category tile: the category's signature frame turned three-quarters, on a ground tinted by its colour. */
export function categoryImage(spec: Omit<FrameSpec, "angle">): string {
  const frameSpec: FrameSpec = { ...spec, angle: "angle" };
  const swatch = findColor(spec.color)!.swatch;
  const ground = mixColor(CREAM, swatch, 0.16);
  const frame = drawFrame(frameSpec, { x: 90, y: 150, width: 620, height: 290 }, "cat");
  return svgDocument({
    width: 800,
    height: 600,
    title: describeFrame(frameSpec),
    defs: `<radialGradient id="ground" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${mixColor(ground, "#ffffff", 0.45)}"/><stop offset="1" stop-color="${ground}"/></radialGradient>${frame.defs}`,
    body: `<rect width="800" height="600" fill="url(#ground)"/><circle cx="400" cy="290" r="210" fill="#ffffff" fill-opacity="0.35"/>${frame.body}`,
  });
}

interface BlogScene {
  ground: string;
  accent: string;
  frames: ReadonlyArray<Omit<FrameSpec, "angle">>;
}

const blogScenes: readonly BlogScene[] = [
  { ground: "#e9e1d4", accent: "#c99f74", frames: [{ shape: "round", build: "acetate", color: "tortoise", lens: "clear" }] },
  { ground: "#dde3dc", accent: "#8fa087", frames: [{ shape: "aviator", build: "metal", color: "gold", lens: "green" }] },
  { ground: "#f0dcd6", accent: "#c07a6e", frames: [{ shape: "cat-eye", build: "acetate", color: "black", lens: "rose" }] },
  { ground: "#dfe3ea", accent: "#7d8aa3", frames: [{ shape: "rectangle", build: "metal", color: "gunmetal", lens: "bluelight" }] },
  { ground: "#ece6dc", accent: "#a88d6a", frames: [{ shape: "browline", build: "combo", color: "black", lens: "clear" }] },
  { ground: "#e3e0d3", accent: "#8a8a5c", frames: [{ shape: "wayfarer", build: "acetate", color: "olive", lens: "brown" }] },
  { ground: "#e8e2ee", accent: "#9a8fb2", frames: [{ shape: "geometric", build: "semi", color: "gold", lens: "clear" }] },
  { ground: "#f1e6d8", accent: "#d0a46a", frames: [{ shape: "oversized", build: "acetate", color: "honey", lens: "brown" }] },
];

const blogAngles: readonly FrameSpec["angle"][] = ["angle", "folded", "front"];

/** A blog post header (1200 by 675): a frame on a colour field with an arch or a sun. */
export function blogImage(n: number): string {
  const scene = wrapAt(blogScenes, n);
  const angle = wrapAt(blogAngles, Math.floor(n / blogScenes.length));
  const spec: FrameSpec = { ...itemAt(scene.frames, 0), angle };
  const frame = drawFrame(spec, { x: 260, y: 210, width: 680, height: 300 }, "blog");
  const backdrop =
    n % 2 === 0
      ? // An arch, like a shop window.
        `<path d="M420 675V300a180 180 0 0 1 360 0V675Z" fill="${scene.accent}" fill-opacity="0.35"/>`
      : // A low sun over a horizon line.
        `<circle cx="600" cy="330" r="230" fill="${scene.accent}" fill-opacity="0.3"/><line x1="0" x2="1200" y1="560" y2="560" stroke="${scene.accent}" stroke-opacity="0.5" stroke-width="2"/>`;
  return svgDocument({
    width: 1200,
    height: 675,
    title: describeFrame(spec),
    defs: frame.defs,
    body: `<rect width="1200" height="675" fill="${scene.ground}"/>${backdrop}${frame.body}`,
  });
}

interface Facade {
  wall: string;
  awning: string;
  trim: string;
}

const facades: readonly Facade[] = [
  { wall: "#d9cbb8", awning: "#2f3b46", trim: "#2a2622" },
  { wall: "#b9c4bb", awning: "#7a2234", trim: "#253029" },
  { wall: "#e6d3c3", awning: "#5a6638", trim: "#3a2a20" },
  { wall: "#c8ccd6", awning: "#b4564a", trim: "#24283a" },
];

const windowShapes = ["round", "cat-eye", "aviator", "square", "wayfarer", "oval", "browline", "geometric"] as const;
/** A showroom facade (800 by 600): awning, sign, a window of frames on shelves, a door. */
export function locationImage(n: number): string {
  const facade = wrapAt(facades, n - 1);
  const stripes = Array.from({ length: 12 }, (_, i) =>
    i % 2 === 0
      ? `<path d="M${70 + i * 55} 170h55v60q-27.5 16 -55 0Z" fill="${facade.awning}"/>`
      : `<path d="M${70 + i * 55} 170h55v60q-27.5 16 -55 0Z" fill="#f4efe6"/>`,
  ).join("");
  // Two shelves of frames in the window, a different selection for each showroom.
  const shelves = [0, 1]
    .map(
      (row) =>
        [0, 1, 2]
          .map((col) => {
            const shape = wrapAt(windowShapes, n * 3 + row * 3 + col);
            return shapeOutline(shape, { x: 112 + col * 118, y: 290 + row * 100, width: 96, height: 40 }, 3, facade.trim);
          })
          .join("") + `<rect x="100" y="${342 + row * 100}" width="370" height="6" fill="${facade.trim}" fill-opacity="0.55"/>`,
    )
    .join("");
  const body =
    `<rect width="800" height="600" fill="#eef0f1"/>` +
    `<rect x="40" y="60" width="720" height="540" fill="${facade.wall}"/>` +
    `<rect x="40" y="60" width="720" height="24" fill="${facade.trim}" fill-opacity="0.25"/>` +
    `<rect x="70" y="104" width="660" height="56" fill="${facade.trim}"/>` +
    `<text x="400" y="142" text-anchor="middle" font-family="${escapeUTF8(fonts.didone)}" font-size="30" letter-spacing="10" fill="#f4efe6">LUMEN OPTICS</text>` +
    `<rect x="70" y="160" width="660" height="12" fill="${facade.awning}"/>` +
    stripes +
    // Window with a soft reflection.
    `<rect x="90" y="262" width="390" height="268" fill="#f7f4ee" stroke="${facade.trim}" stroke-width="8"/>` +
    shelves +
    `<path d="M100 520L230 270h60L160 520Z" fill="#ffffff" fill-opacity="0.35"/>` +
    // Door with glass and a handle.
    `<rect x="540" y="262" width="170" height="300" fill="${facade.trim}"/>` +
    `<rect x="560" y="282" width="130" height="180" fill="#dfe6e8"/>` +
    `<path d="M570 450L640 290h30L600 450Z" fill="#ffffff" fill-opacity="0.4"/>` +
    `<rect x="672" y="400" width="8" height="50" rx="4" fill="#c9a45c"/>` +
    `<rect x="40" y="562" width="720" height="38" fill="#9a948b"/>` +
    // Planters either side of the door.
    `<path d="M500 520h30l-4 42h-22Z" fill="#6b5a4a"/><circle cx="515" cy="505" r="22" fill="#5f7252"/><circle cx="503" cy="492" r="14" fill="#6f8560"/>` +
    `<path d="M722 520h30l-4 42h-22Z" fill="#6b5a4a"/><circle cx="737" cy="505" r="22" fill="#5f7252"/><circle cx="748" cy="492" r="14" fill="#6f8560"/>`;
  return svgDocument({ width: 800, height: 600, title: `Lumen Optics showroom ${n}`, body });
}
