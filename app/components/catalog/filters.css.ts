import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/**
 * The right-side filter panel. Open when React says so (`data-open`) or, without JavaScript, when
 * the address targets it (`#filters`, the Filters link's fragment).
 */
export const root = style({
  position: "fixed",
  inset: 0,
  zIndex: 60,
  visibility: "hidden",
  pointerEvents: "none",
  transition: `visibility 0s linear ${vars.motion.base}`,
  selectors: {
    "&:target, &[data-open='true']": { visibility: "visible", pointerEvents: "auto", transition: "none" },
  },
});

export const backdrop = style({
  position: "absolute",
  inset: 0,
  background: "rgba(28, 28, 26, 0.42)",
  opacity: 0,
  transition: `opacity ${vars.motion.base}`,
  selectors: { [`${root}:target &, ${root}[data-open='true'] &`]: { opacity: 1 } },
});

export const drawer = style({
  position: "absolute",
  top: 0,
  right: 0,
  bottom: 0,
  display: "flex",
  flexDirection: "column",
  width: "min(26rem, 100vw)",
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  transform: "translateX(100%)",
  transition: `transform ${vars.motion.base} cubic-bezier(.2,.7,.2,1)`,
  selectors: { [`${root}:target &, ${root}[data-open='true'] &`]: { transform: "none" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  selectors: { "&:hover": { background: vars.color.canvas } },
});

export const form = style({ display: "flex", flexDirection: "column", flex: 1, minHeight: 0 });

export const body = style({
  flex: 1,
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: `${vars.space[2]} ${vars.space[5]} ${vars.space[5]}`,
});

export const group = style({
  margin: 0,
  padding: `${vars.space[5]} 0`,
  border: 0,
  borderBottom: `1px solid ${vars.color.line}`,
  minWidth: 0,
  selectors: { "&:last-child": { borderBottom: 0 } },
});

export const legend = style({
  float: "left",
  width: "100%",
  marginBottom: vars.space[3],
  padding: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  color: vars.color.inkSoft,
});

export const options = style({ clear: "both", display: "flex", flexWrap: "wrap", gap: vars.space[2] });

/** An option as a pill: the input stays in the label, visually hidden but focusable. */
export const option = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.25rem",
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  userSelect: "none",
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.ink },
    "&:has(input:checked)": { background: vars.color.ink, borderColor: vars.color.ink, color: vars.color.surface },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const optionInput = style({ position: "absolute", opacity: 0, width: 1, height: 1, margin: 0, pointerEvents: "none" });

export const bounds = style({ clear: "both", display: "grid", gridTemplateColumns: "1fr auto 1fr", alignItems: "end", gap: vars.space[3] });

export const boundField = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });

export const boundLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const boundInputWrap = style({ position: "relative", display: "flex", alignItems: "center" });

export const boundAffix = style({
  position: "absolute",
  left: vars.space[3],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  pointerEvents: "none",
});

export const boundInput = style({ paddingLeft: vars.space[6] });

export const boundDash = style({ paddingBottom: vars.space[3], color: vars.color.muted });

export const boundHint = style({ clear: "both", margin: `${vars.space[2]} 0 0`, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const foot = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderTop: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
});

globalStyle(`${foot} > button`, { flex: 1 });
