/**
 * How the frame is built, which decides what is drawn: a thick acetate rim, a thin metal rim,
 * a combination (acetate brow over a metal rim), a semi-rimless brow with a nylon thread, or
 * rimless lenses held by the bridge and end pieces.
 */
export const frameBuilds = ["acetate", "metal", "combo", "semi", "rimless"] as const;
export type FrameBuild = (typeof frameBuilds)[number];
