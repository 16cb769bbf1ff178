import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const footer = style({
  marginTop: "auto",
  background: vars.color.ink,
  color: "#d9d5cd",
  fontSize: vars.fontSize.sm,
});

export const top = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1.4fr) repeat(4, minmax(0, 1fr))",
  gap: vars.space[6],
  padding: `${vars.space[8]} 0 ${vars.space[7]}`,
  "@media": {
    [media.belowLaptop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.narrow]: { gap: `${vars.space[6]} ${vars.space[4]}`, paddingTop: vars.space[7] },
  },
});

export const brand = style({
  maxWidth: "22rem",
  "@media": { [media.belowLaptop]: { gridColumn: "1 / -1" } },
});

export const brandName = style({
  margin: `0 0 ${vars.space[3]}`,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize["2xl"],
  color: vars.color.surface,
});

export const brandText = style({ color: "#aaa59b", lineHeight: vars.lineHeight.normal });

export const mail = style({ color: vars.color.surface });

export const columnTitle = style({
  margin: `0 0 ${vars.space[4]}`,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.surface,
});

export const links = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[2] });

export const link = style({
  color: "#c9c4ba",
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.surface, textDecoration: "underline" } },
});

export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  padding: `${vars.space[5]} 0`,
  borderTop: "1px solid rgba(255, 255, 255, 0.12)",
  color: "#9d988e",
  fontSize: vars.fontSize.xs,
});

export const copyright = style({ margin: 0 });

export const cards = style({ display: "flex", gap: vars.space[2], listStyle: "none", margin: 0, padding: 0 });

export const card = style({ display: "block", borderRadius: "4px" });
