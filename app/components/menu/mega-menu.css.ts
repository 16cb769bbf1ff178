import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The panels hang from the whole row, so the row (not the item) is their positioning box. */
export const nav = style({
  position: "relative",
  borderTop: `1px solid ${vars.color.line}`,
  "@media": { [media.mobile]: { display: "none" } },
});

export const list = style({
  display: "flex",
  justifyContent: "center",
  gap: vars.space[6],
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const item = style({});

export const link = style({
  display: "inline-block",
  padding: `${vars.space[3]} 0`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  textDecoration: "none",
  borderBottom: "2px solid transparent",
  selectors: {
    "&:hover, &[aria-current='page']": { borderBottomColor: vars.color.ink },
    [`${item}[data-open] > &`]: { borderBottomColor: vars.color.ink },
  },
});

export const sale = style({ color: vars.color.sale });

/**
 * Closed by default. Without JavaScript (no data-enhanced on the nav) a panel opens while its item
 * is hovered or holds the focus; with JavaScript only the open state set by the menu's timing counts.
 */
export const panel = style({
  display: "none",
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: 30,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.lg,
  selectors: {
    [`${nav}:not([data-enhanced]) ${item}:hover > &, ${nav}:not([data-enhanced]) ${item}:focus-within > &`]: { display: "block" },
    [`${item}[data-open] > &`]: { display: "block" },
  },
});

export const panelInner = style({
  display: "flex",
  gap: vars.space[6],
  paddingBlock: vars.space[6],
});

export const column = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: "10rem" });

export const columnTitle = style({
  margin: 0,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const columnLists = style({ display: "flex", gap: vars.space[5] });

export const entries = style({ display: "flex", flexDirection: "column", gap: "2px", margin: 0, padding: 0, listStyle: "none" });

export const entry = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.accent, textDecoration: "underline" } },
});

export const shapeEntry = style({});

export const shapeIcon = style({ width: "2.5rem", height: "1.25rem", objectFit: "contain" });

export const colorEntry = style({});

export const swatch = style({
  width: "0.875rem",
  height: "0.875rem",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  boxShadow: `inset 0 0 0 1px rgba(28, 28, 26, 0.18)`,
});

export const shopAll = style({
  marginTop: "auto",
  paddingTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
});

/** The category's picture at the panel's end: a large target repeating Shop All (hidden from the keyboard). */
export const feature = style({
  marginLeft: "auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  flex: "0 0 14rem",
  textDecoration: "none",
  // Only where it fits beside the four columns.
  "@media": { [media.belowLarge]: { display: "none" } },
});

export const featureImage = style({
  width: "100%",
  aspectRatio: "8 / 5",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.sand,
});

export const featureText = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.lg });
