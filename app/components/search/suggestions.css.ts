import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: "hidden",
});

export const rows = style({
  margin: 0,
  padding: vars.space[2],
  listStyle: "none",
  overflowY: "auto",
  overscrollBehavior: "contain",
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "4rem minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space[3],
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { background: vars.color.canvas } },
});

export const image = style({
  width: "4rem",
  height: "3rem",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: "#f1ede6",
});

export const text = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const brand = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const name = style({ fontSize: vars.fontSize.sm, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const price = style({ fontSize: vars.fontSize.sm, whiteSpace: "nowrap" });

export const all = style({
  flexShrink: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderTop: `1px solid ${vars.color.line}`,
  background: vars.color.canvas,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: "center",
  color: vars.color.accent,
  selectors: { "&:hover": { background: vars.color.sand } },
});

export const noResults = style({ padding: vars.space[6], textAlign: "center" });

export const noResultsCompact = style({ padding: vars.space[5] });

export const noResultsText = style({ margin: `0 auto ${vars.space[4]}`, maxWidth: "34ch", color: vars.color.inkSoft });

export const quickLinks = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const quickLink = style({
  display: "inline-block",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.ink } },
});
