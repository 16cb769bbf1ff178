import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  width: "100%",
  maxWidth: "20rem",
  transition: `max-width ${vars.motion.base}`,
  selectors: { "&:focus-within": { maxWidth: "26rem" } },
});

export const wide = style({ maxWidth: "none", selectors: { "&:focus-within": { maxWidth: "none" } } });

export const input = style({
  width: "100%",
  minHeight: "2.5rem",
  padding: `0 2.75rem 0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.canvas,
  fontSize: vars.fontSize.sm,
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    "&::placeholder": { color: vars.color.muted },
    "&:focus": { borderColor: vars.color.ink, background: vars.color.surface, outline: "none" },
    "&::-webkit-search-cancel-button": { display: "none" },
  },
});

export const submit = style({
  position: "absolute",
  right: "4px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.inkSoft,
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.ink } },
});
