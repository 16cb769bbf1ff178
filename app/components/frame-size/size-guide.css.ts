import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "~/styles/recipes.css";
import { media, vars } from "~/styles/theme.css";

// Top and bottom only: the container's own side padding stays.
export const page = style({
  paddingTop: vars.space[7],
  paddingBottom: vars.space[9],
  "@media": { [media.mobile]: { paddingTop: vars.space[5], paddingBottom: vars.space[8] } },
});
export const intro = style({
  maxWidth: vars.width.prose,
  fontSize: vars.fontSize.lg,
  color: vars.color.inkSoft,
  margin: `0 0 ${vars.space[6]}`,
});

/** Each topic: its text beside its drawing on wide screens, the drawing after the text on phones. */
export const section = style([
  card.outlined,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1fr)",
    gap: vars.space[6],
    alignItems: "start",
    padding: vars.space[6],
    marginBottom: vars.space[5],
    scrollMarginTop: "6rem",
    "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[4], padding: vars.space[4] } },
  },
]);
export const prose = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal, minWidth: 0 });
globalStyle(`${prose} h2`, { marginTop: 0, color: vars.color.ink });
globalStyle(`${prose} h3`, { marginTop: vars.space[5], marginBottom: vars.space[2], fontSize: vars.fontSize.lg, color: vars.color.ink });
globalStyle(`${prose} a`, { color: vars.color.accent });
globalStyle(`${prose} ol, ${prose} ul`, { paddingLeft: vars.space[5] });
globalStyle(`${prose} li + li`, { marginTop: vars.space[2] });
globalStyle(`${prose} strong`, { color: vars.color.ink });
export const figure = style({ margin: 0, minWidth: 0 });
export const caption = style({ marginTop: vars.space[2], fontSize: vars.fontSize.sm, color: vars.color.muted });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.line}`,
});
globalStyle(`${table} th`, { color: vars.color.ink, fontWeight: vars.fontWeight.semibold });
