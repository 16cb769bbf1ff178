/**
 * The rules a frame sets for its lenses and the lens material recommended by strength
 * (docs/decisions/301-rules-from-the-frame.md, docs/decisions/302-index-recommended-by-strength.md):
 * the sphere range the frame's "Prescription range" names, progressives only on a frame made for them
 * and deep enough, drill mounts (rimless) only with an impact-resistant or thin lens. Pure and free
 * of zod: the configurator's action and its page share it, each reason in the words shown.
 */
import { formatPower, type Eye } from "./prescription";

/** What the frame's attributes say about its lenses; each null when the store does not say. */
export interface FrameRx {
  /** The sphere powers the frame takes, from "Prescription range" ("-8.00 to +6.00"). */
  sphere: { min: number; max: number } | null;
  /** The range is marked "progressive" (a progressive-friendly frame), or not; null without a range. */
  progressiveFriendly: boolean | null;
  /** Lens height in mm (top to bottom of one lens). */
  lensHeight: number | null;
  /** A drill-mount frame ("Rim type": "Rimless"). */
  rimless: boolean;
}

/** The attribute names read (a real store owner adds them the same way). */
export const FRAME_RX_ATTRIBUTES = { range: "Prescription range", rim: "Rim type" } as const;

/** The shallowest lens a progressive's corridor fits in, as the shop's size guide says ("about 30 mm"). */
export const PROGRESSIVE_MIN_LENS_HEIGHT = 30;

export const frameReasons = {
  tooShallow: "This frame is too shallow for progressive lenses.",
  notProgressive: "This frame is not made for progressive lenses.",
  rimless: "Rimless frames are drilled: they need a polycarbonate, Trivex or 1.60 or thinner lens.",
  sphere: (range: { min: number; max: number }) =>
    `This frame takes a sphere from ${formatPower(range.min)} to ${formatPower(range.max)}: for a stronger prescription, choose another frame.`,
  tooThick: (name: string) => `${name} would be too thick for your prescription: choose a thinner lens.`,
};

const RANGE = /([+\-\u2212]?\d+(?:[.,]\d+)?)\s*(?:to|–|—|\.\.)\s*([+\-\u2212]?\d+(?:[.,]\d+)?)/i;
const number = (text: string) => Number(text.replace("\u2212", "-").replace(",", "."));

/** The frame's rules from its attribute rows (label and value, as the product page lists them). */
export function frameRxOf(details: readonly { label: string; value: string }[], lensHeight: number | null): FrameRx {
  const valueOf = (name: string) => details.find((row) => row.label.trim().toLowerCase() === name.toLowerCase())?.value.trim() ?? "";
  const range = valueOf(FRAME_RX_ATTRIBUTES.range);
  const match = RANGE.exec(range);
  const sphere = match
    ? { min: Math.min(number(match[1]!), number(match[2]!)), max: Math.max(number(match[1]!), number(match[2]!)) }
    : null;
  return {
    sphere: sphere && Number.isFinite(sphere.min) && Number.isFinite(sphere.max) ? sphere : null,
    progressiveFriendly: sphere ? /progressive/i.test(range) : null,
    lensHeight,
    rimless: /^rimless$/i.test(valueOf(FRAME_RX_ATTRIBUTES.rim)),
  };
}

/** Why this frame takes no progressive lenses, or null when it may. What the store does not say does not refuse. */
export function progressiveProblem(frame: FrameRx): string | null {
  if (frame.lensHeight !== null && frame.lensHeight < PROGRESSIVE_MIN_LENS_HEIGHT) return frameReasons.tooShallow;
  if (frame.progressiveFriendly === false) return frameReasons.notProgressive;
  return null;
}

/** Why this sphere does not fit the frame, or null. */
export function sphereProblem(frame: FrameRx, sphere: number): string | null {
  if (!frame.sphere || !Number.isFinite(sphere)) return null;
  return sphere < frame.sphere.min - 1e-9 || sphere > frame.sphere.max + 1e-9 ? frameReasons.sphere(frame.sphere) : null;
}

/**
 * The lens materials the shop knows, by the store's value name, thinnest last: each is optically
 * fine up to `minus` and `plus` (the strongest meridian's power either way); `impact` materials
 * are the drill-mount ones besides an index of 1.60 or more.
 */
export const LENS_MATERIALS = {
  "1.50": { index: 1.5, minus: 4, plus: 4, impact: false },
  Trivex: { index: 1.53, minus: 4, plus: 4, impact: true },
  Polycarbonate: { index: 1.59, minus: 6, plus: 6, impact: true },
  "1.60": { index: 1.6, minus: 6, plus: 6, impact: false },
  "1.67": { index: 1.67, minus: 8, plus: Infinity, impact: false },
  // Most labs do not make 1.74 in high plus: a strong plus prescription gets 1.67.
  "1.74": { index: 1.74, minus: Infinity, plus: 6, impact: false },
} as const;

export type LensMaterial = keyof typeof LENS_MATERIALS;
export const LENS_MATERIAL_NAMES = Object.keys(LENS_MATERIALS) as LensMaterial[];

export const isLensMaterial = (name: string): name is LensMaterial => Object.hasOwn(LENS_MATERIALS, name);

/** The strongest meridian's power of either eye on each side: minus 5.75 and plus 0 for R −5.00 −0.75. */
export interface Powers {
  minus: number;
  plus: number;
}

export function powersOf(eyes: { right: Eye; left: Eye }): Powers {
  const meridians = [eyes.right, eyes.left].flatMap((eye) => [eye.sphere, eye.sphere + eye.cylinder]);
  return { minus: Math.max(0, ...meridians.map((power) => -power)), plus: Math.max(0, ...meridians) };
}

/**
 * The index recommended for a strength: 1.50 to ±3.00, 1.60 to ±6.00, 1.67 to ±8.00, 1.74 beyond
 * (minus only; a stronger plus gets 1.67). Null when the strength is unknown (an uploaded
 * prescription, one sent later): the optician chooses.
 */
export function recommendedIndex(powers: Powers | null): number | null {
  if (!powers) return null;
  const strength = Math.max(powers.minus, powers.plus);
  if (strength <= 3 + 1e-9) return 1.5;
  if (strength <= 6 + 1e-9) return 1.6;
  if (strength <= 8 + 1e-9 || powers.minus <= 8 + 1e-9) return 1.67;
  return 1.74;
}

/** Why a material is not offered for this frame and prescription, or null when it is. Unknown names pass (the store's own values). */
export function materialProblem(frame: FrameRx, name: string, powers: Powers | null): string | null {
  if (!isLensMaterial(name)) return null;
  const material = LENS_MATERIALS[name];
  if (frame.rimless && !material.impact && material.index < 1.6) return frameReasons.rimless;
  if (powers && (powers.minus > material.minus + 1e-9 || powers.plus > material.plus + 1e-9)) return frameReasons.tooThick(name);
  return null;
}

/**
 * The store's lens values this frame and prescription may take, and the one recommended: the
 * thinnest needed by strength, or the first offered one thinner than that. Cheaper values that
 * are optically fine stay offered.
 */
export function offeredMaterials<T extends { name: string }>(
  frame: FrameRx,
  values: readonly T[],
  powers: Powers | null,
): { offered: T[]; recommended: T | null; refused: { value: T; reason: string }[] } {
  const offered: T[] = [];
  const refused: { value: T; reason: string }[] = [];
  for (const value of values) {
    const reason = materialProblem(frame, value.name, powers);
    if (reason) refused.push({ value, reason });
    else offered.push(value);
  }
  const wanted = recommendedIndex(powers);
  const recommended =
    wanted === null
      ? null
      : (offered
          .filter((value) => isLensMaterial(value.name) && LENS_MATERIALS[value.name].index >= wanted - 1e-9)
          .sort((a, b) => LENS_MATERIALS[a.name as LensMaterial].index - LENS_MATERIALS[b.name as LensMaterial].index)[0] ?? null);
  return { offered, recommended, refused };
}
