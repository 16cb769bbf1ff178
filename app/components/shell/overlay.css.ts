import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Between the page (and its sticky bar, z-index 15) and the header (z-index 20). */
export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 19,
  background: "rgba(28, 28, 26, 0.38)",
  animation: `${fadeIn} ${vars.motion.fast} ease-out`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});

/** Dims without catching the pointer: the page under it stays hoverable, clickable and scrollable. */
export const passive = style({ pointerEvents: "none" });
