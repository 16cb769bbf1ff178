/**
 * The page-level pieces every area shares: the content page's padding and header, the small
 * uppercase eyebrow over a heading, the page title and its lead paragraph, and the panel that
 * stands in for an empty list (cart, compare, wishlist).
 */
import { style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  paddingBlock: `${vars.space[7]} ${vars.space[9]}`,
  "@media": { [media.mobile]: { paddingBlock: `${vars.space[5]} ${vars.space[8]}` } },
});

export const header = style({ maxWidth: vars.width.prose, marginBottom: vars.space[7] });

export const eyebrow = style({
  display: "block",
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.accent,
});

export const title = style({ margin: 0, fontSize: `clamp(${vars.fontSize["3xl"]}, 4vw, ${vars.fontSize["5xl"]})` });

export const lead = style({ margin: `${vars.space[4]} 0 0`, fontSize: vars.fontSize.lg, color: vars.color.inkSoft });

export const emptyPanel = style([
  recipes.card.raised,
  {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: vars.space[4],
    padding: vars.space[7],
  },
]);

export const emptyText = style({ margin: 0, color: vars.color.inkSoft });
