import { globalStyle, style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[4] });

export const order = style([
  recipes.card.outlined,
  {
    padding: vars.space[5],
  },
]);

export const orderHeader = style({ display: "flex", alignItems: "center", gap: vars.space[3], flexWrap: "wrap" });

export const orderTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[6]}`,
  margin: `${vars.space[3]} 0 0`,
});

export const fact = style({ display: "flex", flexDirection: "column", gap: "2px" });

globalStyle(`${fact} dt`, {
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  color: vars.color.muted,
});
globalStyle(`${fact} dd`, { margin: 0, fontSize: vars.fontSize.sm });

export const total = style({ fontWeight: vars.fontWeight.semibold });

export const itemNames = style({
  margin: `${vars.space[3]} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSoft,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

/** A list under a rule inside an order card: its lines, its returns. */
const ruledList = style({
  listStyle: "none",
  margin: `${vars.space[4]} 0 0`,
  padding: `${vars.space[3]} 0 0`,
  borderTop: `1px solid ${vars.color.line}`,
  display: "grid",
});

export const lines = style([ruledList, { gap: vars.space[3] }]);

export const line = style({
  display: "grid",
  gridTemplateColumns: "3rem minmax(0, 1fr) auto",
  gap: vars.space[3],
  alignItems: "baseline",
  fontSize: vars.fontSize.sm,
  "@media": { [media.narrow]: { gridTemplateColumns: "2.5rem minmax(0, 1fr) auto" } },
});

export const lineQuantity = style({ color: vars.color.muted, fontVariantNumeric: "tabular-nums" });

export const lineName = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });

export const lineLink = style({
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const lineOptions = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });
export const lineOption = style({ display: "block" });

export const sendLater = style({
  marginTop: vars.space[4],
  padding: vars.space[3],
  background: vars.color.sand,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});
export const sendLaterTitle = style({ margin: `0 0 ${vars.space[1]}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const lineTotal = style({ fontVariantNumeric: "tabular-nums", fontWeight: vars.fontWeight.medium });

export const orderFooter = style({ marginTop: vars.space[4], display: "flex", justifyContent: "flex-end" });

export const returns = style([ruledList, { gap: vars.space[1], fontSize: vars.fontSize.sm }]);

export const returnStatus = style({ fontWeight: vars.fontWeight.medium });

export const returnLink = style({ fontSize: vars.fontSize.sm, color: vars.color.accent, fontWeight: vars.fontWeight.medium });

export const pager = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  marginTop: vars.space[6],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
