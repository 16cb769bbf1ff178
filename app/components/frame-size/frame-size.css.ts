import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The drawings: lines in ink, measures in the accent, labels in the sans at a readable size. */
export const drawing = style({ display: "block", width: "100%", height: "auto", color: vars.color.ink, overflow: "visible" });
export const frameLine = style({ fill: "none", stroke: "currentColor", strokeWidth: 3, strokeLinecap: "round", strokeLinejoin: "round" });
export const lens = style({ fill: vars.color.accentSoft, stroke: "currentColor", strokeWidth: 3 });
export const tick = style({ fill: "none", stroke: "currentColor", strokeWidth: 1.5 });
export const measure = style({ fill: "none", stroke: vars.color.accent, strokeWidth: 1.5 });
export const label = style({ fill: vars.color.accent, fontFamily: vars.font.sans, fontSize: "13px", fontWeight: vars.fontWeight.semibold });
export const faint = style({ fill: "none", stroke: vars.color.lineStrong, strokeWidth: 1.5, strokeDasharray: "4 4" });
export const skin = style({ fill: vars.color.sand, stroke: vars.color.lineStrong, strokeWidth: 1.5 });
export const pupil = style({ fill: vars.color.ink });
export const print = style({ fill: vars.color.inkSoft, fontFamily: vars.font.sans, fontSize: "11px", letterSpacing: "0.04em" });

/** The product page's block: the size in large figures beside the drawing, the other two below. */
export const block = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[3],
  padding: vars.space[4],
  margin: `${vars.space[4]} 0`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const blockHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[3],
  flexWrap: "wrap",
});
export const blockTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.inkSoft,
});
export const size = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.xl, color: vars.color.ink, letterSpacing: "0.02em" });
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
});
export const figure = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  borderBottom: `1px dotted ${vars.color.line}`,
  paddingBottom: vars.space[1],
  whiteSpace: "nowrap",
});
export const term = style({ color: vars.color.muted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const guideLink = style({ fontSize: vars.fontSize.sm, color: vars.color.accent });
