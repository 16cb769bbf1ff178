import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Above the tile's whole-card link (its ::after covers the tile). */
export const actions = style({
  position: "relative",
  zIndex: 2,
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  marginTop: "auto",
  paddingTop: vars.space[3],
});

export const add = style({ flex: 1, minWidth: 0 });

export const heart = style({ position: "absolute", top: vars.space[2], right: vars.space[2] });
