import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  padding: vars.space[5],
  background: vars.color.sand,
  borderRadius: vars.radius.lg,
  "@media": { [media.narrow]: { padding: vars.space[4], borderRadius: vars.radius.md } },
});

/**
 * docs/product/checkout.md: at 500px and narrower the summary collapses under 'Show order summary' with the total.
 * Wider, it is always open: the toggle is hidden and the closed <details> still shows its content
 * (::details-content); browsers without it get the toggle, and JavaScript opens it for them.
 */
export const details = style({});
export const toggle = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  "@media": { [media.narrow]: { padding: `${vars.space[1]} 0` } },
});
export const toggleTotal = style({ color: vars.color.ink, fontSize: vars.fontSize.lg, fontVariantNumeric: "tabular-nums" });
export const toggleHide = style({});
export const toggleShow = style({});
globalStyle(`${details}[open] ${toggleShow}`, { display: "none" });
globalStyle(`${details}:not([open]) ${toggleHide}`, { display: "none" });

globalStyle(`${details} > summary`, {
  "@media": { [media.notNarrow]: { display: "none" } },
  "@supports": { "not selector(::details-content)": { display: "flex" } },
} as never);
globalStyle(`${details}::details-content`, {
  "@media": { [media.notNarrow]: { contentVisibility: "visible", display: "contents" } },
} as never);

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  "@media": { [media.narrow]: { paddingTop: vars.space[4] } },
});

export const head = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: vars.space[3] });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });
export const returnLink = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

export const lines = style({ margin: 0, padding: 0, listStyle: "none", display: "flex", flexDirection: "column", gap: vars.space[4] });
export const line = style({ display: "grid", gridTemplateColumns: "4rem minmax(0, 1fr) auto", gap: vars.space[3], alignItems: "center" });
export const thumb = style({ position: "relative", width: "4rem" });
export const image = style({
  width: "4rem",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
});
export const badge = style({
  position: "absolute",
  top: "-0.5rem",
  right: "-0.5rem",
  minWidth: "1.375rem",
  height: "1.375rem",
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.inkSoft,
  color: vars.color.onAccent,
  fontSize: "0.7rem",
  fontWeight: vars.fontWeight.bold,
  lineHeight: "1.375rem",
  textAlign: "center",
});
export const lineText = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0, fontSize: vars.fontSize.sm });
export const lineName = style({ fontWeight: vars.fontWeight.medium });
export const lineOptions = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });
export const lineOption = style({ display: "block" });
export const shortage = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.danger });
export const linePrice = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});
export const struck = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });
export const special = style({ color: vars.color.sale, fontWeight: vars.fontWeight.semibold });

export const totals = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space[2]} 0`,
  margin: 0,
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.sandDeep}`,
});
export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkSoft });
export const value = style({
  margin: 0,
  paddingLeft: vars.space[4],
  fontSize: vars.fontSize.sm,
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
});
export const discount = style([value, { color: vars.color.sale }]);
export const muted = style([value, { color: vars.color.muted }]);
export const grandLabel = style({
  margin: 0,
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.sandDeep}`,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});
export const grandValue = style([grandLabel, { textAlign: "right", fontSize: vars.fontSize.xl, fontVariantNumeric: "tabular-nums" }]);
export const savings = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
