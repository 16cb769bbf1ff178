import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The menu button: a <details> with nothing inside, whose open state shows the menu that follows it. */
export const root = style({});

// The menu button is one of the header's actions.
export { action as toggle, actionLabel as toggleLabel } from "~/components/shell/header.css";

/** Parts of the toggle shown while the menu is closed ('Menu') or open ('Close'). */
export const whenClosed = style({ selectors: { "details[open] > summary &": { display: "none" } } });
export const whenOpen = style({ selectors: { "details:not([open]) > summary &": { display: "none" } } });

/** A panel hanging from the header's foot, across the page on phones. */
const hanging = {
  position: "absolute",
  top: "100%",
  left: 0,
  zIndex: 30,
  overflowY: "auto",
  overscrollBehavior: "contain",
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.lg,
} as const;

/**
 * What the button opens. Desktop: no box of its own, so the featured row stays in the header and
 * only the panel below opens. Phones: the hamburger panel itself, categories first.
 */
export const drawer = style({
  "@media": {
    [media.desktop]: { display: "contents" },
    [media.mobile]: {
      ...hanging,
      display: "none",
      width: "100vw",
      maxHeight: "calc(100dvh - 4rem)",
      padding: `${vars.space[2]} ${vars.space[5]} ${vars.space[6]}`,
      selectors: { [`${root}[open] ~ &`]: { display: "block" } },
    },
  },
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  "@media": {
    [media.desktop]: {
      ...hanging,
      display: "none",
      width: "min(420px, 100vw)",
      maxHeight: "calc(100vh - 6rem)",
      padding: `${vars.space[5]} ${vars.space[6]} ${vars.space[6]}`,
      selectors: { [`${root}[open] ~ ${drawer} > &`]: { display: "flex" } },
    },
  },
});

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
