import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const root = style({ position: "relative", width: "100%" });

/** In the header bar: a moderate box that widens while it holds the focus or shows results. */
export const bar = style({
  maxWidth: "20rem",
  transition: `max-width ${vars.motion.base}`,
  selectors: { "&:focus-within, &[data-open]": { maxWidth: "28rem" } },
});

/** In the phone's search and menu panels: the full width. */
export const panel = style({});

export const form = style({ position: "relative", display: "flex", alignItems: "center", width: "100%" });

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `0 5rem 0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.canvas,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    "&::placeholder": { color: vars.color.muted },
    // The ring is the shop's :focus-visible outline (WCAG 2.4.7); the darker border alone was too faint.
    "&:focus": { borderColor: vars.color.ink, background: vars.color.surface },
    "&::-webkit-search-cancel-button": { display: "none" },
  },
});

const iconButton = {
  position: "absolute",
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
} as const;

export const submit = style({ ...iconButton, right: "4px", selectors: { "&:hover": { color: vars.color.ink } } });

export const close = style({
  ...iconButton,
  right: "2.5rem",
  selectors: { "&:hover": { color: vars.color.ink, background: vars.color.canvas } },
});

/** Under the bar's box and at least as wide as it; in a panel it follows the box in the flow. */
export const dropdown = style({
  selectors: {
    [`${bar} &`]: {
      position: "absolute",
      top: "calc(100% + 8px)",
      left: 0,
      zIndex: 30,
      width: "max(100%, 30rem)",
      maxHeight: "min(70vh, 44rem)",
    },
    [`${panel} &`]: { marginTop: vars.space[3], maxHeight: "60vh" },
  },
});
