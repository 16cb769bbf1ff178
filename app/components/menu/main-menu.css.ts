import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The panel spans from the header's left edge, so the toggle is not its positioning box. */
export const root = style({ position: "static" });

// The menu button is one of the header's actions.
export { action as toggle, actionLabel as toggleLabel } from "~/components/shell/header.css";

/** Parts of the toggle shown while the menu is closed ('Menu') or open ('Close'). */
export const whenClosed = style({ selectors: { "details[open] > summary &": { display: "none" } } });
export const whenOpen = style({ selectors: { "details:not([open]) > summary &": { display: "none" } } });

export const panel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  zIndex: 30,
  width: "min(420px, 100vw)",
  maxHeight: "calc(100vh - 6rem)",
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: `${vars.space[5]} ${vars.space[6]} ${vars.space[6]}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.lg,
  "@media": {
    [media.mobile]: { width: "100vw", maxHeight: "calc(100dvh - 4rem)", padding: `${vars.space[2]} ${vars.space[5]} ${vars.space[6]}` },
  },
});

export const nav = style({ display: "flex", flexDirection: "column" });

export const desktopOnly = style({ "@media": { [media.mobile]: { display: "none !important" } } });
export const mobileOnly = style({ "@media": { [media.desktop]: { display: "none !important" } } });

export const heading = style({
  margin: `${vars.space[5]} 0 ${vars.space[2]}`,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: vars.color.muted,
  selectors: { "&:first-child": { marginTop: 0 } },
});

export const categoryList = style({ listStyle: "none", margin: 0, padding: 0 });

export const categoryLink = style({
  display: "block",
  padding: `${vars.space[2]} 0`,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.accent } },
});

export const sale = style({ color: vars.color.sale });

export const accordions = style({ display: "flex", flexDirection: "column" });

export const accordion = style({ borderBottom: `1px solid ${vars.color.line}` });

const rowText = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: "3.25rem",
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  textDecoration: "none",
} as const;

export const accordionSummary = style(rowText);

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { "details[open] > summary > &": { transform: "rotate(180deg)" } },
});

export const accordionLink = style([rowText, { borderBottom: `1px solid ${vars.color.line}` }]);

/** The spec's column rule sets the column count inline; the grid keeps entries aligned. */
export const submenu = style({
  display: "grid",
  gap: `0 ${vars.space[4]}`,
  margin: 0,
  padding: `0 0 ${vars.space[4]}`,
  listStyle: "none",
});

export const submenuLink = style({
  display: "block",
  padding: `${vars.space[2]} 0`,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.accent } },
});

export const shopAll = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.accent });

export const secondary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  padding: `${vars.space[2]} 0`,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.accent } },
});

export const tools = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  marginTop: vars.space[5],
  paddingTop: vars.space[5],
  borderTop: `1px solid ${vars.color.line}`,
});
