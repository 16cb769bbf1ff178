import { style } from "@vanilla-extract/css";
import { vars } from "./styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space[4],
  top: "-4rem",
  zIndex: 200,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.ink,
  color: vars.color.surface,
  selectors: { "&:focus": { top: vars.space[4] } },
});

export const minimalHeader = style({
  display: "flex",
  justifyContent: "center",
  padding: `${vars.space[5]} 0`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const main = style({ flex: 1 });
