import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const hero = style({ position: "relative", background: vars.color.sand });

export const slide = style({ width: "100%" });

/**
 * Banners are finished artwork (their own headline and button, text on the left): shown whole on
 * wide screens, cropped to their left part on phones so the text stays readable.
 */
export const banner = style({
  display: "block",
  aspectRatio: "5 / 2",
  maxHeight: "600px",
  width: "100%",
  overflow: "hidden",
  "@media": { [media.mobile]: { aspectRatio: "4 / 3" } },
});

export const bannerImage = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  objectPosition: "left center",
});

export const controls = style({
  position: "absolute",
  left: 0,
  right: 0,
  bottom: vars.space[4],
  pointerEvents: "none",
});

export const controlsInner = style({ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: vars.space[4] });

export const controlGroup = style({ pointerEvents: "auto" });

/** The sale promise under the banners: always there, also when no banner loaded. */
export const band = style({ background: vars.color.ink, color: vars.color.surface });

export const bandInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[5],
  paddingBlock: vars.space[5],
  "@media": {
    [media.mobile]: { flexDirection: "column", alignItems: "flex-start", gap: vars.space[4], paddingBlock: vars.space[6] },
  },
});

export const bandCopy = style({ display: "flex", alignItems: "baseline", flexWrap: "wrap", gap: `${vars.space[2]} ${vars.space[5]}` });

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: "#c9c4ba",
});

export const headline = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: `clamp(${vars.fontSize["2xl"]}, 3.2vw, ${vars.fontSize["4xl"]})`,
  lineHeight: 1.05,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: "#aaa59b",
  "@media": { "screen and (max-width: 1099px)": { display: "none" } },
});
