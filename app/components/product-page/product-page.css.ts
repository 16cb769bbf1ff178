import { globalStyle, style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

export const page = style({ paddingTop: vars.space[6], "@media": { [media.mobile]: { paddingTop: vars.space[4] } } });

/** Pictures and the buying column side by side; one column on phones and small tablets. */
export const hero = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)",
  gap: `clamp(${vars.space[5]}, 4vw, ${vars.space[8]})`,
  alignItems: "start",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[5] } },
});

/** On desktop the pictures stay in view while the longer buying column scrolls past (below the sticky bar). */
export const galleryColumn = style({ minWidth: 0, "@media": { [media.desktop]: { position: "sticky", top: vars.space[9] } } });

export const info = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const brand = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.muted,
  textDecoration: "none",
  alignSelf: "flex-start",
  selectors: { "a&:hover": { color: vars.color.ink } },
});

export const title = style({
  margin: 0,
  fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["4xl"]})`,
});

export const meta = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const reviewsLink = style({ color: vars.color.inkSoft, selectors: { "&:hover": { color: vars.color.ink } } });

export const priceRow = style({ display: "flex", alignItems: "center", gap: vars.space[3], flexWrap: "wrap" });

export const price = style({ fontSize: vars.fontSize.xl });

export const stock = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accent,
  selectors: {
    "&::before": { content: '""', width: "0.5rem", height: "0.5rem", borderRadius: vars.radius.pill, background: "currentColor" },
  },
});

export const outOfStock = style({ color: vars.color.muted });

export const divider = style({ border: 0, borderTop: `1px solid ${vars.color.line}`, margin: `${vars.space[1]} 0`, width: "100%" });

/* Options */

export const options = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const required = style({ color: vars.color.sale });

export const optionGroup = style([recipes.choiceGroup, { gap: vars.space[2] }]);

export const optionLegend = style([recipes.choiceLegend, { marginBottom: vars.space[2] }]);

export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: "2.5rem",
  padding: `${vars.space[1]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.ink },
    "&:has(input:checked)": { borderColor: vars.color.ink, background: vars.color.ink, color: vars.color.surface },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const chipInvalid = style({ borderColor: vars.color.danger });

export const chipPrice = style({ fontSize: vars.fontSize.xs, opacity: 0.75 });

export const select = style({ appearance: "auto", paddingRight: vars.space[3] });

export const textarea = style({ minHeight: "5rem", resize: "vertical" });

/* Buying row: quantity, add to cart, wishlist */

export const buyRow = style({ display: "flex", alignItems: "stretch", gap: vars.space[3] });

/** Element and class: narrower than the shared input's full width, whichever style sheet loads last. */
export const quantity = style({
  selectors: {
    "input&": { width: "4.5rem", flex: "0 0 4.5rem", minHeight: "3.25rem", paddingInline: vars.space[2], textAlign: "center" },
  },
});

export const addButton = style({ flex: 1 });

/** The wishlist's heart, sized to sit in this row (element and class: over its own look). */
export const wishlist = style({
  selectors: {
    "button&": {
      width: "3.25rem",
      height: "auto",
      flexShrink: 0,
      border: `1px solid ${vars.color.lineStrong}`,
      background: vars.color.surface,
      boxShadow: "none",
    },
  },
});

export const note = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSoft,
});

/* Feature badges */

export const features = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const feature = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[1],
  height: "100%",
  padding: `${vars.space[3]} ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: "0.04em",
  textAlign: "center",
  textDecoration: "none",
  color: vars.color.inkSoft,
  selectors: { "a&:hover": { background: vars.color.sandDeep, color: vars.color.ink } },
});

export const featureIcon = style({ color: vars.color.accent });

/* Accordions */

export const accordions = style({ borderBottom: `1px solid ${vars.color.line}` });

export const accordion = style({ borderTop: `1px solid ${vars.color.line}` });

export const accordionSummary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: `${vars.space[4]} 0`,
  fontWeight: vars.fontWeight.medium,
});

export const accordionChevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${accordion}[open] &`]: { transform: "rotate(180deg)" } },
});

export const accordionBody = style({ paddingBottom: vars.space[5], fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

globalStyle(`${accordionBody} p`, { margin: `0 0 ${vars.space[3]}` });
globalStyle(`${accordionBody} ul`, { margin: `0 0 ${vars.space[3]}`, paddingLeft: vars.space[5] });
globalStyle(`${accordionBody} a`, { color: vars.color.accent });

export const details = style({ width: "100%", borderCollapse: "collapse" });
globalStyle(`${details} th, ${details} td`, {
  padding: `${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${details} th`, { width: "45%", paddingRight: vars.space[3], fontWeight: vars.fontWeight.medium, color: vars.color.ink });

/* Sections under the product */

export const section = style({ paddingTop: vars.space[8], "@media": { [media.mobile]: { paddingTop: vars.space[7] } } });

export const sectionTitle = style({
  fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["3xl"]})`,
  marginBottom: vars.space[5],
});

/** "Choose prescription lenses" under the buy row of an Rx-able frame. */
export const lensesLink = style({ marginTop: vars.space[3] });
