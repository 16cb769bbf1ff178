import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const box = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.inkSoft });

export const row = style({ display: "flex", gap: vars.space[2] });

export const input = style({
  flex: 1,
  minWidth: 0,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  selectors: { "&::placeholder": { textTransform: "none", letterSpacing: 0 } },
});

export const applied = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[4]}`,
  border: `1px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
});

export const code = style({ fontWeight: vars.fontWeight.bold, letterSpacing: "0.06em" });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.accent });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
