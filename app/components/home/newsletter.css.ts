import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const block = style({ background: vars.color.accent, color: vars.color.onAccent });

export const inner = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1.3fr) auto",
  alignItems: "center",
  gap: vars.space[6],
  paddingBlock: vars.space[7],
  "@media": {
    [media.belowLaptop]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[5] },
  },
});

export const copy = style({});

export const title = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.fontSize["2xl"] });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, opacity: 0.85 });

export const offer = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[4] });

export const social = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const socialTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  opacity: 0.8,
});

export const socialList = style({ display: "flex", gap: vars.space[2], margin: 0, padding: 0, listStyle: "none" });

export const socialLink = style({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.pill,
  border: "1px solid rgba(255, 255, 255, 0.35)",
  color: "inherit",
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.12)", borderColor: vars.color.onAccent } },
});
