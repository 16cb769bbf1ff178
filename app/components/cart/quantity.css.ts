import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const control = style({
  display: "inline-flex",
  alignItems: "stretch",
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  overflow: "hidden",
});

export const size = styleVariants({
  md: { height: "2.5rem" },
  sm: { height: "2.125rem" },
});

export const step = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  padding: 0,
  border: 0,
  background: "transparent",
  color: vars.color.ink,
  cursor: "pointer",
  transition: `background ${vars.motion.fast}`,
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.canvas },
    "&:disabled": { color: vars.color.lineStrong, cursor: "not-allowed" },
  },
});

export const input = style({
  width: "2.75rem",
  padding: 0,
  border: 0,
  borderInline: `1px solid ${vars.color.line}`,
  background: "transparent",
  textAlign: "center",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
  MozAppearance: "textfield",
  selectors: {
    "&::-webkit-outer-spin-button, &::-webkit-inner-spin-button": { WebkitAppearance: "none", margin: 0 },
    "&:focus-visible": { outlineOffset: "-2px" },
    // A quantity the store refused (the line says how many are available).
    '&[aria-invalid="true"]': { color: vars.color.danger, background: vars.color.saleSoft },
  },
});
