import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  color: vars.color.ink,
  textDecoration: "none",
  lineHeight: 1,
});

export const glyph = style({ color: vars.color.accent, flexShrink: 0 });

export const wordmark = style({ display: "flex", flexDirection: "column", gap: "3px" });

export const name = style({
  fontFamily: vars.font.serif,
  fontSize: "1.6rem",
  letterSpacing: "0.01em",
});

export const tagline = style({
  fontSize: "0.6rem",
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const compactName = style({ fontSize: "1.25rem" });
