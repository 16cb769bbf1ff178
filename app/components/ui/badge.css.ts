import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Plain class maps rather than a vanilla-extract recipe (its runtime would load on every page, decision 201). */
export const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: "0.04em",
  lineHeight: 1.6,
  whiteSpace: "nowrap",
});

export const badgeTone = styleVariants({
  neutral: { background: vars.color.sand, color: vars.color.inkSoft },
  accent: { background: vars.color.accentSoft, color: vars.color.accent },
  sale: { background: vars.color.sale, color: vars.color.onAccent },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  muted: { background: vars.color.surface, color: vars.color.muted, border: `1px solid ${vars.color.line}` },
});
