import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const strip = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  letterSpacing: "0.06em",
});

export const list = style({
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space[6],
  margin: 0,
  padding: `${vars.space[2]} 0`,
  listStyle: "none",
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  "@media": {
    // Phones keep only the shipping promise.
    [media.mobile]: { selectors: { "&:not(:last-child)": { display: "none" } } },
  },
});
