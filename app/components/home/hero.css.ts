import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { HERO_SLIDESHOW } from "./slideshow";

const fade = `${HERO_SLIDESHOW.transitionMs}ms`;

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
 * right): shown whole on every screen. Cropping phones to the text's half cut the glasses out of
 * frame (issue 14, item 31).
 */
export const banner = style({
  display: "block",
  aspectRatio: "5 / 2",
  maxHeight: "600px",
  width: "100%",
  overflow: "hidden",
  userSelect: "none",
});

export const bannerImage = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  objectPosition: "left center",
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
