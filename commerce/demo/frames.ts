/** Facts about the shop's frames: how they are built (drawn by art/, planned by the seed) and what they are made of. */

/**
 * How the frame is built, which decides what is drawn: a thick acetate rim, a thin metal rim,
 * a combination (acetate brow over a metal rim), a semi-rimless brow with a nylon thread, or
 * rimless lenses held by the bridge and end pieces.
 */
export const frameBuilds = ["acetate", "metal", "combo", "semi", "rimless"] as const;
export type FrameBuild = (typeof frameBuilds)[number];

/** What a frame is made of: a filter group of the catalogue and a line of its product copy. */
export const materials = ["Acetate", "Bio-acetate", "TR-90", "Metal", "Titanium", "Stainless steel", "Mixed materials"] as const;
export type Material = (typeof materials)[number];
