import { globalStyle, style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/** Two columns: the step on the left, the order summary on a sand panel to the right. */
export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(20rem, 26rem)",
  gap: vars.space[7],
  alignItems: "start",
  paddingBlock: `${vars.space[6]} ${vars.space[8]}`,
  "@media": {
    [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[5] },
    [media.narrow]: { paddingBlock: `${vars.space[4]} ${vars.space[7]}` },
  },
});

export const main = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  minWidth: 0,
  gridColumn: 1,
  gridRow: 1,
  // One column: the (folded) summary comes first, as in the markup.
  "@media": { [media.mobile]: { gridRow: "auto" } },
});

export const aside = style({
  gridColumn: 2,
  gridRow: 1,
  position: "sticky",
  top: vars.space[5],
  "@media": { [media.mobile]: { gridColumn: 1, gridRow: "auto", position: "static" } },
});

export const title = style({ margin: 0, fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["3xl"]})` });

export const steps = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});
export const stepItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space[2], color: vars.color.muted });
export const stepSeparator = style({ color: vars.color.lineStrong });
export const stepLink = style({
  color: vars.color.inkSoft,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const stepCurrent = style({ color: vars.color.ink, fontWeight: vars.fontWeight.semibold });

export const card = style([
  recipes.card.raised,
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space[4],
    padding: vars.space[5],
    "@media": { [media.narrow]: { padding: vars.space[4] } },
  },
]);

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[4],
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  "@media": { [media.narrow]: { flexDirection: "column-reverse", alignItems: "stretch" } },
});

export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSoft,
  justifyContent: "center",
});

export const methods = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const method = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[4]}`,
  cursor: "pointer",
  background: vars.color.surface,
  selectors: {
    "&:not(:last-child)": { borderBottom: `1px solid ${vars.color.line}` },
    "&:has(input:checked)": { background: vars.color.accentSoft },
  },
});

export const methodName = style({ flex: 1 });
export const radio = style({ width: "1.125rem", height: "1.125rem", margin: 0, accentColor: vars.color.accent });

export const review = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const reviewLabel = style({ padding: `${vars.space[3]} ${vars.space[4]}`, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const reviewValue = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[2]}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});
export const reviewChange = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  fontSize: vars.fontSize.sm,
  textAlign: "right",
});
globalStyle(`${review} > :nth-child(n+4)`, { borderTop: `1px solid ${vars.color.line}` });

export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const fieldset = style({ margin: 0, padding: 0, border: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });
export const legend = style({ padding: 0, marginBottom: vars.space[3] });
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
export const optional = style({ color: vars.color.muted, fontWeight: vars.fontWeight.regular });

/** Step 3 when the store's own checkout takes the order (decision 222): a plain note and what it will charge. */
export const handoverText = style({ margin: 0, color: vars.color.inkSoft, lineHeight: vars.lineHeight.normal });
export const handoverNote = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
});
export const handoverTotal = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[3],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.line}`,
});
export const handoverTotalLabel = style({ color: vars.color.inkSoft });
export const handoverTotalValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });
export const handoverSecure = style({
  margin: 0,
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
