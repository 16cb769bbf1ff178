import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const root = style({ position: "relative" });

/**
 * Without JavaScript the viewport is a horizontally scrollable strip that snaps to slides; once
 * Embla takes over (data-ready) it hides the overflow and moves the track itself.
 */
export const viewport = style({
  // The containing block of what slides position absolutely (a visually hidden label, say), so
  // the viewport clips it too instead of it widening the page.
  position: "relative",
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  selectors: {
    "&::-webkit-scrollbar": { display: "none" },
    [`${root}[data-ready='true'] &`]: { overflow: "hidden", scrollSnapType: "none" },
  },
});

export const track = style({ display: "flex", touchAction: "pan-y pinch-zoom" });

export const slide = style({ flex: "0 0 auto", minWidth: 0, scrollSnapAlign: "start" });

/** Arrows: only once Embla runs, and not on phones, where a swipe does it. */
export const controls = style({
  display: "none",
  gap: vars.space[2],
  selectors: { [`${root}[data-ready='true'] &`]: { display: "flex" } },
  "@media": { [media.mobile]: { selectors: { [`${root}[data-ready='true'] &`]: { display: "none" } } } },
});

export const arrow = style({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.lineStrong}`,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: "pointer",
  transition: `border-color ${vars.motion.fast}, opacity ${vars.motion.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.ink },
    "&:disabled": { opacity: 0.35, cursor: "default" },
  },
});
