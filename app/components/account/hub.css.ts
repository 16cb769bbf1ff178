import { style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const tiles = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9.5rem, 1fr))",
  gap: vars.space[4],
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[3] } },
});

/** A shortcut card: icon over title and text; on phones a row (icon beside the text). */
export const tile = style([
  recipes.card.outlined,
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space[1],
    height: "100%",
    padding: vars.space[5],
    textDecoration: "none",
    transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      "&:hover": { borderColor: vars.color.lineStrong, boxShadow: vars.shadow.md, transform: "translateY(-1px)" },
    },
    "@media": {
      [media.reducedMotion]: { transition: "none" },
      [media.narrow]: {
        display: "grid",
        gridTemplateColumns: "auto 1fr",
        columnGap: vars.space[4],
        alignItems: "center",
        padding: vars.space[4],
      },
    },
  },
]);

export const tileIcon = style({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  marginBottom: vars.space[3],
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  "@media": { [media.narrow]: { gridRow: "1 / span 2", marginBottom: 0 } },
});

export const tileTitle = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const tileText = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, lineHeight: vars.lineHeight.snug });

export const section = style({ marginTop: vars.space[7] });

export const sectionHeader = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[4],
  marginBottom: vars.space[4],
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const sectionLink = style({ fontSize: vars.fontSize.sm, color: vars.color.accent, fontWeight: vars.fontWeight.medium });

export const empty = style([
  recipes.card.dashed,
  {
    padding: vars.space[6],
    textAlign: "center",
    color: vars.color.inkSoft,
  },
]);
