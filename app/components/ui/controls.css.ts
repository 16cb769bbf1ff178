/** Small controls shared across areas: the round icon button and the count badge. */
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A round, borderless button holding one icon (close, heart); callers add colours. */
export const roundIconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  cursor: "pointer",
});

/** A count in a small accent pill (cart and wishlist counts, active filters). */
export const countBadge = style({
  minWidth: "1.25rem",
  height: "1.25rem",
  padding: "0 5px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: "0.7rem",
  fontWeight: vars.fontWeight.bold,
  lineHeight: "1.25rem",
  textAlign: "center",
});
