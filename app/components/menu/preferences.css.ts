import { style } from "@vanilla-extract/css";
import { action } from "~/components/shell/header.css";
import { vars } from "~/styles/theme.css";

export const dropdown = style({ position: "relative" });

/** A header action, its symbol closer to the code. */
export const toggle = style([action, { gap: vars.space[1] }]);

export const symbol = style({ minWidth: "1ch", color: vars.color.muted, fontWeight: vars.fontWeight.semibold });

export const panel = style({
  position: "absolute",
  top: "calc(100% + 8px)",
  right: 0,
  zIndex: 30,
  minWidth: "13rem",
  padding: vars.space[2],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const panelTitle = style({
  margin: `${vars.space[1]} ${vars.space[3]} ${vars.space[2]}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const choices = style({ display: "flex", flexDirection: "column" });

export const choice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  fontSize: vars.fontSize.sm,
  textAlign: "left",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.canvas },
    "&[aria-pressed='true']": { fontWeight: vars.fontWeight.semibold, background: vars.color.accentSoft },
    "&:disabled": { cursor: "progress" },
  },
});

export const inline = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space[3] });

export const inlineTitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const inlineChoices = style({
  display: "flex",
  gap: vars.space[1],
  padding: "3px",
  borderRadius: vars.radius.pill,
  background: vars.color.canvas,
});

export const inlineChoice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  minHeight: "2.25rem",
  padding: `0 ${vars.space[3]}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&[aria-pressed='true']": { background: vars.color.surface, boxShadow: vars.shadow.sm, fontWeight: vars.fontWeight.semibold },
    "&:disabled": { cursor: "progress" },
  },
});
