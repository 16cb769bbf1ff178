import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const page = style({ paddingTop: vars.space[6], paddingBottom: vars.space[8] });

export const title = style({ margin: `0 0 ${vars.space[5]}`, fontSize: `clamp(${vars.fontSize["3xl"]}, 4vw, ${vars.fontSize["5xl"]})` });

/** 'Brand Index: ' and the letters. */
export const index = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space[1],
  padding: `${vars.space[3]} 0`,
  borderTop: `1px solid ${vars.color.line}`,
});

export const indexLabel = style({ marginRight: vars.space[2], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const letters = style({ display: "flex", flexWrap: "wrap", gap: vars.space[1], margin: 0, padding: 0, listStyle: "none" });

export const letter = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.25rem",
  height: "2.25rem",
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.ink, color: vars.color.surface } },
});

/** A group: its letter in a gutter on the left, its rows of brands beside it (stacked on phones). */
export const group = style({
  display: "grid",
  gridTemplateColumns: "6rem minmax(0, 1fr)",
  alignItems: "start",
  gap: vars.space[5],
  padding: `${vars.space[5]} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  scrollMarginTop: "6rem",
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[3] } },
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize["4xl"],
  lineHeight: 1,
  color: vars.color.accent,
  "@media": { [media.narrow]: { fontSize: vars.fontSize["2xl"] } },
});

export const rows = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

/** A row of four brands, each 3 of 12 columns (docs/product/catalog.md); two per row on phones. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const cell = style({
  gridColumn: "span 3",
  "@media": { [media.narrow]: { gridColumn: "span 6" } },
});

export const brand = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  textDecoration: "none",
  overflow: "hidden",
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: { "&:hover": { borderColor: vars.color.ink, boxShadow: vars.shadow.md } },
});

export const logoBox = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  height: "6rem",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.color.canvas,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const logo = style({ width: "100%", height: "100%", objectFit: "contain" });

export const brandName = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const empty = style({ color: vars.color.inkSoft });
