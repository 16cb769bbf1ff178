import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const benefits = style({
  borderTop: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
});

export const benefitGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space[5],
  margin: 0,
  padding: `${vars.space[7]} 0`,
  listStyle: "none",
  "@media": {
    [media.belowMedium]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)", padding: `${vars.space[6]} 0` },
  },
});

export const benefit = style({ display: "flex", gap: vars.space[4], alignItems: "flex-start" });

export const benefitIcon = style({
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: vars.radius.pill,
  background: vars.color.sand,
  color: vars.color.accent,
});

export const benefitTitle = style({ margin: `0 0 ${vars.space[1]}`, fontFamily: vars.font.serif, fontSize: vars.fontSize.lg });
export const benefitText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const note = style({
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  fontSize: vars.fontSize.sm,
});
