import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.inkSoft });

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    "&::placeholder": { color: vars.color.muted },
    "&:hover": { borderColor: vars.color.muted },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
  },
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });
