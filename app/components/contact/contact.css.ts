import { globalStyle, style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

// Shared page pieces, under the names this area's components use.
export { page, header, eyebrow, title, lead } from "~/components/ui/page.css";

export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)",
  gap: vars.space[6],
  alignItems: "start",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const card = style([
  recipes.card.outlined,
  {
    padding: vars.space[6],
    "@media": { [media.narrow]: { padding: vars.space[5] } },
  },
]);

export const details = style({ background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent });

export const cardTitle = style({ fontSize: vars.fontSize["2xl"], marginBottom: vars.space[5] });

export const facts = style({ display: "flex", flexDirection: "column", gap: vars.space[5], margin: 0 });

export const factLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  opacity: 0.7,
});

export const factValue = style({ margin: 0, whiteSpace: "pre-line" });
globalStyle(`${factValue} a`, { color: "inherit" });

export const note = style({
  margin: `${vars.space[6]} 0 0`,
  paddingTop: vars.space[5],
  borderTop: "1px solid rgba(255, 255, 255, 0.2)",
  fontSize: vars.fontSize.sm,
  opacity: 0.85,
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const formRow = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[4],
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

/* Locations */

export const locations = style({ marginTop: vars.space[8] });

export const locationsTitle = style({
  fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["3xl"]})`,
  marginBottom: vars.space[5],
});

export const locationGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.belowLaptop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});

export const location = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  height: "100%",
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSoft,
});

export const locationImage = style({
  width: "100%",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  marginBottom: vars.space[2],
});

export const locationAddress = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.snug,
});

export const locationLine = style({ margin: 0 });
