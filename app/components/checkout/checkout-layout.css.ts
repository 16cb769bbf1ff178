import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const header = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.line}` });

export const headerInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  minHeight: "5rem",
  "@media": { [media.narrow]: { flexDirection: "column", justifyContent: "center", paddingBlock: vars.space[4], gap: vars.space[2] } },
});

export const login = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const footer = style({
  padding: `${vars.space[5]} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});
