import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { HERO_SLIDESHOW } from "./slideshow";

const fade = `${HERO_SLIDESHOW.transitionMs}ms`;
const halfFade = `${HERO_SLIDESHOW.transitionMs / 2}ms`;

export const hero = style({ position: "relative", background: vars.color.sand });

/**
 * Without JavaScript: a horizontally scrollable strip that snaps to banners. Once the slideshow
 * runs (data-ready), the banners sit on top of each other and cross-fade.
 */
export const viewport = style({
  display: "flex",
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  selectors: {
    "&::-webkit-scrollbar": { display: "none" },
    [`${hero}[data-ready='true'] &`]: { display: "grid", overflow: "hidden", scrollSnapType: "none", touchAction: "pan-y" },
  },
});

export const slide = style({
  flex: "0 0 100%",
  minWidth: 0,
  scrollSnapAlign: "start",
  selectors: {
    [`${hero}[data-ready='true'] &`]: {
      gridArea: "1 / 1",
      opacity: 0,
      visibility: "hidden",
      // Visibility flips after the fade, so the outgoing banner stays visible while it fades out.
      transition: `opacity ${fade} ease, visibility 0s linear ${fade}`,
    },
    [`${hero}[data-ready='true'] &[data-active='true']`]: {
      opacity: 1,
      visibility: "visible",
      transition: `opacity ${fade} ease, visibility 0s linear 0s`,
    },
  },
  "@media": { [media.reducedMotion]: { transition: "none !important" } },
});

/**
 * Banners are finished artwork (their own headline and button, text on the left, the frame on the
 * right): shown whole on wide screens. A phone shows the banner's words would be a few pixels tall,
 * so it gets a layout of its own: the artwork cropped taller to its frame half, the banner's title
 * under it as real text, and the slideshow's controls in a row of their own below
 * (docs/decisions/242-phone-hero.md).
 */
export const banner = style({
  display: "block",
  width: "100%",
  overflow: "hidden",
  userSelect: "none",
  textDecoration: "none",
  color: vars.color.ink,
});

export const bannerImage = style({
  display: "block",
  width: "100%",
  aspectRatio: "5 / 2",
  maxHeight: "600px",
  objectFit: "cover",
  objectPosition: "left center",
  "@media": { [media.mobile]: { aspectRatio: "4 / 3", maxHeight: "none", objectPosition: "100% center" } },
});

/** The banner's title as text: for screen readers everywhere, on screen only on phones. */
export const caption = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  "@media": {
    [media.mobile]: {
      position: "static",
      width: "auto",
      height: "auto",
      overflow: "visible",
      clipPath: "none",
      whiteSpace: "normal",
      display: "flex",
      flexDirection: "column",
      gap: vars.space[2],
      padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[2]}`,
    },
    [media.reducedMotion]: { transition: "none !important" },
  },
  selectors: {
    // The artwork cross-fades; the words take turns (out in the first half, in in the second), so
    // two titles are never drawn over each other.
    [`${hero}[data-ready='true'] ${slide} &`]: { opacity: 0, transition: `opacity ${halfFade} ease` },
    [`${hero}[data-ready='true'] ${slide}[data-active='true'] &`]: { opacity: 1, transition: `opacity ${halfFade} ease ${halfFade}` },
  },
});

export const captionTitle = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize["2xl"],
  lineHeight: 1.15,
});

export const captionAction = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
});

/** Dots and arrows exist only for the running slideshow. */
export const controls = style({
  display: "none",
  position: "absolute",
  left: 0,
  right: 0,
  bottom: vars.space[4],
  pointerEvents: "none",
  selectors: { [`${hero}[data-ready='true'] &`]: { display: "block" } },
  // On a phone the controls have a row of their own under the caption, clear of the artwork.
  "@media": { [media.mobile]: { position: "static", paddingBottom: vars.space[3] } },
});

export const controlsInner = style({ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: vars.space[4] });

export const dots = style({
  display: "flex",
  gap: vars.space[2],
  pointerEvents: "auto",
  "@media": { [media.mobile]: { marginInline: "auto" } },
});

export const dot = style({
  width: "2rem",
  height: "1.5rem",
  padding: 0,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  // The visible bar is thin; the button around it stays easy to hit.
  selectors: {
    "&::before": {
      content: '""',
      display: "block",
      height: "3px",
      borderRadius: vars.radius.pill,
      background: "rgba(28, 28, 26, 0.22)",
      transition: `background ${vars.motion.base}`,
    },
    "&[aria-current='true']::before": { background: vars.color.ink },
  },
  // 24 px at least on phones too (WCAG 2.5.8 target size).
  "@media": { [media.mobile]: { width: "1.5rem" } },
});

export const arrows = style({
  display: "flex",
  gap: vars.space[2],
  pointerEvents: "auto",
});

/** Phones swipe instead; the pause button stays (WCAG 2.2.2). */
export const desktopOnly = style({ "@media": { [media.mobile]: { display: "none" } } });

// The same round arrow buttons as every carousel.
export { arrow } from "~/components/carousel/carousel.css";

/** The sale promise under the banners: always there, also when no banner loaded. */
export const band = style({ background: vars.color.ink, color: vars.color.surface });

export const bandInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[5],
  paddingBlock: vars.space[5],
  "@media": {
    [media.mobile]: { flexDirection: "column", alignItems: "flex-start", gap: vars.space[4], paddingBlock: vars.space[6] },
  },
});

export const bandCopy = style({ display: "flex", alignItems: "baseline", flexWrap: "wrap", gap: `${vars.space[2]} ${vars.space[5]}` });

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
  color: "#c9c4ba",
});

export const headline = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: `clamp(${vars.fontSize["2xl"]}, 3.2vw, ${vars.fontSize["4xl"]})`,
  lineHeight: 1.05,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: "#aaa59b",
  "@media": { [media.belowLaptop]: { display: "none" } },
});
