import { globalStyle, style } from "@vanilla-extract/css";
import * as recipes from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

/* Page frame */

export const page = style({
  paddingBlock: `${vars.space[7]} ${vars.space[9]}`,
  "@media": { [media.mobile]: { paddingBlock: `${vars.space[5]} ${vars.space[8]}` } },
});

export const layout = style({
  display: "grid",
  gridTemplateColumns: `${vars.width.sideColumn} minmax(0, 1fr)`,
  gap: vars.space[7],
  alignItems: "start",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[5] } },
});

export const content = style({ minWidth: 0 });

export const pageHeader = style({
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space[4],
  flexWrap: "wrap",
  marginBottom: vars.space[6],
});

export const eyebrow = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const title = style({
  margin: 0,
  fontSize: `clamp(${vars.fontSize["2xl"]}, 3vw, ${vars.fontSize["4xl"]})`,
});

export const intro = style({ margin: `${vars.space[3]} 0 0`, color: vars.color.inkSoft, maxWidth: vars.width.prose });

export const headerActions = style({ display: "flex", gap: vars.space[3], flexWrap: "wrap" });

/* Account navigation: a column on desktop, a scrolling row of chips on phones */

export const nav = style([
  recipes.card.outlined,
  {
    position: "sticky",
    top: vars.space[9],
    padding: vars.space[3],
    "@media": {
      [media.mobile]: {
        position: "static",
        padding: 0,
        background: "transparent",
        border: "none",
        marginInline: `calc(-1 * clamp(${vars.space[4]}, 4vw, ${vars.space[7]}))`,
        overflowX: "auto",
        scrollbarWidth: "none",
      },
    },
  },
]);

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  "@media": {
    [media.mobile]: {
      flexDirection: "row",
      gap: vars.space[2],
      paddingInline: `clamp(${vars.space[4]}, 4vw, ${vars.space[7]})`,
      width: "max-content",
    },
  },
});

export const navLink = style({
  display: "block",
  width: "100%",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: "none",
  borderRadius: vars.radius.md,
  background: "transparent",
  textAlign: "left",
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSoft,
  cursor: "pointer",
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { "&:hover": { background: vars.color.sand, color: vars.color.ink } },
  "@media": {
    [media.mobile]: {
      whiteSpace: "nowrap",
      border: `1px solid ${vars.color.line}`,
      borderRadius: vars.radius.pill,
      background: vars.color.surface,
    },
  },
});

export const navLinkActive = style({
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  selectors: { "&:hover": { background: vars.color.accentSoft, color: vars.color.accent } },
  "@media": { [media.mobile]: { borderColor: vars.color.accent } },
});

export const navSignOut = style({
  marginTop: vars.space[2],
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.line}`,
  "@media": { [media.mobile]: { margin: 0, padding: 0, border: "none" } },
});

/* Guest pages: login, register, success */

export const guestColumn = style({ maxWidth: "34rem", marginInline: "auto" });
export const guestColumnWide = style({ maxWidth: "62rem" });
export const guestHeader = style({ textAlign: "center", marginBottom: vars.space[6] });

globalStyle(`${guestHeader} p:last-child`, { marginInline: "auto" });

/* Cards and panels */

export const card = style([
  recipes.card.outlined,
  {
    padding: `clamp(${vars.space[5]}, 3vw, ${vars.space[6]})`,
    boxShadow: vars.shadow.sm,
  },
]);

export const cardTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space[2]}` });

export const cardText = style({ color: vars.color.inkSoft, margin: `0 0 ${vars.space[5]}` });

/** Login: the form and the new-customer panel side by side, stacked on phones. */
export const authGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1.15fr) minmax(0, 1fr)",
  gap: vars.space[5],
  alignItems: "stretch",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const newCustomerPanel = style({
  display: "flex",
  flexDirection: "column",
  background: vars.color.sand,
  borderColor: vars.color.sandDeep,
  boxShadow: "none",
});

export const benefitList = style({
  listStyle: "none",
  margin: `0 0 ${vars.space[6]}`,
  padding: 0,
  display: "grid",
  gap: vars.space[3],
  color: vars.color.inkSoft,
  fontSize: vars.fontSize.sm,
});

export const benefitItem = style({ display: "flex", gap: vars.space[3], alignItems: "center" });

export const benefitIcon = style({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.accent,
});

export const pushDown = style({ marginTop: "auto" });

/* Forms */

export const form = style({ display: "grid", gap: vars.space[4] });

export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space[4]} ${vars.space[4]}`,
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const fullRow = style({ gridColumn: "1 / -1" });

export const formSection = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[4],
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[3],
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
});

/** A small link under a field ("Forgotten your password?"), at its end. */
export const fieldNote = style({
  margin: `calc(-1 * ${vars.space[2]}) 0 0`,
  textAlign: "end",
  fontSize: vars.fontSize.sm,
});

globalStyle(`${fieldNote} a`, { color: vars.color.accent, fontWeight: vars.fontWeight.medium });

export const submit = style({ justifySelf: "start", minWidth: "10rem" });

export const formActions = style({ display: "flex", alignItems: "center", gap: vars.space[4], flexWrap: "wrap", marginTop: vars.space[2] });

export const formFooter = style({
  marginTop: vars.space[5],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.line}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

globalStyle(`${formFooter} a`, { color: vars.color.accent, fontWeight: vars.fontWeight.medium });

export const alert = style({
  display: "flex",
  gap: vars.space[3],
  alignItems: "flex-start",
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.saleSoft,
  border: `1px solid ${vars.color.sale}`,
  color: vars.color.danger,
  selectors: {
    "&::before": {
      content: '"!"',
      display: "grid",
      placeItems: "center",
      flex: "none",
      width: "1.25rem",
      height: "1.25rem",
      marginTop: "1px",
      borderRadius: vars.radius.pill,
      background: vars.color.danger,
      color: vars.color.onAccent,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const alertText = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** The shop's input look plus a chevron; `select&` outranks the input style's background shorthand. */
export const select = style({
  selectors: {
    "select&": {
      appearance: "none",
      backgroundImage:
        "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%2345433f' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
      backgroundRepeat: "no-repeat",
      backgroundPosition: `right ${vars.space[4]} center`,
      paddingRight: vars.space[7],
      cursor: "pointer",
    },
    "select&:disabled": { cursor: "progress", color: vars.color.muted },
  },
});

/** A select with a button beside it, sharing one label. */
export const inlineRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], alignItems: "stretch" });

/** The select takes the row; on a narrow card the button wraps under it rather than squeezing it. */
globalStyle(`${inlineRow} > select`, { flex: "1 1 12rem", width: "auto", minWidth: 0 });
globalStyle(`${inlineRow} > button`, { flex: "none" });

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const successLead = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  margin: `0 0 ${vars.space[4]}`,
});

globalStyle(`${cardText} a`, { color: vars.color.accent, fontWeight: vars.fontWeight.medium });
