import { keyframes, style } from "@vanilla-extract/css";
import { roundIconButton } from "~/components/ui/controls.css";
import { media, vars } from "~/styles/theme.css";

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const dialog = style({
  position: "fixed",
  inset: "0 0 0 auto",
  width: "min(28rem, 100vw)",
  maxWidth: "100vw",
  height: "100dvh",
  maxHeight: "100dvh",
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  selectors: {
    "&[open]": { display: "flex", flexDirection: "column", animation: `${slideIn} ${vars.motion.base} cubic-bezier(.2,.7,.2,1)` },
    "&::backdrop": { background: "rgba(28, 28, 26, 0.45)", animation: `${fadeIn} ${vars.motion.base} ease` },
  },
  "@media": { [media.reducedMotion]: { animation: "none !important" } },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
});

export const count = style({ color: vars.color.muted, fontWeight: vars.fontWeight.regular });

export const close = style([roundIconButton, { background: "transparent", selectors: { "&:hover": { background: vars.color.canvas } } }]);

export const lines = style({
  flex: 1,
  overflowY: "auto",
  margin: 0,
  padding: `0 ${vars.space[5]}`,
  listStyle: "none",
  overscrollBehavior: "contain",
});

export const line = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  padding: `${vars.space[4]} 0`,
  selectors: { "&:not(:last-child)": { borderBottom: `1px solid ${vars.color.line}` } },
});

export const lineFooter = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space[3] });

export const lineTotal = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: "tabular-nums" });

export const lineActions = style({ display: "flex", alignItems: "center", gap: vars.space[2] });

export const empty = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[3],
  padding: vars.space[6],
  textAlign: "center",
  color: vars.color.inkSoft,
});

export const footer = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  padding: vars.space[5],
  borderTop: `1px solid ${vars.color.line}`,
  background: vars.color.canvas,
});

export const totalRow = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const totalValue = style({ fontSize: vars.fontSize.xl, fontVariantNumeric: "tabular-nums" });

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const viewCart = style({ alignSelf: "center", fontSize: vars.fontSize.sm, color: vars.color.inkSoft });
