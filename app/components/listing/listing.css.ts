import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  paddingTop: vars.space[6],
  paddingBottom: vars.space[8],
  "@media": { [media.mobile]: { paddingTop: vars.space[5], paddingBottom: vars.space[7] } },
});

// Title on the left, controls on the right, as in every page module.
export { head as heading } from "~/components/ui/section.css";

export const titleBlock = style({ display: "flex", alignItems: "center", gap: vars.space[4], minWidth: 0 });

export const title = style({ margin: 0, fontSize: `clamp(${vars.fontSize["3xl"]}, 4vw, ${vars.fontSize["5xl"]})` });

export const logo = style({
  width: "10rem",
  height: "5rem",
  objectFit: "contain",
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  "@media": { [media.narrow]: { display: "none" } },
});

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

/** Sort bar: display mode, Product Compare, Sort by, Show. */
export const sortBar = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: `${vars.space[3]} ${vars.space[5]}`,
  padding: `${vars.space[3]} 0`,
  marginBottom: vars.space[6],
  borderTop: `1px solid ${vars.color.line}`,
  borderBottom: `1px solid ${vars.color.line}`,
});

/** The spec hides the grid/list toggle on small screens. */
export const modeForm = style({
  display: "inline-flex",
  gap: "2px",
  padding: "2px",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  "@media": { [media.mobile]: { display: "none" } },
});

export const modeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.muted,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.ink },
    "&[aria-pressed='true']": { background: vars.color.ink, color: vars.color.surface },
  },
});

export const compareLink = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const selects = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  marginLeft: "auto",
  "@media": {
    [media.narrow]: { display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", marginLeft: 0, width: "100%" },
  },
});

export const selectField = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});

export const selectLabel = style({ color: vars.color.muted, whiteSpace: "nowrap" });

export const select = style({
  minHeight: "2.5rem",
  padding: `0 ${vars.space[6]} 0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.md,
  background: `${vars.color.surface} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%2345433f' stroke-width='2'%3E%3Cpath d='m6 9.5 6 6 6-6'/%3E%3C/svg%3E") no-repeat right 0.75rem center`,
  appearance: "none",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  minWidth: 0,
  "@media": { [media.narrow]: { flex: 1 } },
});

export const empty = style({ padding: `${vars.space[8]} 0`, textAlign: "center", color: vars.color.inkSoft });

export const foot = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space[4],
  marginTop: vars.space[8],
  "@media": { [media.mobile]: { justifyContent: "center" } },
});

export const pages = style({ display: "flex", alignItems: "center", gap: vars.space[1], margin: 0, padding: 0, listStyle: "none" });

const pageBox = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.5rem",
  height: "2.5rem",
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
} as const;

export const pageLink = style({
  ...pageBox,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.sand },
    "&[aria-current='page']": { background: vars.color.ink, color: vars.color.surface },
  },
});

export const pageGap = style({ ...pageBox, color: vars.color.muted });

export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const headingSkeleton = style({ marginBottom: vars.space[5] });
