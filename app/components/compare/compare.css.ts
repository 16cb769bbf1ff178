import { globalStyle, style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const inlineForm = style({ display: "contents" });

export const compareButton = style({
  position: "relative",
  zIndex: 2,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2rem",
  height: "2rem",
  padding: 0,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.inkSoft,
  cursor: "pointer",
  selectors: { "&:hover:not(:disabled)": { borderColor: vars.color.ink, color: vars.color.ink }, "&:disabled": { opacity: 0.5 } },
});

export const scroller = style([
  recipes.card.raised,
  {
    overflowX: "auto",
  },
]);

/** The number of products compared, set on the table: a phone's table is as wide as its columns need. */
export const COLUMNS_VAR = "--compare-columns";

export const table = style({
  width: "100%",
  minWidth: "40rem",
  borderCollapse: "collapse",
  tableLayout: "fixed",
  // On a phone every product column is wide enough for its ADD TO CART pill (the strip scrolls sideways).
  "@media": { [media.mobile]: { minWidth: `calc(7.25rem + var(${COLUMNS_VAR}, 4) * 10rem)` } },
});

export const rowHead = style({
  width: "9rem",
  padding: `${vars.space[3]} ${vars.space[4]}`,
  background: vars.color.canvas,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  textAlign: "left",
  verticalAlign: "top",
  color: vars.color.muted,
  borderBottom: `1px solid ${vars.color.line}`,
  // A row label is one word: never split it ("AVAILABI-LITY"), make room for it on a phone instead.
  overflowWrap: "normal",
  "@media": {
    [media.mobile]: {
      width: "7.25rem",
      paddingInline: vars.space[3],
      letterSpacing: "normal",
      position: "sticky",
      left: 0,
      zIndex: 1,
    },
  },
});

export const cell = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  "@media": { [media.mobile]: { paddingInline: vars.space[3] } },
  verticalAlign: "top",
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.line}`,
  borderLeft: `1px solid ${vars.color.line}`,
});

export const productName = style({
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const image = style({
  width: "100%",
  maxWidth: "14rem",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: "#f1ede6",
});

export const inStock = style({ color: vars.color.accent, fontWeight: vars.fontWeight.medium });
export const outOfStock = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: "flex", flexDirection: "column", alignItems: "stretch", gap: vars.space[2], maxWidth: "14rem" });

globalStyle(`${actions} button`, { "@media": { [media.mobile]: { paddingInline: vars.space[3] } } });
