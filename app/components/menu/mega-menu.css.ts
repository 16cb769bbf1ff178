import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/**
 * The desktop row's height: a line of its small capitals with room above and below, its links' 2px
 * underline and its own top border. The header keeps this much room for it (`withRow`).
 */
export const rowHeight = `calc(2 * ${vars.space[3]} + ${vars.fontSize.xs} * ${vars.lineHeight.normal} + 3px)`;

/**
 * Desktop: a row along the header's foot (the header reserves its height), the panels' positioning
 * box. Phones: a list in the hamburger panel.
 */
export const nav = style({
  "@media": {
    [media.desktop]: { position: "absolute", left: 0, right: 0, bottom: 0, height: rowHeight, borderTop: `1px solid ${vars.color.line}` },
  },
});

export const row = style({ "@media": { [media.desktop]: { height: "100%" }, [media.mobile]: { paddingInline: 0 } } });

export const list = style({
  display: "flex",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [media.desktop]: { height: "100%", justifyContent: "center", gap: vars.space[6] },
    [media.mobile]: { flexDirection: "column" },
  },
});

export const item = style({ "@media": { [media.mobile]: { borderBottom: `1px solid ${vars.color.line}` } } });

/** A phone menu row: the accordions' summaries and the Final Sale link. */
const rowText = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: "3.25rem",
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  textDecoration: "none",
} as const;

export const link = style({
  textDecoration: "none",
  "@media": {
    [media.desktop]: {
      display: "flex",
      alignItems: "center",
      height: "100%",
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
      letterSpacing: vars.letterSpacing.wide,
      textTransform: "uppercase",
      borderBottom: "2px solid transparent",
      selectors: {
        "&:hover, &[aria-current='page']": { borderBottomColor: vars.color.ink },
        [`${item}[data-open] > &`]: { borderBottomColor: vars.color.ink },
      },
    },
    // On phones a category is its accordion's summary; only Final Sale stays a link.
    [media.mobile]: { ...rowText, selectors: { [`${item}[data-category] > &`]: { display: "none" } } },
  },
});

export const sale = style({ color: vars.color.sale });

export const accordion = style({ "@media": { [media.desktop]: { display: "none" } } });

export const accordionSummary = style(rowText);

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { "details[open] > summary > &": { transform: "rotate(180deg)" } },
});

/**
 * Closed by default, and so out of the tab order. Desktop: without JavaScript (no data-enhanced on
 * the nav) a panel opens while its item is hovered, never by focus alone (Tab would walk every
 * panel; the category link leads to the same choices: docs/decisions/237-mega-menu-keyboard.md);
 * with JavaScript only the open state set by the menu's timing or ArrowDown counts. Phones: open
 * while its accordion is.
 */
export const panel = style({
  display: "none",
  "@media": {
    [media.desktop]: {
      position: "absolute",
      top: "100%",
      left: 0,
      right: 0,
      zIndex: 30,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.line}`,
      boxShadow: vars.shadow.lg,
      selectors: {
        [`${nav}:not([data-enhanced]) ${item}:hover > &`]: { display: "block" },
        [`${item}[data-open] > &`]: { display: "block" },
      },
    },
    [media.mobile]: { selectors: { [`${item}:has(> details[open]) > &`]: { display: "block" } } },
  },
});

export const panelInner = style({
  "@media": {
    [media.desktop]: { display: "flex", gap: vars.space[6], paddingBlock: vars.space[6] },
    [media.mobile]: { paddingInline: 0 },
  },
});

export const column = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  minWidth: "10rem",
  // Phones show the Collections column alone, without its title.
  "@media": { [media.mobile]: { display: "none" } },
});

export const collections = style({ "@media": { [media.mobile]: { display: "block" } } });

export const mobileOnly = style({ "@media": { [media.desktop]: { display: "none" } } });
export const desktopOnly = style({ "@media": { [media.mobile]: { display: "none" } } });

globalStyle(`${column} > h2`, {
  margin: 0,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.muted,
  "@media": { [media.mobile]: { display: "none" } },
});

/** A column's lists side by side: the product's sub-columns of six entries. */
globalStyle(`${column} > div`, { display: "flex", gap: vars.space[5] });

export const entries = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  margin: 0,
  padding: 0,
  listStyle: "none",
  // The product's column rule for a phone's submenu: one column up to 5 entries, two up to 10, three above.
  "@media": {
    [media.mobile]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr)",
      gap: `0 ${vars.space[4]}`,
      flex: 1,
      selectors: {
        "&[data-columns='2']": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        "&[data-columns='3']": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
      },
    },
  },
});

globalStyle(`${entries} a`, {
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  "@media": { [media.mobile]: { display: "block", paddingBlock: vars.space[2] } },
});

globalStyle(`${entries} a:hover`, { color: vars.color.accent, textDecoration: "underline" });

/** Shape entries draw their outline from the link's `--mark` (an image a closed panel does not fetch). */
export const shapes = style({});

globalStyle(`${shapes} a[style]::before`, {
  content: '""',
  width: "2.5rem",
  height: "1.25rem",
  flexShrink: 0,
  background: "var(--mark) center / contain no-repeat",
});

/** Colour entries draw their swatch from the link's `--mark`. */
export const swatches = style({});

globalStyle(`${swatches} a[style]::before`, {
  content: '""',
  width: "0.875rem",
  height: "0.875rem",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: "var(--mark)",
  boxShadow: `inset 0 0 0 1px rgba(28, 28, 26, 0.18)`,
});

export const shopAll = style({
  marginTop: "auto",
  paddingTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  "@media": { [media.mobile]: { display: "block", padding: `${vars.space[2]} 0 ${vars.space[5]}`, textDecoration: "none" } },
});

/** The category's picture at the panel's end: a large target repeating Shop All (hidden from the keyboard). */
export const feature = style({
  marginLeft: "auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  flex: "0 0 14rem",
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  textDecoration: "none",
  // Only where it fits beside the four columns.
  "@media": { [media.belowLarge]: { display: "none" } },
});

globalStyle(`${feature} img`, {
  width: "100%",
  height: "auto",
  aspectRatio: "8 / 5",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.sand,
});
