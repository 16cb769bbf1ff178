import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

const rise = keyframes({ from: { opacity: 0, transform: "translateY(12px)" }, to: { opacity: 1, transform: "translateY(0)" } });

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: 95,
  display: "grid",
  placeItems: "center",
  padding: vars.space[4],
  background: "rgba(28, 28, 26, 0.45)",
});

export const dialog = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[4],
  width: "min(30rem, 100%)",
  margin: 0,
  padding: `${vars.space[7]} ${vars.space[6]} ${vars.space[6]}`,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  textAlign: "center",
  animation: `${rise} ${vars.motion.base} ease`,
  "@media": {
    [media.reducedMotion]: { animation: "none" },
    [media.narrow]: { padding: `${vars.space[6]} ${vars.space[5]} ${vars.space[5]}` },
  },
});

export const badge = style({
  display: "grid",
  placeItems: "center",
  width: "3.5rem",
  height: "3.5rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });
export const text = style({ margin: 0, color: vars.color.inkSoft });
export const order = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const close = style({
  position: "absolute",
  top: vars.space[3],
  right: vars.space[3],
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.pill,
  color: vars.color.inkSoft,
  selectors: { "&:hover": { background: vars.color.canvas } },
});
