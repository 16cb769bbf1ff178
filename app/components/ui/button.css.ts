import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * The button styles: a base, a variant, a size and block. Plain class maps rather than a
 * vanilla-extract recipe, whose runtime every page would load (decision 201); `buttonClass` picks.
 */
export const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  border: "1px solid transparent",
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: "0.02em",
  textDecoration: "none",
  cursor: "pointer",
  whiteSpace: "nowrap",
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.45, cursor: "not-allowed", pointerEvents: "none" },
  },
});

export const buttonVariant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { "&:hover": { background: vars.color.accentHover } },
  },
  dark: {
    background: vars.color.ink,
    color: vars.color.surface,
    selectors: { "&:hover": { background: vars.color.inkSoft } },
  },
  light: {
    background: vars.color.surface,
    color: vars.color.ink,
    selectors: { "&:hover": { background: vars.color.sand } },
  },
  outline: {
    background: "transparent",
    color: vars.color.ink,
    borderColor: vars.color.lineStrong,
    selectors: { "&:hover": { borderColor: vars.color.ink } },
  },
  ghost: {
    background: "transparent",
    color: vars.color.ink,
    selectors: { "&:hover": { background: vars.color.sand } },
  },
});

export const buttonSize = styleVariants({
  sm: { padding: `${vars.space[1]} ${vars.space[3]}`, fontSize: vars.fontSize.sm, minHeight: "2rem" },
  md: { padding: `${vars.space[2]} ${vars.space[5]}`, fontSize: vars.fontSize.sm, minHeight: "2.75rem" },
  lg: { padding: `${vars.space[3]} ${vars.space[6]}`, fontSize: vars.fontSize.md, minHeight: "3.25rem" },
});

export const buttonBlock = style({ width: "100%" });
