import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const screen = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[4],
  maxWidth: "40rem",
  padding: `${vars.space[9]} 0`,
});

export const code = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.accent,
});

export const title = style({ margin: 0, fontSize: `clamp(${vars.fontSize["3xl"]}, 5vw, ${vars.fontSize["5xl"]})` });

export const text = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.inkSoft });

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], marginTop: vars.space[3] });
