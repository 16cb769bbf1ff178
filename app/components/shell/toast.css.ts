import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { TOAST_DURATION_MS } from "~/lib/toast";
import { media, vars } from "~/styles/theme.css";

// Shown for three seconds, then gone: pure CSS, so it also leaves when JavaScript is off.
const showThenHide = keyframes({
  "0%": { opacity: 0, transform: "translateY(8px)", visibility: "visible" },
  "8%": { opacity: 1, transform: "translateY(0)" },
  "90%": { opacity: 1, transform: "translateY(0)" },
  "100%": { opacity: 0, transform: "translateY(8px)", visibility: "hidden" },
});

const fadeThenHide = keyframes({
  "0%, 90%": { opacity: 1, visibility: "visible" },
  "100%": { opacity: 0, visibility: "hidden" },
});

/**
 * Where no control lives: on wide screens at the bottom left, away from the
 * header's Sign in, wishlist and cart and from the cart sidebar (right); on phones under the
 * header's row and the sidebar's head (its title and close button), not over its Checkout button.
 */
export const region = style({
  position: "fixed",
  inset: `auto auto ${vars.space[4]} ${vars.space[4]}`,
  "@media": { [media.mobile]: { inset: `6.5rem ${vars.space[4]} auto auto` } },
  zIndex: 100,
  width: "min(22rem, calc(100vw - 2rem))",
  pointerEvents: "none",
  // Undo the browser's popover box (the area becomes a popover with JavaScript, see Toaster).
  height: "auto",
  margin: 0,
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  overflow: "visible",
});

export const toast = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  borderLeft: "4px solid",
  animation: `${showThenHide} ${TOAST_DURATION_MS + 400}ms ease forwards`,
  "@media": { [media.reducedMotion]: { animationName: fadeThenHide } },
});

export const kind = styleVariants({
  notification: { borderLeftColor: vars.color.accent },
  error: { borderLeftColor: vars.color.danger },
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkSoft });
