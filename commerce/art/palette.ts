/**
 * The drawing vocabulary shared by the artwork and the demo catalogue: frame colours, lens tints,
 * frame builds. The seed picks from these keys and the image paths carry them, so an image can be
 * drawn from its path alone.
 */

export interface FrameColor {
  key: string;
  /** Name shown in the colour filter and the colour menu. */
  name: string;
  /** Swatch colour for the colour menu. */
  swatch: string;
  /** Shading of the frame material: lit edge, body, shadowed edge. */
  light: string;
  base: string;
  dark: string;
  /** Metals are drawn with a bright specular band; acetates with a soft sheen. */
  finish: "metal" | "acetate" | "tortoise" | "crystal";
}

export const frameColors = [
  { key: "black", name: "Black", swatch: "#1d1d1f", light: "#3b3b40", base: "#1d1d1f", dark: "#080809", finish: "acetate" },
  { key: "tortoise", name: "Tortoise", swatch: "#7a4622", light: "#b06f36", base: "#6e3c1c", dark: "#2b160a", finish: "tortoise" },
  { key: "gold", name: "Gold", swatch: "#c9a45c", light: "#f4dd9c", base: "#c49a4a", dark: "#7c5c22", finish: "metal" },
  { key: "silver", name: "Silver", swatch: "#b9bdc2", light: "#f6f7f8", base: "#b3b8be", dark: "#6e757c", finish: "metal" },
  { key: "gunmetal", name: "Gunmetal", swatch: "#55595e", light: "#9aa0a6", base: "#55595e", dark: "#2a2d30", finish: "metal" },
  { key: "crystal", name: "Crystal", swatch: "#e4e2dc", light: "#ffffff", base: "#dcdad3", dark: "#a9a69c", finish: "crystal" },
  { key: "navy", name: "Navy", swatch: "#263b63", light: "#4d6595", base: "#263b63", dark: "#111c33", finish: "acetate" },
  { key: "burgundy", name: "Burgundy", swatch: "#7a2234", light: "#a94a5c", base: "#7a2234", dark: "#3d0f19", finish: "acetate" },
  { key: "olive", name: "Olive", swatch: "#5f6b3d", light: "#8c9862", base: "#5a6638", dark: "#2c3318", finish: "acetate" },
  { key: "blush", name: "Blush", swatch: "#e3b6ae", light: "#f6dcd6", base: "#ddaba2", dark: "#a87067", finish: "crystal" },
  { key: "honey", name: "Honey", swatch: "#b8742f", light: "#e1a761", base: "#b36d28", dark: "#6a3a0f", finish: "crystal" },
  { key: "grey", name: "Grey", swatch: "#8b8f94", light: "#b9bcc0", base: "#7d8287", dark: "#45484c", finish: "acetate" },
] as const satisfies readonly FrameColor[];

export type FrameColorKey = (typeof frameColors)[number]["key"];

/** Colours a metal build can come in; acetate colours for the rest. */
export const metalColorKeys = ["gold", "silver", "gunmetal", "black"] as const satisfies readonly FrameColorKey[];
export const acetateColorKeys = [
  "black",
  "tortoise",
  "crystal",
  "navy",
  "burgundy",
  "olive",
  "blush",
  "honey",
  "grey",
] as const satisfies readonly FrameColorKey[];

export interface LensTint {
  key: string;
  name: string;
  /** Top and bottom colour of the lens, with opacities (sun lenses fade lighter towards the bottom). */
  top: readonly [string, number];
  bottom: readonly [string, number];
  /** Strength of the window reflection drawn across the lens. */
  glare: number;
  sun: boolean;
  mirror?: boolean;
}

export const lensTints = [
  { key: "clear", name: "Clear demo lenses", top: ["#e9f0f4", 0.28], bottom: ["#f6f9fb", 0.18], glare: 0.55, sun: false },
  { key: "bluelight", name: "Blue light filtering", top: ["#dfe9f7", 0.34], bottom: ["#f3f1e4", 0.22], glare: 0.6, sun: false },
  { key: "smoke", name: "Smoke grey", top: ["#2c2f33", 0.9], bottom: ["#55595e", 0.82], glare: 0.22, sun: true },
  { key: "brown", name: "Brown gradient", top: ["#4a2b17", 0.92], bottom: ["#b08358", 0.55], glare: 0.22, sun: true },
  { key: "green", name: "G-15 green", top: ["#2f3a2c", 0.9], bottom: ["#4d5a45", 0.82], glare: 0.22, sun: true },
  { key: "rose", name: "Rose gradient", top: ["#7d4a52", 0.85], bottom: ["#e7b9b5", 0.45], glare: 0.25, sun: true },
  { key: "mirror-blue", name: "Blue mirror", top: ["#1f4f8f", 0.95], bottom: ["#7fb3dd", 0.9], glare: 0.45, sun: true, mirror: true },
  { key: "mirror-silver", name: "Silver mirror", top: ["#6d7782", 0.95], bottom: ["#d9dee3", 0.92], glare: 0.5, sun: true, mirror: true },
] as const satisfies readonly LensTint[];

export type LensTintKey = (typeof lensTints)[number]["key"];

/** The camera angles product photos are drawn from. */
export const frameAngles = ["front", "angle", "side", "folded"] as const;
export type FrameAngle = (typeof frameAngles)[number];

export const angleNames: Record<FrameAngle, string> = {
  front: "front view",
  angle: "three-quarter view",
  side: "side view",
  folded: "folded",
};

export function findColor(key: string): FrameColor | undefined {
  return frameColors.find((c) => c.key === key);
}

export function findLens(key: string): LensTint | undefined {
  return lensTints.find((t) => t.key === key);
}

/** The metal a combination frame pairs with its acetate brow. */
export function companionMetal(color: FrameColor): FrameColor {
  const warm = ["tortoise", "honey", "burgundy", "olive", "blush", "gold"].includes(color.key);
  return findColor(warm ? "gold" : color.key === "black" ? "gunmetal" : "silver")!;
}
