import { style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  maxWidth: "44rem",
  marginInline: "auto",
  paddingBlock: `${vars.space[6]} ${vars.space[9]}`,
  "@media": { [media.narrow]: { paddingBlock: `${vars.space[4]} ${vars.space[7]}` } },
});

export const crumbs = style({
  margin: `0 0 ${vars.space[6]}`,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
export const crumbLink = style({
  color: vars.color.inkSoft,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const crumbCurrent = style({ color: vars.color.ink, fontWeight: vars.fontWeight.semibold });

export const card = style([
  recipes.card.raised,
  {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: vars.space[4],
    maxWidth: "40rem",
    padding: `${vars.space[7]} ${vars.space[7]}`,
    "@media": { [media.narrow]: { padding: vars.space[5] } },
  },
]);

export const mark = style({
  display: "grid",
  placeItems: "center",
  width: "3.5rem",
  height: "3.5rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});
export const title = style({ margin: 0, fontSize: `clamp(${vars.fontSize["2xl"]}, 4vw, ${vars.fontSize["4xl"]})` });
export const text = style({ margin: 0, color: vars.color.inkSoft });
export const order = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  fontSize: vars.fontSize.sm,
});

/** The order's lines span the card (its column otherwise shrinks them to their text). */
export const lines = style({ alignSelf: "stretch", marginTop: 0 });

/** The store's total lines of an order its order API placed (decision 360). */
export const totals = style({ alignSelf: "stretch", margin: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });
export const totalRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space[4], color: vars.color.inkSoft });
export const totalValue = style({ margin: 0, color: vars.color.ink, fontWeight: vars.fontWeight.semibold });
