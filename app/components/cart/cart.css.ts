import { style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/** docs/product/cart.md: the cart thumbnails are 95px wide (4:3 like every product shot). */
export const THUMBNAIL_WIDTH = 95;

export const page = style({
  paddingBlock: `${vars.space[6]} ${vars.space[8]}`,
  "@media": { [media.mobile]: { paddingBlock: `${vars.space[5]} ${vars.space[7]}` } },
});

export const heading = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space[3],
  margin: `0 0 ${vars.space[5]}`,
  fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["4xl"]})`,
});

export const headingCount = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.md, color: vars.color.muted });

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 22rem",
  gap: vars.space[6],
  alignItems: "start",
  "@media": { [media.belowTablet]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const table = style([
  recipes.card.raised,
  {
    width: "100%",
    borderCollapse: "collapse",
    overflow: "hidden",
    "@media": { [media.mobile]: { display: "block", background: "transparent", boxShadow: "none" } },
  },
]);

export const headRow = style({
  "@media": { [media.mobile]: { display: "none" } },
});

export const headCell = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.line}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  textAlign: "left",
  color: vars.color.muted,
  selectors: { "&:first-child": { paddingLeft: vars.space[5] } },
});

export const numericHead = style([headCell, { textAlign: "right" }]);

export const body = style({ "@media": { [media.mobile]: { display: "flex", flexDirection: "column", gap: vars.space[3] } } });

export const row = style({
  transition: `opacity ${vars.motion.base}`,
  "@media": {
    [media.mobile]: {
      position: "relative",
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto minmax(0, 1fr)",
      gridTemplateAreas: `"product product product" "price quantity total"`,
      alignItems: "end",
      gap: vars.space[3],
      padding: vars.space[4],
      background: vars.color.surface,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const cell = style({
  padding: `${vars.space[4]} ${vars.space[4]}`,
  verticalAlign: "middle",
  selectors: { [`${row}:not(:last-child) > &`]: { borderBottom: `1px solid ${vars.color.line}` } },
  "@media": { [media.mobile]: { display: "block", padding: 0, border: "0 !important" } },
});

export const productCell = style([
  cell,
  { paddingLeft: vars.space[5], "@media": { [media.mobile]: { gridArea: "product", paddingLeft: 0, paddingRight: vars.space[7] } } },
]);
export const priceCell = style([
  cell,
  { whiteSpace: "nowrap", "@media": { [media.mobile]: { gridArea: "price", fontSize: vars.fontSize.sm } } },
]);
export const quantityCell = style([cell, { "@media": { [media.mobile]: { gridArea: "quantity", justifySelf: "center" } } }]);
export const totalCell = style([
  cell,
  {
    textAlign: "right",
    whiteSpace: "nowrap",
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: "tabular-nums",
    "@media": { [media.mobile]: { gridArea: "total" } },
  },
]);
export const actionCell = style([
  cell,
  {
    width: "3.5rem",
    textAlign: "right",
    "@media": { [media.mobile]: { position: "absolute", top: vars.space[3], right: vars.space[3], width: "auto" } },
  },
]);

/** Label shown before a value where the table header is hidden (phones). */
export const mobileLabel = style({
  display: "none",
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  "@media": { [media.mobile]: { display: "block" } },
});

export const product = style({ display: "flex", alignItems: "center", gap: vars.space[4], minWidth: 0 });

export const thumbnail = style({
  flex: "none",
  width: THUMBNAIL_WIDTH,
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: "#f1ede6",
});

export const productText = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });

export const brand = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const productName = style({
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

/** A line the store refused to raise (the product's `***` and how many are available). */
export const shortage = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.danger });

export const options = style({ margin: 0, padding: 0, listStyle: "none", fontSize: vars.fontSize.xs, color: vars.color.muted });

export const removeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.muted,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.saleSoft, color: vars.color.danger } },
});

export const summary = style([
  recipes.card.raised,
  {
    position: "sticky",
    top: vars.space[5],
    display: "flex",
    flexDirection: "column",
    gap: vars.space[4],
    padding: vars.space[5],
    "@media": { [media.belowTablet]: { position: "static" } },
  },
]);

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const totals = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: `${vars.space[2]} 0`, margin: 0 });

export const totalLabel = style({ margin: 0, color: vars.color.inkSoft, fontSize: vars.fontSize.sm });
export const totalValue = style({
  margin: 0,
  paddingLeft: vars.space[4],
  textAlign: "right",
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});
export const discountValue = style([totalValue, { color: vars.color.sale }]);

export const grandLabel = style({
  margin: 0,
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.line}`,
  fontWeight: vars.fontWeight.semibold,
});
export const grandValue = style([
  grandLabel,
  { paddingLeft: vars.space[4], textAlign: "right", fontSize: vars.fontSize.lg, fontVariantNumeric: "tabular-nums" },
]);

/** Totals are estimates while changes are on their way. */
export const pending = style({ opacity: 0.55 });

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const continueLink = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

/** "Edit lenses" under a line with prescription lenses: a quiet text button. */
export const editLenses = style({
  background: "none",
  border: 0,
  padding: 0,
  marginTop: vars.space[1],
  color: vars.color.accent,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  fontSize: vars.fontSize.xs,
  cursor: "pointer",
});
